import { parsePhoneNumberFromString } from 'libphonenumber-js'

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
  if (!parsed || !parsed.isValid() || parsed.countryCallingCode !== dial) return null
  return { phoneCode: dial, phone: String(parsed.nationalNumber), phoneNumber: parsed.number }
}

/** Keys the phone input refuses (spec 2 §5): e, minus, plus and dot, which a number input would accept. */
export const BLOCKED_PHONE_KEYS = ['e', 'E', '-', '+', '.']
