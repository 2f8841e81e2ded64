import { z } from 'zod'
import { text } from '../input.ts'
import { t } from '../i18n/index.ts'
import { resourceText } from '../i18n/resourceText.ts'
import { labelText, validationMessage } from '../validationMessages.ts'
import { fieldLabel } from './define.ts'
import { SLUG_MAX, SLUG_PATTERN, slugFormatMessage } from './slug.ts'
import type { FieldDef, ItemsDef, ResourceDef, TranslateDef } from './types.ts'

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
export function translationsSchema(def: ResourceDef, t: TranslateDef): z.ZodType {
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
  const str = f.enum
    ? z.enum(f.enum as [string, ...string[]], { error })
    : format
      ? plain.refine((v) => v === '' || format.test(v), {
          error: () => `${labelText(label)} ${resourceText(format.message)}`,
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
    'string[]': () => z.array(text(500, label), { error }).max(1000, { error }),
    'integer[]': () =>
      z
        .array(z.number({ error }).int({ error }).min(0, { error }).max(1000000, { error }), { error })
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
export const writableFields = (def: ResourceDef) =>
  Object.entries(def.fields).filter(([, f]) => !f.readOnly && !f.secret && (f.column || f.writable))

/**
 * The create body of a resource: the writable fields (groups as nested objects), unknown keys rejected.
 * The server validates every write with it and the console's form resolves with it.
 */
export function createSchema(def: ResourceDef): z.ZodObject {
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

const cache = new WeakMap<ResourceDef, { create: z.ZodObject; update: z.ZodObject }>()

/** The create and update (every field optional) schemas of a resource, built once. */
export function writeSchemas(def: ResourceDef) {
  let s = cache.get(def)
  if (!s) {
    const create = createSchema(def)
    const fixed: Record<string, true> = Object.fromEntries(
      Object.entries(def.fields)
        .filter(([, f]) => f.fixed)
        .map(([k]) => [k, true]),
    )
    s = { create, update: create.omit(fixed as Record<string, never>).partial() }
    cache.set(def, s)
  }
  return s
}

/** The answer to a save of a record someone else changed after it was read (409); the form keeps the input. */
export const staleMessage = (label: string) => t('errors.resources.stale', { label: resourceText(label).toLowerCase() })
