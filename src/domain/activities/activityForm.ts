import { z } from 'zod'
import { dateInput, text, TEXT_MAX } from '../input.ts'
import { ACTIVITY_KIND_LABELS, ACTIVITY_KINDS, OUTCOMES_BY_KIND, outcomeLabel, type ActivityKind } from './kinds.ts'

/**
 * What a client sends to log or change an activity on a lead (issue 19), shared by the API and the
 * console's dialogs so both say the same sentences. The rules that depend on the kind are
 * `activityProblems`, run on the whole activity (a change is checked merged with what is stored).
 */
const attendee = z
  .object({
    name: text(TEXT_MAX.name, 'Attendee name').trim().min(1, 'Each attendee needs a name.'),
    phone: text(TEXT_MAX.phone, 'Attendee phone').trim().optional(),
  })
  .strict()
export type Attendee = z.infer<typeof attendee>

const MAX_DURATION_SECONDS = 24 * 60 * 60

export const activityFields = {
  outcome: z.string('Outcome must be a text.').max(40).nullable().optional(),
  durationSeconds: z
    .number('Duration must be a number of seconds.')
    .int('Duration must be whole seconds.')
    .min(0, 'Duration cannot be negative.')
    .max(MAX_DURATION_SECONDS, 'Duration can be at most 24 hours.')
    .nullable()
    .optional(),
  body: text(TEXT_MAX.note, 'Note').trim().nullable().optional(),
  occurredAt: dateInput('Date').optional(),
  listing: z.guid('Listing must be a listing id.').nullable().optional(),
  project: z.guid('Project must be a project id.').nullable().optional(),
  unit: text(TEXT_MAX.short, 'Unit').trim().nullable().optional(),
  attendees: z.array(attendee, 'Attendees must be a list.').max(20, 'A viewing can have at most 20 attendees.').nullable().optional(),
  feedback: text(TEXT_MAX.note, 'Feedback').trim().nullable().optional(),
}

export const activityCreateSchema = z
  .object({
    kind: z.enum(ACTIVITY_KINDS, { error: `Type must be one of ${ACTIVITY_KINDS.map((k) => ACTIVITY_KIND_LABELS[k]).join(', ')}.` }),
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
  const label = ACTIVITY_KIND_LABELS[a.kind]
  const allowed = FIELDS_BY_KIND[a.kind]
  for (const key of Object.keys(activityFields)) {
    if (key === 'occurredAt' || allowed.has(key)) continue
    if (!empty((a as Record<string, unknown>)[key])) out.push({ path: key, message: `A ${label.toLowerCase()} has no ${FIELD_WORDS[key]}.` })
  }
  const outcomes = OUTCOMES_BY_KIND[a.kind]
  if (a.outcome && outcomes.length && !outcomes.includes(a.outcome))
    out.push({ path: 'outcome', message: `Outcome of a ${label.toLowerCase()} must be one of ${outcomes.map(outcomeLabel).join(', ')}.` })
  if (a.kind === 'call' && !a.outcome) out.push({ path: 'outcome', message: 'Choose how the call went.' })
  if (a.kind === 'note' && empty(a.body)) out.push({ path: 'body', message: 'Write the note.' })
  if (a.kind === 'viewing') {
    if (empty(a.listing) && empty(a.project)) out.push({ path: 'listing', message: 'Choose the listing or project unit to view.' })
    if (!empty(a.listing) && !empty(a.project)) out.push({ path: 'project', message: 'A viewing is of a listing or of a project unit, not both.' })
    if (!empty(a.unit) && empty(a.project)) out.push({ path: 'unit', message: 'A unit belongs to a project: choose the project.' })
    if (!a.occurredAt) out.push({ path: 'occurredAt', message: 'Choose the date and time of the viewing.' })
  }
  return out
}

const FIELD_WORDS: Record<string, string> = {
  outcome: 'outcome',
  durationSeconds: 'duration',
  body: 'text',
  listing: 'listing',
  project: 'project',
  unit: 'unit',
  attendees: 'attendees',
  feedback: 'feedback',
}

/** Set or clear the lead's follow-up date (`null` clears it). */
export const followUpSchema = z.object({ followUpAt: dateInput('Follow-up').nullable() }).strict()
