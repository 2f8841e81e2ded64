import { z } from 'zod'
import { say, schemaText } from '../i18n/schemaTexts.ts'
import type { schema } from '../i18n/en/schema.ts'
import { dateInput, text, TEXT_MAX } from '../input.ts'
import { activityKindLabel, ACTIVITY_KINDS, OUTCOMES_BY_KIND, outcomeLabel, type ActivityKind } from './kinds.ts'

/**
 * What a client sends to log or change an activity on a lead, shared by the API and the
 * console's dialogs so both say the same sentences. The rules that depend on the kind are
 * `activityProblems`, run on the whole activity (a change is checked merged with what is stored).
 */
const attendee = z
  .object({
    name: text(TEXT_MAX.name, 'Attendee name').trim().min(1, say('activity.attendeeName')),
    phone: text(TEXT_MAX.phone, 'Attendee phone').trim().optional(),
  })
  .strict()
export type Attendee = z.infer<typeof attendee>

const MAX_DURATION_SECONDS = 24 * 60 * 60

export const activityFields = {
  outcome: z.string(say('activity.outcomeText')).max(40).nullable().optional(),
  durationSeconds: z
    .number(say('activity.durationNumber'))
    .int(say('activity.durationWhole'))
    .min(0, say('activity.durationNegative'))
    .max(MAX_DURATION_SECONDS, say('activity.durationMax'))
    .nullable()
    .optional(),
  body: text(TEXT_MAX.note, 'Note').trim().nullable().optional(),
  occurredAt: dateInput('Date').optional(),
  listing: z.guid(say('activity.listingId')).nullable().optional(),
  project: z.guid(say('activity.projectId')).nullable().optional(),
  unit: text(TEXT_MAX.short, 'Unit').trim().nullable().optional(),
  attendees: z
    .array(attendee, say('activity.attendeesList'))
    .max(20, say('activity.attendeesMax'))
    .nullable()
    .optional(),
  feedback: text(TEXT_MAX.note, 'Feedback').trim().nullable().optional(),
}

export const activityCreateSchema = z
  .object({
    kind: z.enum(ACTIVITY_KINDS, {
      error: () => schemaText('activity.kind', { kinds: ACTIVITY_KINDS.map(activityKindLabel).join(', ') }),
    }),
    ...activityFields,
  })
  .strict()
export type ActivityInput = z.infer<typeof activityCreateSchema>

/** A change: any of the fields (the kind stays what it was). */
export const activityUpdateSchema = z.object(activityFields).strict()
export type ActivityChange = z.infer<typeof activityUpdateSchema>

export interface ActivityProblem {
  path: string
  message: string
}

/** Which fields each kind carries (the others must be empty). */
const FIELDS_BY_KIND: Record<ActivityKind, ReadonlySet<string>> = {
  call: new Set(['outcome', 'durationSeconds', 'body']),
  whatsapp: new Set(['body']),
  email: new Set(['body']),
  note: new Set(['body']),
  viewing: new Set(['outcome', 'durationSeconds', 'body', 'listing', 'project', 'unit', 'attendees', 'feedback']),
}
const empty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0)

/**
 * The rules of one kind over a whole activity: a call has an outcome of the call outcomes, a note has
 * text, a viewing names a listing or a project, and fields of other kinds stay empty. Each problem names
 * its field with a sentence a person reads.
 */
export function activityProblems(a: ActivityInput): ActivityProblem[] {
  const out: ActivityProblem[] = []
  const kind = schemaText(`activity.kindWords.${a.kind}`)
  const allowed = FIELDS_BY_KIND[a.kind]
  for (const key of Object.keys(activityFields)) {
    if (key === 'occurredAt' || allowed.has(key)) continue
    if (!empty((a as Record<string, unknown>)[key]))
      out.push({
        path: key,
        message: schemaText('activity.noField', { kind, field: schemaText(`activity.fieldWords.${key as FieldWord}`) }),
      })
  }
  const outcomes = OUTCOMES_BY_KIND[a.kind]
  if (a.outcome && outcomes.length && !outcomes.includes(a.outcome))
    out.push({
      path: 'outcome',
      message: schemaText('activity.outcomeOf', { kind, outcomes: outcomes.map(outcomeLabel).join(', ') }),
    })
  if (a.kind === 'call' && !a.outcome) out.push({ path: 'outcome', message: schemaText('activity.callOutcome') })
  if (a.kind === 'note' && empty(a.body)) out.push({ path: 'body', message: schemaText('activity.noteBody') })
  if (a.kind === 'viewing') {
    if (empty(a.listing) && empty(a.project)) out.push({ path: 'listing', message: schemaText('activity.viewingWhat') })
    if (!empty(a.listing) && !empty(a.project))
      out.push({ path: 'project', message: schemaText('activity.viewingBoth') })
    if (!empty(a.unit) && empty(a.project)) out.push({ path: 'unit', message: schemaText('activity.unitProject') })
    if (!a.occurredAt) out.push({ path: 'occurredAt', message: schemaText('activity.viewingWhen') })
  }
  return out
}

type FieldWord = keyof typeof schema.activity.fieldWords

/** Set or clear the lead's follow-up date (`null` clears it). */
export const followUpSchema = z.object({ followUpAt: dateInput('Follow-up').nullable() }).strict()
