import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react'
import type { ColumnVisibilityState } from '@tanstack/react-table'
import { Columns3, Eye, EyeOff } from 'lucide-react'
import { useRegisterCommands } from '../../../../commands/registry.ts'
import type { Command } from '../../../../commands/types.ts'
import { REPORT_COLUMNS } from '../../../domain/leads/reportCells.ts'
import { t } from '../../../domain/i18n/index.ts'
import { columnHeader } from './columns.tsx'

/**
 * Which report columns show; the choice is kept (localStorage) by the page. The palette's 'Columns…'
 * page shows or hides each one by name and stays open for the next.
 */
export function ColumnChooser({
  value,
  onChange,
}: {
  value: ColumnVisibilityState
  onChange: (v: ColumnVisibilityState) => void
}) {
  const hidden = REPORT_COLUMNS.filter((c) => value[c.id] === false).length
  useRegisterCommands('leads-columns', columnCommands(value, onChange), [value, onChange])
  return (
    <Popover className="relative">
      <PopoverButton
        data-testid="columns-button"
        className="flex h-8 items-center gap-1.5 rounded-md border border-slate-300 bg-white px-3 text-[13px] font-medium text-slate-700 hover:bg-slate-50"
      >
        <Columns3 className="size-4" aria-hidden /> {t('report.columnsButton')}
        {hidden ? ` (${REPORT_COLUMNS.length - hidden}/${REPORT_COLUMNS.length})` : ''}
      </PopoverButton>
      <PopoverPanel
        anchor={{ to: 'bottom end', gap: 4 }}
        className="z-50 w-60 rounded-md border border-slate-200 bg-white p-1 shadow-lg"
      >
        <div className="max-h-96 overflow-y-auto">
          {REPORT_COLUMNS.map((c) => (
            <label
              key={c.id}
              className="flex items-center gap-2 rounded px-2 py-1 text-[13px] text-slate-800 hover:bg-slate-100"
            >
              <input
                type="checkbox"
                className="size-3.5 accent-brand"
                disabled={c.id === 'leadID'}
                checked={value[c.id] !== false}
                onChange={(e) => onChange({ ...value, [c.id]: e.target.checked })}
              />
              {columnHeader(c.id)}
            </label>
          ))}
        </div>
        <button
          type="button"
          onClick={() => onChange({})}
          className="mt-1 w-full rounded px-2 py-1 text-start text-xs text-slate-500 hover:bg-slate-100"
        >
          {t('report.showAllColumns')}
        </button>
      </PopoverPanel>
    </Popover>
  )
}

function columnCommands(value: ColumnVisibilityState, onChange: (v: ColumnVisibilityState) => void): Command[] {
  const group = 'Leads report'
  return [
    {
      id: 'leads.columns',
      title: 'Columns…',
      group,
      keywords: ['show column', 'hide column', 'choose columns'],
      icon: Columns3,
      page: 'columns',
    },
    ...REPORT_COLUMNS.filter((c) => c.id !== 'leadID').map((c): Command => {
      const shown = value[c.id] !== false
      return {
        id: `leads.columns.${c.id}`,
        title: t(shown ? 'report.hideColumn' : 'report.showColumn', { column: columnHeader(c.id) }),
        group,
        // Both verbs: the toggled column stays the match for what was typed ('hide source' → Show Source).
        keywords: [c.header, columnHeader(c.id), `Hide ${c.header}`, `Show ${c.header}`, 'column'],
        icon: shown ? EyeOff : Eye,
        inPage: 'columns',
        keepOpen: true,
        run: () => onChange({ ...value, [c.id]: !shown }),
      }
    }),
    {
      id: 'leads.columns.all',
      title: 'Show all columns',
      group,
      icon: Eye,
      inPage: 'columns',
      keepOpen: true,
      run: () => onChange({}),
    },
  ]
}
