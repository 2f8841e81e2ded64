import { RefreshCw } from 'lucide-react'
import { t } from '../../domain/i18n/index.ts'
import type { ChangedElsewhere } from './useRecordChange.ts'

/** 'Marek Manager changed this lead.' / 'You changed this listing in another tab.' / '… deleted this lead.' */
export function changedElsewhereText(n: ChangedElsewhere, what: string): string {
  if (n.by === null) return t(n.deleted ? 'live.deletedByYou' : 'live.changedByYou', { what })
  return t(n.deleted ? 'live.deletedBy' : 'live.changedBy', { name: n.by || t('live.someone'), what })
}

/**
 * Tells an open editor that its record changed elsewhere and by whom, with Reload (take theirs) and Keep
 * editing (a save then meets the server's 409 if the change conflicts).
 */
export function ChangedElsewhereNotice({
  notice,
  label,
  onReload,
  onKeep,
}: {
  notice: ChangedElsewhere | null
  label: string
  onReload: () => void
  onKeep: () => void
}) {
  if (!notice) return null
  return (
    <div
      role="alert"
      data-testid="changed-elsewhere"
      className="flex flex-wrap items-center gap-x-3 gap-y-1.5 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
    >
      <span className="min-w-0 flex-1">
        <span className="font-medium">{changedElsewhereText(notice, label)}</span>{' '}
        {notice.deleted ? t('live.deletedHint') : t('live.reloadHint')}
      </span>
      <span className="flex shrink-0 gap-2">
        {!notice.deleted && (
          <button
            type="button"
            onClick={onReload}
            className="flex items-center gap-1 rounded-md bg-amber-600 px-2.5 py-1 text-[13px] font-medium text-white hover:bg-amber-700"
          >
            <RefreshCw className="size-3.5" aria-hidden /> {t('live.reload')}
          </button>
        )}
        <button
          type="button"
          onClick={onKeep}
          className="rounded-md border border-amber-300 bg-white px-2.5 py-1 text-[13px] font-medium text-amber-900 hover:bg-amber-100"
        >
          {t('live.keepEditing')}
        </button>
      </span>
    </div>
  )
}
