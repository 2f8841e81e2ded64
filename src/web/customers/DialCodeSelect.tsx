import { useEffect, useState } from 'react'
import { countryForCode, useDialCodes } from './hooks/useDialCodes.ts'
import { currentLanguage, isRtl, t } from '../../domain/i18n/index.ts'

/** A country's name in the console's language: the stored English one, else Intl's (if it has one). */
function country(iso: string, name: string): string {
  if (currentLanguage() === 'en') return name
  try {
    return new Intl.DisplayNames([currentLanguage()], { type: 'region' }).of(iso) ?? name
  } catch {
    return name
  }
}
/** '+971', kept left to right inside Arabic text (a directional isolate). */
const code = (dial: string) => (isRtl(currentLanguage()) ? `\u2066+${dial}\u2069` : `+${dial}`)

/**
 * The phone code control: countries from the countries query, showing name and +code; the form value
 * is the dial code. Countries sharing a code (+1) are separate choices with the same value.
 */
export function DialCodeSelect({ value, onChange }: { value: string; onChange: (code: string) => void }) {
  const { countries } = useDialCodes()
  const [iso, setIso] = useState('')
  // Keep the chosen country while its code is the value; otherwise show the code's main country.
  useEffect(() => {
    if (!countries.length) return
    if (countries.find((c) => c.isoCode2 === iso)?.phoneCode === value) return
    setIso(countryForCode(countries, value)?.isoCode2 ?? '')
  }, [countries, value, iso])
  return (
    <select
      aria-label={t('customers.form.phoneCode')}
      value={countries.length ? iso : value}
      onChange={(e) => {
        const c = countries.find((x) => x.isoCode2 === e.target.value)
        setIso(e.target.value)
        if (c) onChange(c.phoneCode)
      }}
      className="w-48 shrink-0 rounded border border-slate-300 px-2 py-1.5 text-sm focus:border-brand focus:outline-none"
    >
      {!countries.length && <option value={value}>+{value}</option>}
      {!iso && countries.length > 0 && <option value="">{t('customers.form.code')}</option>}
      {countries.map((c) => (
        <option key={c.isoCode2} value={c.isoCode2}>
          {code(c.phoneCode)} {country(c.isoCode2, c.name)}
        </option>
      ))}
    </select>
  )
}
