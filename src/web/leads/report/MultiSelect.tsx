import { useMemo, useState } from 'react'
import {
  Combobox,
  ComboboxInput,
  ComboboxOption,
  ComboboxOptions,
  Popover,
  PopoverButton,
  PopoverPanel,
} from '@headlessui/react'
import { Check, ChevronDown, X } from 'lucide-react'
import { t } from '../../../domain/i18n/index.ts'
import { useControlKeys } from '../../shell/useControlKeys.ts'

export interface Option {
  value: string
  label: string
  hint?: string
}

/**
 * A multi-select filter dropdown: the button shows one tag then 'and N more' (spec 2 §9); the panel
 * is a picker like every other (usePicker's behaviour): its search box takes the typing, the first
 * match is highlighted and Enter checks or unchecks it, arrows move, Esc closes.
 */
export function MultiSelect({
  label,
  options,
  value,
  onChange,
  testId,
}: {
  label: string
  options: Option[]
  value: string[]
  onChange: (v: string[]) => void
  testId?: string
}) {
  const [q, setQ] = useState('')
  const shown = useMemo(() => {
    const t = q.trim().toLowerCase()
    return t ? options.filter((o) => o.label.toLowerCase().includes(t)) : options
  }, [options, q])
  const first = value.length ? (options.find((o) => o.value === value[0])?.label ?? value[0]) : null
  return (
    <Popover className="relative">
      <PopoverButton
        data-testid={testId}
        className={`flex h-8 max-w-64 items-center gap-1.5 rounded-md border px-2.5 text-[13px] focus-visible:outline-2 focus-visible:outline-brand ${
          value.length
            ? 'border-brand/40 bg-teal-50/60 text-slate-900'
            : 'border-slate-300 bg-white text-slate-600 hover:border-slate-400'
        }`}
      >
        <span className="font-medium text-slate-500">{label}</span>
        {first && (
          <>
            <span className="max-w-28 truncate rounded bg-white px-1.5 py-px text-xs text-slate-800 ring-1 ring-slate-200">
              {first}
            </span>
            {value.length > 1 && (
              <span className="text-xs whitespace-nowrap text-slate-600">
                {t('common.andMore', { count: value.length - 1 })}
              </span>
            )}
          </>
        )}
        <ChevronDown className="size-3.5 shrink-0 text-slate-400" aria-hidden />
      </PopoverButton>
      <PopoverPanel
        anchor={{ to: 'bottom start', gap: 4 }}
        className="z-50 w-64 rounded-md border border-slate-200 bg-white p-1 shadow-lg focus:outline-none"
      >
        {({ close }) => (
          <Combobox multiple immediate value={value} onChange={(v: string[]) => onChange(v)}>
            <SearchBox label={label} q={q} setQ={setQ} close={close} />
            <ComboboxOptions static className="max-h-72 overflow-y-auto" aria-label={label}>
              {shown.map((o) => (
                <ComboboxOption
                  key={o.value}
                  value={o.value}
                  className="group flex w-full cursor-default items-center gap-2 rounded px-2 py-1.5 text-start text-[13px] text-slate-800 data-focus:bg-slate-100"
                >
                  <span className="flex size-3.5 shrink-0 items-center justify-center rounded-sm border border-slate-300 group-data-selected:border-brand group-data-selected:bg-brand group-data-selected:text-white">
                    <Check className="invisible size-3 group-data-selected:visible" aria-hidden />
                  </span>
                  <span className="truncate">{o.label}</span>
                  {o.hint && <span className="ms-auto text-[11px] text-slate-400">{o.hint}</span>}
                </ComboboxOption>
              ))}
              {shown.length === 0 && <p className="px-2 py-2 text-[13px] text-slate-500">{t('common.noOptions')}</p>}
            </ComboboxOptions>
            {value.length > 0 && (
              <button
                type="button"
                onClick={() => onChange([])}
                className="mt-1 flex w-full items-center gap-1 rounded px-2 py-1 text-xs text-slate-500 hover:bg-slate-100"
              >
                <X className="size-3" aria-hidden /> {t('common.clearLabel', { label: label.toLowerCase() })}
              </button>
            )}
          </Combobox>
        )}
      </PopoverPanel>
    </Popover>
  )
}

/** The dropdown's search box: its one Esc closes the whole dropdown, not only the list inside it. */
function SearchBox({
  label,
  q,
  setQ,
  close,
}: {
  label: string
  q: string
  setQ: (q: string) => void
  close: () => void
}) {
  const keys = useControlKeys('multi-select', [
    { id: 'report.filter.close', title: t('report.filterClose'), group: 'Leads report', shortcut: 'esc', run: close },
  ])
  return (
    <ComboboxInput
      autoFocus
      aria-label={t('common.search', { label: label.toLowerCase() })}
      value={q}
      onChange={(e) => setQ(e.target.value)}
      {...keys}
      placeholder={t('common.searchEllipsis', { label: label.toLowerCase() })}
      className="mb-1 h-7 w-full rounded border border-slate-200 px-2 text-[13px] focus:border-brand focus:outline-none"
    />
  )
}
