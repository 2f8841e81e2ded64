import { parseIncompletePhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js'

export interface NormalizedPhone {
  /** Dial code digits without '+', e.g. '971'. */
  phoneCode: string
  /** National significant number, e.g. '501234567'. */
  phone: string
  /** E.164, e.g. '+971501234567'. */
  phoneNumber: string
}

/** '+971', ' 971 ' → '971'. */
export const cleanDialCode = (code: string) => code.trim().replace(/^\+/, '')

/**
 * The number as stored, or null when the national number is not valid for that dial code
 * (a leading trunk 0 is accepted: 0501234567 with 971 is +971501234567).
 */
export function normalizePhone(code: string, phone: string): NormalizedPhone | null {
  const dial = cleanDialCode(code)
  // Formatting a person may paste ('50 123 4567', '(050) 123-4567') is not part of the number.
  const national = phone.replace(/[\s()-]/g, '')
  if (!/^\d{1,4}$/.test(dial) || !/^\d{3,17}$/.test(national)) return null
  const parsed = parsePhoneNumberFromString(national, { defaultCallingCode: dial })
  if (!parsed?.isValid() || parsed.countryCallingCode !== dial) return null
  return { phoneCode: dial, phone: String(parsed.nationalNumber), phoneNumber: parsed.number }
}

/** The dial code of a number typed without one (the demo agency and its customers are in the UAE). */
export const DEFAULT_PHONE_CODE = '971'

/** Fewer digits than this are not looked up in numbers: three match a tenth of them, a lead ID a few. */
const MIN_PHONE_SEARCH_DIGITS = 4

/** The digits of a text typed as a phone, with its '+' if it starts with one; null when it is other text. */
function typedDigits(text: string): string | null {
  const t = text.trim()
  if (!/^\+?[\d\s()./-]+$/.test(t)) return null
  // '+971 (0)50' writes the trunk 0 beside the code; it is not dialled from abroad.
  return parseIncompletePhoneNumber(t.replace(/\(0\)/g, ''))
}

/**
 * How a person finds a number by what they remember of it: LIKE patterns over the stored E.164 number
 * (`customers.phone_number`), any of which matches, or null when the text is not digits with a phone's
 * formatting or has fewer than four. Digits typed without '+' match the numbers that contain them as
 * written internationally (971 50 490 6370), from abroad (00971 50 490 6370) or, for a number of the
 * agency's country, locally with the trunk 0 (050 490 6370): the last digits '720049', a run from the
 * middle, '971504906370', '0504906370' and '050 490' all find +971504906370, and a run never finds a
 * number that holds it in none of these forms. Typed with '+', the number starts with them (a whole
 * number is that number). Served by a trigram index on the column (migration 1850); nothing to escape.
 */
export function phoneSearchPatterns(text: string, defaultCode = DEFAULT_PHONE_CODE): string[] | null {
  const typed = typedDigits(text)
  const digits = typed?.replace(/^\+/, '')
  if (!typed || !digits || digits.length < MIN_PHONE_SEARCH_DIGITS) return null
  if (typed.startsWith('+')) return [`+${digits}%`]
  const patterns = [`%${digits}%`]
  // a run starting with 00 or 0 may also be the start of the number in the form from abroad or the local one
  if (digits.startsWith('00')) patterns.push(`+${digits.slice(2)}%`)
  else if (digits.startsWith('0')) patterns.push(`+${defaultCode}${digits.slice(1)}%`)
  return patterns
}

/**
 * A number typed in any common form as the E.164 it would be: '0504906370', '050 490 6370', '(050) 490-6370',
 * '+971 50 490 6370', '+971 (0)50…', '00971…', '971504906370' and '504906370' are '+971504906370'.
 */
function asInternational(text: string, defaultCode: string): string | null {
  const typed = typedDigits(text)
  if (!typed) return null
  const digits = typed.replace(/^\+/, '')
  if (!digits) return null
  if (typed.startsWith('+') || digits.startsWith(defaultCode)) return `+${digits}`
  if (digits.startsWith('00')) return `+${digits.slice(2)}`
  return `+${defaultCode}${digits.replace(/^0/, '')}`
}

/** A whole number typed in any of those forms as stored (E.164 with code and national number), or null when it is not a valid number. */
export function phoneFromText(text: string, defaultCode = DEFAULT_PHONE_CODE): NormalizedPhone | null {
  const international = asInternational(text, defaultCode)
  const parsed = international ? parsePhoneNumberFromString(international) : undefined
  if (!parsed?.isValid()) return null
  return { phoneCode: parsed.countryCallingCode, phone: String(parsed.nationalNumber), phoneNumber: parsed.number }
}

/** Keys the phone input refuses (spec 2 §5): e, minus, plus and dot, which a number input would accept. */
export const BLOCKED_PHONE_KEYS = ['e', 'E', '-', '+', '.']
