import { z } from 'zod'
import { fieldLabel, validationMessage } from './validationMessages.ts'
import { t } from './i18n/index.ts'

/**
 * The rules every value a person or a client sends must meet before it reaches the database, shared by
 * the web forms and the server (hostile text is a 400, every written string is bounded).
 */

/** Maximum lengths of written text, by kind. */
export const TEXT_MAX = {
  /** first, last and display names */
  name: 100,
  /** titles, labels, references, short choices */
  short: 200,
  email: 320,
  phone: 32,
  url: 2048,
  /** remarks, descriptions, notes */
  note: 5_000,
} as const

/**
 * Why a string cannot be stored as text, or null. PostgreSQL refuses NUL in text and jsonb; a lone UTF-16
 * surrogate would be stored as U+FFFD, silently changing what was sent.
 */
export function textProblem(s: string): string | null {
  if (s.includes('\u0000')) return t('validation.nulCharacter')
  if (/\p{Cs}/u.test(s)) return t('validation.loneSurrogate')
  return null
}

// The problem goes in params: the message (domain/validationMessages.ts) names the field.
const storable = (s: string, ctx: z.RefinementCtx) => {
  const problem = textProblem(s)
  if (problem) ctx.addIssue({ code: 'custom', params: { textProblem: problem } })
}

/**
 * A string of at most `max` characters the database can store, with messages a person reads
 * ("Last Name can be at most 100 characters."): the field is named by `label`, else by its key in the
 * schema (domain/validationMessages.ts). Chain .trim(), .min() etc. after it.
 */
export const text = (max: number, label?: string) => {
  const error = label === undefined ? undefined : (issue: z.core.$ZodRawIssue) => validationMessage(issue, label)
  return z.string({ error }).max(max, { error }).superRefine(storable)
}

/** Years a date typed or sent by a client may have: wide for any real use, inside every engine's range in any time zone. */
export const DATE_YEARS = { min: 1900, max: 2999 } as const

/** Whether a date string parses to an instant in DATE_YEARS. */
export function isDateInYears(s: string): boolean {
  const y = new Date(s).getUTCFullYear()
  return y >= DATE_YEARS.min && y <= DATE_YEARS.max
}

/** A calendar date (YYYY-MM-DD) or an ISO date-time with offset, in DATE_YEARS; named by `label`, else by its key. */
export const dateInput = (label?: string) =>
  z
    .union([z.iso.date(), z.iso.datetime({ offset: true })], {
      error: (issue) => `${label ?? fieldLabel(issue.path)} must be a date (YYYY-MM-DD) or an ISO date-time.`,
    })
    .refine(isDateInYears, {
      error: (issue) => `${label ?? fieldLabel(issue.path)} must be between ${DATE_YEARS.min} and ${DATE_YEARS.max}.`,
    })
