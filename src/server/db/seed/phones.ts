import { parsePhoneNumberWithError } from 'libphonenumber-js/max'
import { UAE_MOBILE_PREFIXES } from './data.ts'
import type { Rand } from './random.ts'

export interface UaePhone {
  phoneCode: '971'
  /** National significant number, e.g. '501234567'. */
  phone: string
  /** E.164, e.g. '+971501234567'. */
  phoneNumber: string
}

/** A valid UAE mobile number (checked with libphonenumber's full metadata) not yet in `used`. */
export function uaeMobile(r: Rand, used: Set<string>): UaePhone {
  for (;;) {
    const phone = r.pick(UAE_MOBILE_PREFIXES) + String(r.int(1_000_000, 9_999_999))
    const phoneNumber = `+971${phone}`
    if (used.has(phoneNumber)) continue
    const parsed = parsePhoneNumberWithError(phoneNumber)
    if (!parsed.isValid() || parsed.getType() !== 'MOBILE') continue
    used.add(phoneNumber)
    return { phoneCode: '971', phone, phoneNumber }
  }
}
