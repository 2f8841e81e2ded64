import { ArrowUp } from 'lucide-react'
import { useRegisterCommands } from '../../../commands/registry.ts'
import { t } from '../../domain/i18n/index.ts'

/**
 * The bar's text: '3 new leads — press . to show' for the report; a registry list's own labels ('1 new
 * listing — press . to show').
 */
export const newRowsText = (count: number, label: string, plural: string) =>
  label === 'lead' ? t('live.newLeads', { count }) : t('live.newRows', { count, label, plural })

/**
 * Says how many new rows match a live list's filter without moving the table (useLiveList); a click or '.'
 * shows them. `label`/`plural` are the list's own, lower case ('lead', 'leads').
 */
export function NewRowsBar({
  count,
  label,
  plural,
  onShow,
}: {
  count: number
  label: string
  plural: string
  onShow: () => void
}) {
  useRegisterCommands(
    'live-list',
    [
      {
        id: 'live-list.show-new',
        title: t('live.showNew', { plural }),
        group: 'List',
        shortcut: '.',
        hidden: true,
        disabled: count ? undefined : t('live.noNew', { plural }),
        run: onShow,
      },
    ],
    [count, plural],
  )
  // The live region is always there, so a screen reader hears the bar when it appears; the button inside keeps its
  // own role and name (a button given role="status" had neither, which axe caught when rows arrived mid-sweep).
  return (
    <div role="status" className="pointer-events-none absolute inset-x-0 top-10 z-20 flex justify-center">
      {count > 0 && (
        <button
          type="button"
          onClick={onShow}
          data-testid="new-rows-bar"
          className="pointer-events-auto flex items-center gap-1.5 rounded-full bg-brand px-3.5 py-1.5 text-[13px] font-medium text-white shadow-md ring-1 ring-black/5 hover:bg-brand-dark"
        >
          <ArrowUp className="size-3.5" aria-hidden />
          {newRowsText(count, label, plural)}
        </button>
      )}
    </div>
  )
}
