import { z } from 'zod'
import { phoneFromText } from '../customers/phone.ts'
import { schemaText } from '../i18n/schemaTexts.ts'

/**
 * A data form's fields (the form builder) and the rule its enquiries' answers follow, shared by the
 * builder's declaration, the server's enquiry writes and the console's answers view. Answers are keyed
 * by the field's label; `name`, `email` and `phone` fields tell who the enquirer is (enquiry → lead).
 */
export const FORM_FIELD_TYPES = [
  'text',
  'textarea',
  'name',
  'email',
  'phone',
  'number',
  'select',
  'checkbox',
  'date',
] as const
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number]
export const FORM_FIELD_TYPE_LABELS: Record<FormFieldType, string> = {
  text: 'Text',
  textarea: 'Long text',
  name: 'Full name',
  email: 'E-mail',
  phone: 'Phone',
  number: 'Number',
  select: 'Choice',
  checkbox: 'Checkbox',
  date: 'Date',
}

export interface FormField {
  label: string
  type: FormFieldType
  required?: boolean
  options?: string[]
}

export interface AnswerError {
  path: string
  message: string
}

const EMAIL = z.email()

/** What is wrong with one answer, as a sentence naming the field, or null. */
function answerProblem(f: FormField, v: unknown): string | null {
  const label = f.label // the form's own field name, as its author wrote it
  const empty = v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || v === false
  if (empty) return f.required ? schemaText('field.required', { label }) : null
  switch (f.type) {
    case 'number':
      return typeof v === 'number' && Number.isFinite(v) ? null : schemaText('field.number', { label })
    case 'checkbox':
      return typeof v === 'boolean' ? null : schemaText('field.ticked', { label })
    case 'email':
      return typeof v === 'string' && EMAIL.safeParse(v.trim()).success ? null : schemaText('field.email', { label })
    case 'phone':
      return typeof v === 'string' && phoneFromText(v) ? null : schemaText('field.phone', { label })
    case 'date':
      return typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v))
        ? null
        : schemaText('field.date', { label })
    case 'select':
      return typeof v === 'string' && (f.options ?? []).includes(v)
        ? null
        : schemaText('field.oneOf', { label, options: (f.options ?? []).join(', ') })
    default:
      return typeof v !== 'string'
        ? schemaText('field.text', { label })
        : v.length > (f.type === 'textarea' ? 5000 : 500)
          ? schemaText('field.tooLong', { label })
          : null
  }
}

/** Every problem of an enquiry's answers against its form's fields: unknown, missing, mistyped or not an option. */
export function answerErrors(fields: readonly FormField[], answers: Record<string, unknown>): AnswerError[] {
  const known = new Set(fields.map((f) => f.label))
  const errors: AnswerError[] = Object.keys(answers)
    .filter((k) => !known.has(k))
    .map((k) => ({ path: `answers.${k}`, message: schemaText('field.noSuchField', { key: k }) }))
  for (const f of fields) {
    const problem = answerProblem(f, answers[f.label])
    if (problem) errors.push({ path: `answers.${f.label}`, message: problem })
  }
  return errors
}

/** Who sent an enquiry: the answers of the form's first name, e-mail and phone fields. */
export function enquirer(fields: readonly FormField[], answers: Record<string, unknown>) {
  const first = (type: FormFieldType) => {
    const f = fields.find(
      (x) => x.type === type && typeof answers[x.label] === 'string' && String(answers[x.label]).trim(),
    )
    return f ? String(answers[f.label]).trim() : null
  }
  const phone = first('phone')
  return {
    name: first('name'),
    email: first('email')?.toLowerCase() ?? null,
    phone: phone ? phoneFromText(phone) : null,
  }
}

/** A form's fields must have distinct labels (answers are keyed by them). */
export function duplicateLabel(fields: readonly FormField[]): AnswerError | null {
  const seen = new Set<string>()
  for (const [i, f] of fields.entries()) {
    const key = f.label.trim().toLowerCase()
    if (seen.has(key)) return { path: `fields.${i}.label`, message: schemaText('field.sameLabel', { label: f.label }) }
    seen.add(key)
  }
  return null
}
