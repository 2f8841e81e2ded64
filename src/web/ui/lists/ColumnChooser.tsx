import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react'
import type { ColumnVisibilityState } from '@tanstack/react-table'
import { Columns3, Eye, EyeOff } from 'lucide-react'
import { useRegisterCommands } from '../../../../commands/registry.ts'
import type { Command } from '../../../../commands/types.ts'
import { formatNumber } from '../../../domain/format.ts'
import { t } from '../../../domain/i18n/index.ts'

export interface ChoosableColumn {
  id: string
  /** As the table heads it, in the reader's language. */
  header: string
  /** More words the palette finds it by (its English name). */
  keywords?: string[]
}

/** The palette's 'Columns…' page for a list: shows or hides each column by name and stays open for the next. */
export interface ColumnCommands {
  source: string
  /** The commands' ids: `${id}`, `${id}.<column>`, `${id}.all`. */
  id: string
  group: string
}

/**
 * Which of a list's columns show (every list: the leads report, the registry lists); the page keeps the
 * choice (useStoredColumns). The first column names the row and always shows. With `commands`, the palette's
 * 'Columns…' page does the same by name.
 */
export function ColumnChooser({
  columns,
  value,
  onChange,
  commands,
}: {
  columns: readonly ChoosableColumn[]
  value: ColumnVisibilityState
  onChange: (v: ColumnVisibilityState) => void
  commands?: ColumnCommands
}) {
  const shown = columns.filter((c) => value[c.id] !== false).length
  const showAll = () => onChange(Object.fromEntries(columns.map((c) => [c.id, true])))
  useRegisterCommands(
    commands?.source ?? 'list-columns',
    commands ? columnCommands(commands, columns, value, onChange, showAll) : [],
    [commands, columns, value, onChange],
  )
  return (
    <Popover className="relative">
      <PopoverButton
        data-testid="columns-button"
        className="flex h-8 items-center gap-1.5 rounded-md border border-slate-300 bg-white px-3 text-[13px] font-medium text-slate-700 hover:bg-slate-50"
      >
        <Columns3 className="size-4" aria-hidden />{' '}
        {shown < columns.length
          ? t('lists.columns.shownOf', { shown: formatNumber(shown), total: formatNumber(columns.length) })
          : t('lists.columns.button')}
      </PopoverButton>
      <PopoverPanel
        anchor={{ to: 'bottom end', gap: 4 }}
        className="z-50 w-60 rounded-md border border-slate-200 bg-white p-1 shadow-lg"
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
        <button
          type="button"
          onClick={showAll}
          className="mt-1 w-full rounded px-2 py-1 text-start text-xs text-slate-500 hover:bg-slate-100"
        >
          {t('lists.columns.showAll')}
        </button>
      </PopoverPanel>
    </Popover>
  )
}

function columnCommands(
  { id, group }: ColumnCommands,
  columns: readonly ChoosableColumn[],
  value: ColumnVisibilityState,
  onChange: (v: ColumnVisibilityState) => void,
  showAll: () => void,
): Command[] {
  return [
    {
      id,
      title: 'Columns…',
      group,
      keywords: ['show column', 'hide column', 'choose columns'],
      icon: Columns3,
      page: 'columns',
    },
    ...columns.slice(1).map((c): Command => {
      const shown = value[c.id] !== false
      const words = c.keywords ?? []
      return {
        id: `${id}.${c.id}`,
        title: t(shown ? 'lists.columns.hide' : 'lists.columns.show', { column: c.header }),
        group,
        // Both verbs: the toggled column stays the match for what was typed ('hide source' → Show Source).
        keywords: [...words, c.header, ...words.flatMap((w) => [`Hide ${w}`, `Show ${w}`]), 'column'],
        icon: shown ? EyeOff : Eye,
        inPage: 'columns',
        keepOpen: true,
        run: () => onChange({ ...value, [c.id]: !shown }),
      }
    }),
    {
      id: `${id}.all`,
      title: 'Show all columns',
      group,
      icon: Eye,
      inPage: 'columns',
      keepOpen: true,
      run: showAll,
    },
  ]
}
