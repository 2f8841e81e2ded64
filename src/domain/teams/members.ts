import { parsePhoneNumberFromString } from 'libphonenumber-js'
import { normalizePhone } from '../customers/phone.ts'
import { en } from '../i18n/en/index.ts'
import { t } from '../i18n/index.ts'

/** Shown for a member without an average response time (spec 2 §3). */
export const NO_RESPONSE_TIME = 'N/A'

/** A member's average response time rounded to 2 decimals ('12.35'), or 'N/A' when there is none. */
export function averageResponseTimeText(v: number | string | null | undefined): string {
  if (v === null || v === undefined || v === '') return NO_RESPONSE_TIME
  const n = Number(v)
  return Number.isFinite(n) ? (Math.round(n * 100) / 100).toFixed(2) : NO_RESPONSE_TIME
}

/** The English refusal of a WhatsApp number that is none (clients compare it; answers follow the request's language). */
export const WHATSAPP_INVALID = en.errors.teams.whatsappInvalid

export interface WhatsappInput {
  whatsapp?: string | null
  whatsappCode?: string | null
  whatsappNumber?: string | null
}

/**
 * A member's WhatsApp number in E.164 (spec 2 §3): taken from a full number ('+971501234567') when one is
 * given, else built from a code plus a number ('971' + '501234567'); null when neither is given,
 * undefined when the input is not a phone number (the caller refuses it with WHATSAPP_INVALID).
 */
export function deriveWhatsapp(v: WhatsappInput): string | null | undefined {
  const full = v.whatsapp?.trim()
  if (full) {
    const parsed = parsePhoneNumberFromString(full.startsWith('+') ? full : `+${full}`)
    return parsed?.isValid() ? parsed.number : undefined
  }
  const code = v.whatsappCode?.trim()
  const number = v.whatsappNumber?.trim()
  if (!code && !number) return null
  if (!code || !number) return undefined
  return normalizePhone(code, number)?.phoneNumber
}

/** The sentence refusing a reportedTo that would make a loop of managers. */
export const reportsToCycle = (manager: string, member: string) =>
  manager === member ? t('errors.teams.reportsToSelf') : t('errors.teams.reportsToCycle', { manager, member })
