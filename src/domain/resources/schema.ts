import { z } from 'zod'
import { text } from '../input.ts'
import { t } from '../i18n/index.ts'
import { resourceText } from '../i18n/resourceText.ts'
import { labelText, validationMessage } from '../validationMessages.ts'
import { fieldLabel } from './define.ts'
import { SLUG_MAX, SLUG_PATTERN, slugFormatMessage } from './slug.ts'
import type { FieldDef, ItemsDef, ResourceCheck, ResourceDef, TranslateDef } from './types.ts'
import type { FieldError } from './customFieldValues.ts'
import { KINDS, phoneChecks } from './kinds.ts'

/** What the derived schemas read of a declaration: a resource's, or a global's (src/domain/globals). */
type Declared = Pick<ResourceDef, 'fields' | 'checks'>

/**
 * The schema of an 'items' field: an array of objects of the declared sub-fields (unknown keys refused),
 * each item then checked by the declaration's item rule (its sentence kept verbatim, on the sub-field).
 */
function itemsSchema(label: string, items: ItemsDef): z.ZodType {
  const shape: Record<string, z.ZodType> = {}
  for (const [k, sf] of Object.entries(items.fields))
    shape[k] = sf.required ? fieldSchema(k, sf) : fieldSchema(k, sf).optional()
  const item = z.object(shape).strict()
  const error = (issue: z.core.$ZodRawIssue) => validationMessage(issue, label)
  return z
    .array(item, { error })
    .max(items.max ?? 100, { error })
    .superRefine((list, ctx) => {
      list.forEach((v, i) => {
        const broken = items.check?.(v, i)
        if (broken) ctx.addIssue({ code: 'custom', path: [i, broken.path], message: broken.message })
      })
    })
}

/** The schema of a 'translations' field: per declared language, the resource's translatable texts with their own bounds. */
export function translationsSchema(def: Declared, t: TranslateDef): z.ZodType {
  const texts: Record<string, z.ZodType> = {}
  for (const k of t.fields) texts[k] = fieldSchema(k, { ...def.fields[k], required: false }).optional()
  const langs: Record<string, z.ZodType> = {}
  for (const l of t.locales) langs[l] = z.object(texts).strict().optional()
  return z.object(langs).strict()
}

/** The zod schema of one writable field, from its declared type, with messages naming the field. */
export function fieldSchema(name: string, f: FieldDef): z.ZodType {
  const label = fieldLabel(name, f)
  if (f.items) return itemsSchema(label, f.items)
  // The one mapping's sentences, naming the field by its declared label (domain/validationMessages.ts).
  const error = (issue: z.core.$ZodRawIssue) => validationMessage(issue, label)
  const num = (s: z.ZodNumber) => {
    const least = f.min !== undefined ? s.min(f.min, { error }) : s
    return f.max !== undefined ? least.max(f.max, { error }) : least
  }
  // A slug may be left empty: the server generates it from its source field (server/resources/slugs.ts).
  if (f.slugFrom)
    return text(SLUG_MAX, label)
      .refine((v) => v === '' || SLUG_PATTERN.test(v), { error: () => slugFormatMessage(resourceText(label)) })
      .nullable()
  const plain = text(f.max ?? 5000, label)
  const format = f.format
  const formatError = { error: () => `${labelText(label)} ${resourceText(format?.message)}` }
  const kind = f.kind && KINDS[f.kind]
  // an empty text is no value (optional fields clear to it): the kind and the format judge what is typed
  const str = f.enum
    ? z.enum(f.enum as [string, ...string[]], { error })
    : format
      ? plain.refine((v) => v === '' || format.test(v), formatError)
      : kind
        ? plain.refine((v) => v.trim() === '' || kind.test(v.trim(), f), {
            error: () => kind.message(labelText(label)),
          })
        : plain
  const base: Record<FieldDef['type'], () => z.ZodType> = {
    string: () =>
      f.required && !f.enum
        ? str.refine((v) => String(v).trim() !== '', {
            error: () => t('validation.required', { label: labelText(label) }),
          })
        : str,
    integer: () => num(z.number({ error }).int({ error }).min(-2147483648, { error }).max(2147483647, { error })),
    number: () => num(z.number({ error }).finite({ error })),
    boolean: () => z.boolean({ error }),
    date: () => z.union([z.iso.datetime({ offset: true }), z.iso.date()], { error }),
    day: () => z.iso.date({ error }),
    id: () => z.uuid({ error }),
    json: () =>
      z
        .union([z.record(z.string(), z.unknown()), z.array(z.unknown())])
        .refine((v) => JSON.stringify(v).length <= 65_536, 'This field is too large (64 KB of JSON at most).'),
    // each text of a list meets the field's format (a language code), the list its least number of items
    'string[]': () =>
      z
        .array(format ? text(500, label).refine((v) => format.test(v), formatError) : text(500, label), { error })
        .min(f.min ?? 0, { error })
        .max(1000, { error }),
    'integer[]': () =>
      z
        .array(z.number({ error }).int({ error }).min(0, { error }).max(1000000, { error }), { error })
        .min(f.min ?? 0, { error })
        .max(1000, { error }),
    'id[]': () =>
      z
        .array(z.uuid({ error }), { error })
        .min(f.min ?? 0, { error })
        .max(1000, { error }),
  }
  const s = base[f.type]()
  // Booleans and lists are never null (their columns have defaults); other optional values may be cleared.
  return f.required || f.type === 'boolean' || f.type.endsWith('[]') ? s : s.nullable()
}

/** The fields a client writes through the create and update (a computed one only when the resource's own writes take it). */
export const writableFields = (def: Declared) =>
  Object.entries(def.fields).filter(([, f]) => !f.readOnly && !f.secret && (f.column || f.writable))

/**
 * The create body of a resource: the writable fields (groups as nested objects), unknown keys rejected, without
 * the resource's rules over several fields (writeSchemas adds them).
 */
export function createSchema(def: Declared): z.ZodObject {
  const shape: Record<string, z.ZodType> = {}
  const groups: Record<string, Record<string, z.ZodType>> = {}
  for (const [name, f] of writableFields(def)) {
    const own = f.translate ? translationsSchema(def, f.translate) : fieldSchema(name, f)
    const s = f.required ? own : own.optional()
    const [head, sub] = name.split('.')
    if (!sub) shape[name] = s
    else {
      groups[head] ??= {}
      groups[head][sub] = s
    }
  }
  for (const [g, sh] of Object.entries(groups)) shape[g] = z.object(sh).strict().nullable().optional()
  return z.object(shape).strict()
}

/** A resource's rules over several fields: the declared ones and those its fields imply (a phone beside its dial code). */
export function resourceChecks(def: Declared): readonly ResourceCheck[] {
  return [...phoneChecks(def.fields), ...(def.checks ?? [])]
}

/** The field's label in the current language, for a rule's sentence. */
export const checkLabel = (def: Declared) => (name: string) =>
  labelText(def.fields[name] ? fieldLabel(name, def.fields[name]) : name)

/**
 * What the rules say of `values`: every rule on a create (`all`), else only those whose fields are all in
 * `values` (an update's body; the server runs the others with the stored values: write.ts).
 */
export function checkProblems(def: Declared, values: Record<string, unknown>, all: boolean): FieldError[] {
  const out: FieldError[] = []
  for (const c of resourceChecks(def)) {
    if (!all && !c.fields.every((k) => values[k] !== undefined)) continue
    const problem = c.test(values, checkLabel(def))
    if (problem) out.push(problem)
  }
  return out
}

/** The rules on a write schema: run when the rules' own fields are valid, so they show beside the other fields' errors. */
function withChecks(def: Declared, s: z.ZodObject, all: boolean): z.ZodObject {
  const checks = resourceChecks(def)
  if (!checks.length) return s
  const fields = new Set(checks.flatMap((c) => c.fields))
  return s.superRefine(
    (v, ctx) => {
      for (const p of checkProblems(def, v, all)) ctx.addIssue({ code: 'custom', path: [p.path], message: p.message })
    },
    {
      when: (p) =>
        !!p.value &&
        typeof p.value === 'object' &&
        !p.issues.some((i) => fields.has(String(i.path?.[0])) || i.code === 'unrecognized_keys'),
    },
  )
}

export interface WriteSchemas {
  create: z.ZodObject
  update: z.ZodObject
}

const cache = new WeakMap<Declared, WriteSchemas>()

/**
 * The create and update schemas of a resource, built once. `required` is one fact for both: the create must
 * carry the field, an update may leave it out but never empty it (a required field is never nullable); an
 * optional one may be emptied on either (an empty value is null, or the column's default: `notNull`).
 */
export function writeSchemas(def: Declared): WriteSchemas {
  let s = cache.get(def)
  if (!s) {
    const create = createSchema(def)
    const fixed: Record<string, true> = Object.fromEntries(
      Object.entries(def.fields)
        .filter(([, f]) => f.fixed)
        .map(([k]) => [k, true]),
    )
    const update = create.omit(fixed as Record<string, never>).partial()
    s = { create: withChecks(def, create, true), update: withChecks(def, update, false) }
    cache.set(def, s)
  }
  return s as WriteSchemas
}

/** The answer to a save of a record someone else changed after it was read (409); the form keeps the input. */
export const staleMessage = (label: string) => t('errors.resources.stale', { label: resourceText(label).toLowerCase() })
