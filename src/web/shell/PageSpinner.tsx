import { LoaderCircle } from 'lucide-react'
import { t } from '../../domain/i18n/index.ts'

/** The loader shown while a page's code or data loads; full screen for app start and logout. */
export function PageSpinner({ text, full }: { text?: string; full?: boolean }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={
        full
          ? 'fixed inset-0 z-[90] flex flex-col items-center justify-center gap-3 bg-white/85 backdrop-blur-sm'
          : 'flex justify-center py-16'
      }
    >
      <LoaderCircle className="size-7 animate-spin text-brand" aria-hidden />
      {text ? (
        <p className="text-sm font-medium text-slate-700">{text}</p>
      ) : (
        <span className="sr-only">{t('common.loading')}</span>
      )}
    </div>
  )
}
