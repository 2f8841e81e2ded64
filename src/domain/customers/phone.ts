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

/** Fewer digits than this are not looked up as a phone (a lead ID, a short number in a name). */
const MIN_PHONE_DIGITS = 6

/**
 * What a person typed to find a customer by phone, as the beginning of the stored E.164 number
 * (`customers.phone_number`), or null when the text is not a phone. The common forms all give the same
 * start: '0504906370', '050 490 6370', '(050) 490-6370', '+971 50 490 6370', '+971 (0)50…', '00971…',
 * '971504906370' and '504906370' are '+971504906370'. A partial number gives a shorter start, so the
 * search narrows as one types; `phone_number LIKE start%` stays an index range scan.
 */
export function phoneSearchPrefix(text: string, defaultCode = DEFAULT_PHONE_CODE): string | null {
  const t = text.trim()
  if (!/^\+?[\d\s()./-]+$/.test(t)) return null
  // '+971 (0)50' writes the trunk 0 beside the code; it is not dialled from abroad.
  const typed = parseIncompletePhoneNumber(t.replace(/\(0\)/g, ''))
  let digits = typed.replace(/^\+/, '')
  if (digits.length < MIN_PHONE_DIGITS) return null
  if (typed.startsWith('+')) return `+${digits}`
  if (digits.startsWith('00')) return `+${digits.slice(2)}`
  if (digits.startsWith(defaultCode)) return `+${digits}`
  if (digits.startsWith('0')) digits = digits.slice(1)
  return `+${defaultCode}${digits}`
}

/** A whole number typed in any of those forms as stored (E.164 with code and national number), or null when it is not a valid number. */
export function phoneFromText(text: string, defaultCode = DEFAULT_PHONE_CODE): NormalizedPhone | null {
  const start = phoneSearchPrefix(text, defaultCode)
  const parsed = start ? parsePhoneNumberFromString(start) : undefined
  if (!parsed?.isValid()) return null
  return { phoneCode: parsed.countryCallingCode, phone: String(parsed.nationalNumber), phoneNumber: parsed.number }
}

/** Keys the phone input refuses (spec 2 §5): e, minus, plus and dot, which a number input would accept. */
export const BLOCKED_PHONE_KEYS = ['e', 'E', '-', '+', '.']
