import crypto from 'node:crypto'

/**
 * The portals' pushes, one declaration each: how the portal's lead payload reads as an intake body
 * (domain/intake.ts), and the header of its signature when it signs. A payload member a mapping does not find
 * is left out, so the intake's own 400 names what is missing.
 *
 * The portals' documentation was not reachable when these were written: the payloads are modelled on their public
 * lead exports as best known (Property Finder's lead webhook: `data.sender.contacts[]`, `data.channel`,
 * `data.listing.reference`; Dubizzle Group's ProFolio lead push, shared by Bayut and dubizzle: `enquirer`,
 * `listing.reference`, `lead_type`, signed with HMAC-SHA256 of the raw body in `X-Bayut-Signature`). The samples
 * in tests/api/intake.test.ts are those shapes; adjust a mapping here when a portal's real payload differs.
 */
export interface PortalAdapter {
  name: string
  /** The lead's source and input source, as the console lists sources. */
  source: string
  /** The header carrying the hex HMAC-SHA256 of the raw body with the portal's secret, when the portal signs. */
  signatureHeader?: string
  toIntake(payload: unknown): Record<string, unknown>
}

type Json = Record<string, unknown>
const obj = (v: unknown): Json => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {})
const str = (v: unknown): string | undefined =>
  typeof v === 'string' && v.trim() !== '' ? v.trim() : typeof v === 'number' ? String(v) : undefined

/** "Omar Al Haddad" → first name Omar, last name Al Haddad. */
function names(full: unknown) {
  const [firstName, ...rest] = (str(full) ?? '').split(/\s+/)
  return { firstName: firstName || undefined, lastName: rest.join(' ') || undefined }
}

/** A portal's channel word as the lead's contact method. */
function contactMethod(channel: string | undefined) {
  const c = channel?.toLowerCase() ?? ''
  if (c.includes('whatsapp')) return 'WhatsApp'
  if (c.includes('call') || c.includes('phone')) return 'Phone'
  if (c.includes('mail')) return 'Email'
  return undefined
}

/** Leaves out what a payload did not say. */
const defined = (o: Json): Json => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined))

const propertyFinder: PortalAdapter = {
  name: 'property-finder',
  source: 'Property Finder',
  toIntake(payload) {
    const d = obj(obj(payload).data)
    const sender = obj(d.sender)
    const contacts = Array.isArray(sender.contacts) ? sender.contacts.map(obj) : []
    const contact = (type: string) => str(contacts.find((c) => str(c.type)?.toLowerCase() === type)?.value)
    const channel = str(d.channel)
    return defined({
      externalId: str(d.id),
      source: 'Property Finder',
      sourceChannel: channel ? `Property Finder ${channel}` : 'Property Finder',
      receivedAt: str(d.createdAt),
      customer: defined({ ...names(sender.name), phone: contact('phone'), email: contact('email') }),
      listingReference: str(obj(d.listing).reference),
      projectSlug: str(obj(d.project).slug),
      contactMethod: contactMethod(channel),
      enquiryMethod: channel?.toLowerCase() === 'whatsapp' ? 'WhatsApp Property Finder Bot' : undefined,
      message: str(d.message),
    })
  },
}

/** ProFolio's push, shared by Dubizzle Group's two portals. */
function proFolio(name: string, source: string): PortalAdapter {
  return {
    name,
    source,
    signatureHeader: 'X-Bayut-Signature',
    toIntake(payload) {
      const p = obj(payload)
      const enquirer = obj(p.enquirer)
      const channel = str(p.lead_type)
      const received = str(p.created_at)
      return defined({
        externalId: str(p.lead_id),
        source,
        sourceChannel: channel ? `${source} ${channel}` : source,
        // "2026-11-28 13:15:00" is Dubai time (ProFolio writes no zone)
        receivedAt:
          received && /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/.test(received)
            ? `${received.replace(' ', 'T')}+04:00`
            : received,
        customer: defined({ ...names(enquirer.name), phone: str(enquirer.phone_number), email: str(enquirer.email) }),
        listingReference: str(obj(p.listing).reference),
        contactMethod: contactMethod(channel),
        enquiryMethod: channel?.toLowerCase() === 'whatsapp' ? 'WhatsApp Bot' : undefined,
        message: str(p.message),
      })
    },
  }
}

export const PORTALS: ReadonlyMap<string, PortalAdapter> = new Map(
  [propertyFinder, proFolio('bayut', 'Bayut'), proFolio('dubizzle', 'Dubizzle')].map((p) => [p.name, p]),
)

/** Whether `signature` (hex, optionally "sha256=…") is the HMAC-SHA256 of the raw body with the secret. */
export function signatureMatches(secret: string, raw: Buffer, signature: string | undefined): boolean {
  if (!signature) return false
  const given = Buffer.from(
    signature
      .trim()
      .replace(/^sha256=/i, '')
      .toLowerCase(),
    'utf8',
  )
  const expected = Buffer.from(crypto.createHmac('sha256', secret).update(raw).digest('hex'), 'utf8')
  return given.length === expected.length && crypto.timingSafeEqual(given, expected)
}
