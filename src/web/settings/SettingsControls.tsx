import { useState } from 'react'
import { useController, useWatch } from 'react-hook-form'
import { formatDateTime, formatMoney, formatNumber } from '../../domain/format.ts'
import { currentLanguage, t } from '../../domain/i18n/index.ts'
import type { ControlProps } from '../resources/components/controlProps.ts'
import { input } from '../resources/components/inputClass.ts'
import { languageName } from '../resources/components/TranslationsControl.tsx'
import { useApi } from '../lib/useApi.ts'
import { RemovableChip } from '../ui/RemovableChip.tsx'
import { secondaryCls } from '../leads/editor/controls/styles.ts'
import { useControlKeys } from '../shell/useControlKeys.ts'

/**
 * The settings globals' controls a declaration cannot say (src/web/resources/fieldComponents.ts): each bound
 * to its field like any control, its value checked by the global's derived schema.
 */

type GeoRow = { _id: string; name: string; offset?: string }
const ALL = { filter: { limit: -1 } }
const hint = 'mt-1 text-xs text-slate-500'
// inline beside chips: no space above
const inline = input.replace('mt-1 ', '')
const describedByOf = (...ids: (string | undefined)[]) => ids.filter(Boolean).join(' ') || undefined

/** The stored value alone until the full list arrives (the select shows what is chosen at once). */
const orStored = (rows: GeoRow[] | undefined, value: unknown): GeoRow[] =>
  rows ?? (value ? [{ _id: String(value), name: '' }] : [])

/** A currency's name in the console's language (Intl's), else the stored English one. */
const currencyNames = new Map<string, Intl.DisplayNames>()
function currencyName(code: string, name: string): string {
  const lang = currentLanguage()
  if (!currencyNames.has(lang)) currencyNames.set(lang, new Intl.DisplayNames([lang], { type: 'currency' }))
  try {
    return currencyNames.get(lang)!.of(code) ?? name
  } catch {
    return name
  }
}

/** The asset's currency, with an amount as every screen will then show it. */
export function CurrencyControl({ name, field: f, id, control, describedBy }: ControlProps) {
  const { field, fieldState } = useController({ name, control })
  const list = useApi<{ data: GeoRow[] }>('/api/geo/currencies', ALL)
  return (
    <>
      <select
        id={id}
        ref={field.ref}
        className={input}
        aria-invalid={fieldState.invalid || undefined}
        aria-required={f.required || undefined}
        aria-describedby={describedByOf(describedBy, field.value && `${id}-sample`)}
        value={field.value ?? ''}
        onChange={(e) => field.onChange(e.target.value)}
        onBlur={field.onBlur}
      >
        {orStored(list.data?.data, field.value).map((c) => (
          <option key={c._id} value={c._id} data-i18n-data>
            {c.name ? `${c._id} · ${currencyName(c._id, c.name)}` : c._id}
          </option>
        ))}
      </select>
      {field.value && (
        <p id={`${id}-sample`} className={hint}>
          {t('settings.basic.amountsRead', { amount: formatMoney(1250000, field.value) })}
        </p>
      )}
    </>
  )
}

/** The asset's time zone ('' is each viewer's own), with a date as every screen will then show it. */
export function TimeZoneControl({ name, id, control, describedBy }: ControlProps) {
  const { field, fieldState } = useController({ name, control })
  const list = useApi<{ data: GeoRow[] }>('/api/geo/timezones', ALL)
  return (
    <>
      <select
        id={id}
        ref={field.ref}
        className={input}
        aria-invalid={fieldState.invalid || undefined}
        aria-describedby={describedByOf(describedBy, `${id}-sample`)}
        value={field.value ?? ''}
        onChange={(e) => field.onChange(e.target.value)}
        onBlur={field.onBlur}
      >
        <option value="">{t('settings.basic.viewersOwnZone')}</option>
        {orStored(list.data?.data, field.value).map((z) => (
          <option key={z._id} value={z._id} data-i18n-data>
            {z.offset ? `${z._id} (${z.offset})` : z._id}
          </option>
        ))}
      </select>
      <p id={`${id}-sample`} className={hint}>
        {t('settings.basic.datesRead', { date: formatDateTime(new Date(), field.value || null) })}
      </p>
    </>
  )
}

/** The asset's languages: each a chip to remove, more added from the list (names in the console's language). */
export function LanguagesControl({ name, id, control, describedBy }: ControlProps) {
  const { field, fieldState } = useController({ name, control })
  const list = useApi<{ data: GeoRow[] }>('/api/geo/languages', ALL)
  const value = (field.value ?? []) as string[]
  const nameOf = (code: string) => languageName.of(code) ?? list.data?.data.find((l) => l._id === code)?.name ?? code
  return (
    <div className="mt-1 flex flex-wrap items-center gap-2">
      {value.map((code) => (
        <RemovableChip
          key={code}
          label={nameOf(code)}
          onRemove={() => field.onChange(value.filter((x) => x !== code))}
        />
      ))}
      <span className="w-60">
        <select
          id={id}
          ref={field.ref}
          aria-label={t('settings.basic.addLanguage')}
          aria-invalid={fieldState.invalid || undefined}
          aria-describedby={describedBy}
          className={inline}
          value=""
          onChange={(e) => e.target.value && field.onChange([...value, e.target.value])}
          onBlur={field.onBlur}
        >
          <option value="">{t('settings.basic.addLanguageEllipsis')}</option>
          {list.data?.data
            .filter((l) => !value.includes(l._id))
            .map((l) => ({ code: l._id, name: nameOf(l._id) }))
            .sort((a, b) => a.name.localeCompare(b.name, currentLanguage()))
            .map((l) => (
              <option key={l.code} value={l.code}>
                {l.name}
              </option>
            ))}
        </select>
      </span>
    </div>
  )
}

/** Minutes as people read a duration: '30 min', '1 h', '1 h 30 min'. */
export const minutesText = (m: number) => {
  const [h, rest] = [formatNumber(Math.floor(m / 60)), formatNumber(m % 60)]
  return m % 60 === 0
    ? t('settings.viewing.hours', { h })
    : m > 60
      ? t('settings.viewing.hoursMinutes', { h, m: rest })
      : t('settings.viewing.minutes', { m: rest })
}

/** The durations a viewing may be booked for: chips to remove, a number of minutes typed and added (Enter). */
export function DurationsControl({ name, id, control, describedBy }: ControlProps) {
  const { field, fieldState } = useController({ name, control })
  const [adding, setAdding] = useState('')
  const value = (field.value ?? []) as number[]
  const add = () => {
    const m = Number(adding)
    if (adding && !value.includes(m)) field.onChange([...value, m].sort((a, b) => a - b))
    setAdding('')
  }
  const durationKeys = useControlKeys('viewing-durations', [
    { id: 'field.list.add', title: t('shell.fieldKeys.addTag'), group: 'Fields', shortcut: 'enter', run: () => add() },
  ])
  return (
    <div className="mt-1 flex flex-wrap items-center gap-2">
      {value.map((d) => (
        <RemovableChip key={d} label={minutesText(d)} onRemove={() => field.onChange(value.filter((x) => x !== d))} />
      ))}
      <span className="w-28">
        <input
          id={id}
          ref={field.ref}
          type="number"
          min={5}
          max={1440}
          step={5}
          placeholder={t('settings.viewing.example')}
          aria-label={t('settings.viewing.addDuration')}
          aria-invalid={fieldState.invalid || undefined}
          aria-describedby={describedBy}
          className={`${inline} tabular-nums`}
          value={adding}
          onChange={(e) => setAdding(e.target.value)}
          onBlur={field.onBlur}
          {...durationKeys}
        />
      </span>
      <button type="button" className={secondaryCls} onClick={add}>
        {t('settings.viewing.add')}
      </button>
    </div>
  )
}

/** The duration a new viewing starts with: one of the durations offered (the form's own, as edited). */
export function DefaultDurationControl({ name, field: f, id, control, describedBy }: ControlProps) {
  const { field, fieldState } = useController({ name, control })
  const durations = (useWatch({ control, name: 'durations' }) ?? []) as number[]
  const value = field.value as number | null
  return (
    <select
      id={id}
      ref={field.ref}
      className={input}
      aria-invalid={fieldState.invalid || undefined}
      aria-required={f.required || undefined}
      aria-describedby={describedBy}
      value={value ?? ''}
      onChange={(e) => field.onChange(Number(e.target.value))}
      onBlur={field.onBlur}
    >
      {value !== null && !durations.includes(value) && <option value={value}>{minutesText(value)}</option>}
      {durations.map((d) => (
        <option key={d} value={d}>
          {minutesText(d)}
        </option>
      ))}
    </select>
  )
}
