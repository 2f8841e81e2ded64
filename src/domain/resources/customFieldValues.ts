import { schemaText } from '../i18n/schemaTexts.ts'
/** A field's problem, as the API's 400 lists it. */
export interface FieldError {
  path: string
  message: string
}

/** A custom field definition as the listing form and the server read it (resource customFields). */
export interface CustomFieldDef {
  name: string
  key: string
  type: 'text' | 'number' | 'select' | 'boolean'
  options: string[]
  required: boolean
}

/**
 * What is wrong with a listing's custom field values against the asset's definitions (one rule for the
 * form and the server): each value of its type, a select's among its options, required ones present,
 * no key that is not defined.
 */
export function customFieldErrors(defs: readonly CustomFieldDef[], values: Record<string, unknown>): FieldError[] {
  const errors: FieldError[] = []
  const byKey = new Map(defs.map((d) => [d.key, d]))
  for (const k of Object.keys(values))
    if (!byKey.has(k)) errors.push({ path: `customFields.${k}`, message: schemaText('field.notDefined', { key: k }) })
  for (const d of defs) {
    const v = values[d.key]
    const path = `customFields.${d.key}`
    if (v === undefined || v === null || v === '') {
      if (d.required) errors.push({ path, message: schemaText('field.required', { label: d.name }) })
      continue
    }
    if (d.type === 'number' && (typeof v !== 'number' || !Number.isFinite(v)))
      errors.push({ path, message: schemaText('field.number', { label: d.name }) })
    else if (d.type === 'boolean' && typeof v !== 'boolean')
      errors.push({ path, message: schemaText('field.yesNo', { label: d.name }) })
    else if (d.type === 'select' && !d.options.includes(String(v)))
      errors.push({ path, message: schemaText('field.oneOf', { label: d.name, options: d.options.join(', ') }) })
    else if (d.type === 'text' && (typeof v !== 'string' || v.length > 500))
      errors.push({ path, message: schemaText('field.textMax', { label: d.name }) })
  }
  return errors
}
