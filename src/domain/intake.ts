import { z } from 'zod'
import { t } from './i18n/index.ts'
import { text, TEXT_MAX } from './input.ts'
import { CONTACT_METHODS, CONTACT_TYPES, ENQUIRY_METHODS } from './leads/constants.ts'
import { utmSchema } from './leads/leadForm.ts'

/**
 * One intake (POST /api/intake/leads; docs/api.md "Intake"): what another tool or a portal's adapter sends. The
 * lead's own rules are the lead form's (leadForm.ts), applied by the console's create path on the server; this
 * schema only checks the envelope, so each of its errors names the intake's field.
 */

const nonBlank = (max: number) => text(max).trim().min(1)
const optionalText = (max: number) => text(max).trim().optional()

/** The general lead's fields (the lead form's names in the API), checked by the lead form's rules. */
export const REQUIREMENT_FIELDS = [
  'country',
  'city',
  'location',
  'subLocation',
  'community',
  'unitType',
  'amenities',
  'minBedrooms',
  'maxBedrooms',
  'minBathrooms',
  'maxBathrooms',
  'minPrice',
  'maxPrice',
] as const

const requirement = z.object(Object.fromEntries(REQUIREMENT_FIELDS.map((f) => [f, z.unknown().optional()]))).strict()

export const intakeLeadSchema = z
  .object({
    externalId: nonBlank(TEXT_MAX.short).optional(),
    source: nonBlank(TEXT_MAX.short),
    sourceChannel: optionalText(100),
    receivedAt: z.iso.datetime({ offset: true }).optional(),
    customer: z
      .object({
        firstName: nonBlank(TEXT_MAX.name),
        lastName: optionalText(TEXT_MAX.name),
        phone: optionalText(TEXT_MAX.phone),
        email: z.email().max(TEXT_MAX.email).optional(),
      })
      .strict(),
    listingReference: nonBlank(TEXT_MAX.short).optional(),
    projectSlug: nonBlank(TEXT_MAX.short).optional(),
    requirement: requirement.optional(),
    /** A project lead's unit type (else the project's first property type). */
    unitType: optionalText(TEXT_MAX.short),
    /** Defaults: Tenant for a listing to rent, else Buyer. */
    contactType: z.enum(CONTACT_TYPES).optional(),
    /** Defaults: Website. */
    contactMethod: z.enum(CONTACT_METHODS).optional(),
    enquiryMethod: z.enum(ENQUIRY_METHODS).optional(),
    /** A team member of the asset; defaults to the acting user's. */
    referredBy: z.guid().optional(),
    message: text(TEXT_MAX.note).optional(),
    utm: utmSchema.optional(),
  })
  .strict()

/**
 * The rules across fields, judged on the body as sent (beside the schema's, so one answer names every problem:
 * a zod refinement does not run while a field is wrong).
 */
export function intakeCrossProblems(body: Record<string, unknown>): Array<{ path: string; message: string }> {
  const out: Array<{ path: string; message: string }> = []
  const targets = [body.listingReference, body.projectSlug, body.requirement].filter((x) => x !== undefined)
  if (targets.length !== 1) out.push({ path: 'listingReference', message: t('intake.errors.target') })
  const c = body.customer && typeof body.customer === 'object' ? (body.customer as Record<string, unknown>) : {}
  const given = (x: unknown) => typeof x === 'string' && x.trim() !== ''
  if (!given(c.phone) && !given(c.email)) out.push({ path: 'customer.phone', message: t('intake.errors.contact') })
  return out
}

export type IntakeLead = z.output<typeof intakeLeadSchema>

/** What an intake request came to, in its log. */
export type IntakeResult = 'created' | 'merged' | 'replayed' | 'refused' | 'unauthorized' | 'failed'
