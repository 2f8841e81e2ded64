import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react'
import type { ColumnVisibilityState } from '@tanstack/react-table'
import { Columns3 } from 'lucide-react'
import { formatNumber } from '../../../domain/format.ts'
import { t } from '../../../domain/i18n/index.ts'

/** Which of a list's columns show; the page keeps the choice. */
export function ColumnChooser({
  columns,
  value,
  onChange,
}: {
  columns: Array<{ id: string; header: string }>
  value: ColumnVisibilityState
  onChange: (v: ColumnVisibilityState) => void
}) {
  const shown = columns.filter((c) => value[c.id] !== false).length
  return (
    <Popover className="relative">
      <PopoverButton className="flex h-8 items-center gap-1.5 rounded-md border border-slate-300 bg-white px-3 text-[13px] font-medium text-slate-700 hover:bg-slate-50">
        <Columns3 className="size-4" aria-hidden />{' '}
        {t('resources.columns.button', { shown: formatNumber(shown), total: formatNumber(columns.length) })}
      </PopoverButton>
      <PopoverPanel
        anchor={{ to: 'bottom end', gap: 4 }}
        className="z-50 w-56 rounded-md border border-slate-200 bg-white p-1 shadow-lg"
      >
        <div className="max-h-96 overflow-y-auto">
          {columns.map((c, i) => (
            <label
              key={c.id}
              className="flex items-center gap-2 rounded px-2 py-1 text-[13px] text-slate-800 hover:bg-slate-100"
            >
              <input
                type="checkbox"
                className="size-3.5 accent-brand"
                disabled={i === 0}
                checked={value[c.id] !== false}
                onChange={(e) => onChange({ ...value, [c.id]: e.target.checked })}
              />
              {c.header}
            </label>
          ))}
        </div>
      </PopoverPanel>
    </Popover>
  )
}
