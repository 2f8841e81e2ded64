import { X } from 'lucide-react'
import { t } from '../../domain/i18n/index.ts'

/** A chosen value shown as a pill with its remove button (a list of languages, of durations …). */
export function RemovableChip({ label, onRemove }: { label: string; onRemove: () => void }) {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-slate-100 py-0.5 pe-1 ps-2.5 text-sm text-slate-800">
      {label}
      <button
        type="button"
        aria-label={t('common.remove', { value: label })}
        className="rounded-full p-0.5 hover:bg-slate-200"
        onClick={onRemove}
      >
        <X className="size-3" aria-hidden />
      </button>
    </span>
  )
}
