import dayjs from 'dayjs'
import utc from 'dayjs/plugin/utc.js'
import timezone from 'dayjs/plugin/timezone.js'
import 'dayjs/locale/ar.js'
import { parsePhoneNumberFromString } from 'libphonenumber-js'
import { currentLanguage, t, textOr, type Language } from './i18n/index.ts'

/**
 * How the console writes dates, phones, amounts and enum values: one format each, used by every
 * screen. Dates and times are in the asset's time zone, else the viewer's local
 * time, in the console's language (the profile's, not the browser's locale, which made one date read
 * three ways): English as the spec writes dates, Arabic with dayjs's 'ar' locale.
 *
 * Digits: Western (0–9) in both languages, as Arabic is written in the Emirates (ar-AE). IDs, references and
 * phones are stored with them, so one kind of digit everywhere is the only rule under which a title
 * ('العميل المحتمل رقم 4987', created 24 نوفمبر) never mixes two, and a number read on a screen is the
 * number typed into a search.
 */

/** Date and time, as spec 2 writes the review dates: 'Nov 24, 2026, 4:43 PM'. */
export const DATE_TIME_FORMAT = 'MMM D, YYYY, h:mm A'
/** A day without its time: 'Nov 24, 2026'. */
export const DATE_FORMAT = 'MMM D, YYYY'
/** The currency of an asset that names none (the demo agency is in Dubai). */
export const DEFAULT_CURRENCY = 'AED'

/**
 * Arabic dates and times: day first, the month's name, Arabic comma. The 'ar' locale's Arabic-Indic digits
 * are written by its postformat, which runs only with dayjs's preParsePostFormat plugin: not loaded (the digit rule).
 */
const AR_DATE_TIME_FORMAT = 'D MMM YYYY، h:mm A'
const AR_DATE_FORMAT = 'D MMM YYYY'
/** Number locales: Arabic as written in the Emirates, Western digits (the digit rule above, said outright). */
const LOCALES: Record<Language, string> = { en: 'en-US', ar: 'ar-AE-u-nu-latn' }
const DAYJS_LOCALES: Record<Language, string> = { en: 'en', ar: 'ar' }

dayjs.extend(utc)
dayjs.extend(timezone)

type DateLike = string | number | Date | null | undefined

/**
 * The time zone dates are shown in: the active asset's (basic settings), set by the console from the
 * profile; null = the viewer's own. An argument to a formatter overrides it (a settings preview).
 */
let displayZone: string | null = null
export function setDisplayTimeZone(zone: string | null | undefined) {
  displayZone = zone || null
}
export const displayTimeZone = () => displayZone

const formatWith =
  (patterns: Record<Language, string>) =>
  (v: DateLike, zone: string | null = displayZone) => {
    if (v === null || v === undefined || v === '') return ''
    const d = dayjs(v)
    if (!d.isValid()) return ''
    const lang = currentLanguage()
    return (zone ? d.tz(zone) : d).locale(DAYJS_LOCALES[lang]).format(patterns[lang])
  }

/** '' for a missing or unreadable date (the cell shows its own empty mark). */
export const formatDateTime = formatWith({ en: DATE_TIME_FORMAT, ar: AR_DATE_TIME_FORMAT })
export const formatDate = formatWith({ en: DATE_FORMAT, ar: AR_DATE_FORMAT })

/**
 * A phone number in international form, grouped as the country writes it: '+971 50 490 6370'. Takes
 * the stored E.164 number, or the national number with its dial code (`code`, with or without '+').
 * A number libphonenumber cannot read is shown as it was given.
 */
export function formatPhone(phone: string | null | undefined, code?: string | null): string {
  const raw = phone?.trim()
  if (!raw) return ''
  const dial = code?.trim().replace(/^\+/, '')
  const full = dial && !raw.startsWith('+') ? `+${dial}${raw.replace(/^0+/, '')}` : raw
  const parsed = parsePhoneNumberFromString(full)
  return parsed ? parsed.formatInternational() : dial ? `+${dial} ${raw}` : raw
}

const numberFormats = new Map<string, Intl.NumberFormat>()

/** A count or plain number in the console's language, grouped: '4,618' (the same digits in Arabic); up to `fraction` decimals (3). */
export function formatNumber(n: number, fraction = 3, lang: Language = currentLanguage()): string {
  const key = `${lang}:${fraction}`
  let f = numberFormats.get(key)
  if (!f) {
    f = new Intl.NumberFormat(LOCALES[lang], { maximumFractionDigits: fraction })
    numberFormats.set(key, f)
  }
  return f.format(n)
}

/** A percentage as the language writes it, `n` in percent (66.7): '66.7%' (in Arabic with direction marks); up to `fraction` decimals (1). */
export function formatPercent(n: number, fraction = 1, lang: Language = currentLanguage()): string {
  const key = `${lang}:%${fraction}`
  let f = numberFormats.get(key)
  if (!f) {
    f = new Intl.NumberFormat(LOCALES[lang], { style: 'percent', maximumFractionDigits: fraction })
    numberFormats.set(key, f)
  }
  return f.format(n / 100)
}

const moneyFormats = new Map<string, (n: number) => string>()

function moneyFormat(code: string): (n: number) => string {
  const lang = currentLanguage()
  let f = moneyFormats.get(`${lang}:${code}`)
  if (!f) {
    const LOCALE = LOCALES[lang]
    const two = { minimumFractionDigits: 2, maximumFractionDigits: 2 }
    try {
      const intl = new Intl.NumberFormat(LOCALE, {
        style: 'currency',
        currency: code,
        currencyDisplay: lang === 'ar' ? 'symbol' : 'code',
        ...two,
      })
      // Intl puts a no-break space between the code and the amount; a plain one reads (and matches) the same
      f = (n) => intl.format(n).replace(/\u00a0/g, ' ')
    } catch {
      // not an ISO 4217 code: the amount after the code the asset gave
      const plain = new Intl.NumberFormat(LOCALE, two)
      f = (n) => `${code} ${plain.format(n)}`
    }
    moneyFormats.set(`${lang}:${code}`, f)
  }
  return f
}

/** An amount in the asset's currency, two decimals (spec 2 §9): 'AED 7,084,750.00'. */
export function formatMoney(
  amount: number | string | null | undefined,
  currency: string | null | undefined = DEFAULT_CURRENCY,
): string {
  if (amount === null || amount === undefined || amount === '') return ''
  const n = Number(amount)
  return Number.isFinite(n) ? moneyFormat((currency || DEFAULT_CURRENCY).toUpperCase())(n) : ''
}

/**
 * A duration as every countdown writes it (the pool's Time left, the report's SLA cell, accept-by): the
 * largest unit that says it, '38 s', '17 min', '1 h 05 min', '3 d 4 h' ('38 ث', '17 د', '1 س 05 د' in
 * Arabic). One format: '17:04' read as a clock beside '0:38' and '1h 05m'. Cut down, not rounded: a
 * countdown never shows more time than is left.
 */
export function formatDuration(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000))
  const pad = (n: number) => String(n).padStart(2, '0')
  if (s < 60) return t('common.duration.s', { n: s })
  if (s < 3600) return t('common.duration.min', { n: Math.floor(s / 60) })
  if (s < 86_400) return t('common.duration.hMin', { h: Math.floor(s / 3600), m: pad(Math.floor((s % 3600) / 60)) })
  return t('common.duration.dH', { d: Math.floor(s / 86_400), h: Math.floor((s % 86_400) / 3600) })
}

const LIST_SEPARATOR: Record<Language, string> = { en: ', ', ar: '، ' }

/**
 * A list of values as the language separates them: 'Gym, Sea View' / 'Gym، Sea View' (no 'and': a field's
 * values, a rule's sources, the names of a few records), every list the console writes in a sentence or a field.
 */
export const formatList = (items: readonly string[], lng: Language = currentLanguage()): string =>
  items.join(LIST_SEPARATOR[lng])

/** Labels of enum values stored in lower case (the lead history's kinds), beside the lead form's types. */
const HISTORY_KINDS: Record<string, 'stage' | 'assignment' | 'status'> = {
  stage: 'stage',
  assignment: 'assignment',
  status: 'status',
}

/** An enum value as people read it: 'listing' → 'Listing', 'offplan' → 'Off Plan'; other values as they are. */
export const enumLabel = (value: string | null | undefined): string =>
  !value
    ? ''
    : HISTORY_KINDS[value]
      ? t(`editor.labels.${HISTORY_KINDS[value]}`)
      : textOr(`values.formType.${value}`, value)
