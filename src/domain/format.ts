import dayjs from 'dayjs'
import utc from 'dayjs/plugin/utc.js'
import timezone from 'dayjs/plugin/timezone.js'
import { parsePhoneNumberFromString } from 'libphonenumber-js'
import { LEAD_FORM_TYPE_LABELS } from './leads/constants.ts'

/**
 * How the console writes dates, phones, amounts and enum values: one format each, used by every
 * screen (issue 13 item 15). Dates and times are in the asset's time zone, else the viewer's local
 * time, in English like the rest of the console (not the browser's locale, which made one date read three ways).
 */

/** Date and time, as spec 2 writes the review dates: 'Nov 24, 2026, 4:43 PM'. */
export const DATE_TIME_FORMAT = 'MMM D, YYYY, h:mm A'
/** A day without its time: 'Nov 24, 2026'. */
export const DATE_FORMAT = 'MMM D, YYYY'
/** The currency of an asset that names none (the demo agency is in Dubai). */
export const DEFAULT_CURRENCY = 'AED'

const LOCALE = 'en-US'

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

const formatWith = (pattern: string) => (v: DateLike, zone: string | null = displayZone) => {
  if (v === null || v === undefined || v === '') return ''
  const d = dayjs(v)
  if (!d.isValid()) return ''
  return zone ? d.tz(zone).format(pattern) : d.format(pattern)
}

/** '' for a missing or unreadable date (the cell shows its own empty mark). */
export const formatDateTime = formatWith(DATE_TIME_FORMAT)
export const formatDate = formatWith(DATE_FORMAT)

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

const numberFormat = new Intl.NumberFormat(LOCALE)

/** A count or plain number, grouped: '4,618'. */
export const formatNumber = (n: number) => numberFormat.format(n)

const moneyFormats = new Map<string, (n: number) => string>()

function moneyFormat(code: string): (n: number) => string {
  let f = moneyFormats.get(code)
  if (!f) {
    const two = { minimumFractionDigits: 2, maximumFractionDigits: 2 }
    try {
      const intl = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: code, currencyDisplay: 'code', ...two })
      // Intl puts a no-break space between the code and the amount; a plain one reads (and matches) the same
      f = (n) => intl.format(n).replace(/\u00a0/g, ' ')
    } catch {
      // not an ISO 4217 code: the amount after the code the asset gave
      const plain = new Intl.NumberFormat(LOCALE, two)
      f = (n) => `${code} ${plain.format(n)}`
    }
    moneyFormats.set(code, f)
  }
  return f
}

/** An amount in the asset's currency, two decimals (spec 2 §9): 'AED 7,084,750.00'. */
export function formatMoney(amount: number | string | null | undefined, currency: string | null | undefined = DEFAULT_CURRENCY): string {
  if (amount === null || amount === undefined || amount === '') return ''
  const n = Number(amount)
  return Number.isFinite(n) ? moneyFormat((currency || DEFAULT_CURRENCY).toUpperCase())(n) : ''
}

/** Labels of enum values stored in lower case (the lead form's type, the lead history's kinds). */
const ENUM_LABELS: Record<string, string> = {
  ...LEAD_FORM_TYPE_LABELS,
  stage: 'Stage',
  assignment: 'Assignment',
  status: 'Status',
}

/** An enum value as people read it: 'listing' → 'Listing', 'offplan' → 'Off Plan'; other values as they are. */
export const enumLabel = (value: string | null | undefined): string => (value ? (ENUM_LABELS[value] ?? value) : '')
