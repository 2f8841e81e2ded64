import { keyLabel } from '../validationMessages.ts'
import type { Language } from '../i18n/index.ts'
import { addDeclaredWords } from '../i18n/resourceText.ts'
import { inSentence, type Words } from '../sections.ts'
import type { CellKind, Control, FieldDef, RefTarget, RelationDef, Resource } from './types.ts'

/** The fields every tenant table has, in API names. */
export const baseFields = {
  _id: { column: 'id', type: 'id', readOnly: true, label: 'ID' },
  asset: { column: 'asset_id', type: 'id', readOnly: true },
  createdAt: { column: 'created_at', type: 'date', readOnly: true, label: 'Created' },
  updatedAt: { column: 'updated_at', type: 'date', readOnly: true, label: 'Updated' },
  creator: { column: 'creator_id', type: 'id', readOnly: true, label: 'Created By' },
  updatedBy: { column: 'updated_by_id', type: 'id', readOnly: true, label: 'Updated By' },
} satisfies Record<string, FieldDef>

/** Relations of the base fields: who created and last updated the row (users, fullName only). */
export const baseRelations = {
  creator: { kind: 'belongsTo', target: 'users' },
  updatedBy: { kind: 'belongsTo', target: 'users' },
} as const

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)

// A name in words ('subLocation' → 'Sub Location'): the same words validation messages name fields by.
export const fieldLabel = (name: string, f: FieldDef) => f.label ?? keyLabel(name)

/** The form control of a field: declared, else from its type. */
export function controlFor(f: FieldDef): Control {
  if (f.control) return f.control
  if (f.component) return 'component'
  if (f.items) return 'items'
  if (f.translate) return 'translations'
  if (f.ref) return 'relation'
  if (f.enum) return 'select'
  const byType: Record<FieldDef['type'], Control> = {
    string: 'text',
    integer: 'number',
    number: 'number',
    boolean: 'switch',
    date: 'datetime',
    day: 'date',
    id: 'none',
    json: 'none',
    'string[]': 'tags',
    'integer[]': 'tags',
    'id[]': 'none',
  }
  return byType[f.type]
}

/** The list cell of a field: from its control and type. */
export function cellFor(f: FieldDef): CellKind {
  if (f.cell) return f.cell
  const c = controlFor(f)
  if (c === 'relation') return 'relation'
  if (c === 'money') return 'money'
  if (c === 'image') return 'image'
  if (c === 'gallery' || c === 'items') return 'count'
  if (f.enum) return 'enum'
  const byType: Partial<Record<FieldDef['type'], CellKind>> = {
    integer: 'number',
    number: 'number',
    boolean: 'boolean',
    date: 'date',
    day: 'day',
    'string[]': 'tags',
    'integer[]': 'tags',
    'id[]': 'count',
  }
  return byType[f.type] ?? 'text'
}

/** How another resource points at this one (its picker and cells). */
export const refTo = (r: Pick<Resource, 'name' | 'basePath' | 'titleField' | 'route'>): RefTarget => ({
  target: r.name,
  path: r.basePath,
  show: r.titleField,
  route: r.route,
})

/** Declared fields: the column may be left out when it is the name in snake_case (subLocation → sub_location). */
type FieldInput = FieldDef
export type ResourceInput = Omit<Resource, 'fields' | 'relations' | 'display'> & {
  fields: Record<string, FieldInput>
  relations?: Record<string, RelationDef>
  display?: readonly string[]
}

/**
 * A declaration made complete: the base fields of a tenant table, each field's column, the relations its
 * `ref` fields name, and the title as the display fields a populated record shows.
 */
export function defineResource(input: ResourceInput): Resource {
  const fields: Record<string, FieldDef> = { ...(input.tenant === false ? {} : baseFields) }
  const relations: Record<string, RelationDef> = {
    ...(input.tenant === false ? {} : baseRelations),
    ...input.relations,
  }
  for (const [name, f] of Object.entries(input.fields)) {
    fields[name] = f.computed || f.column ? f : { ...f, column: snake(name) }
    if (f.ref) relations[name] = { kind: 'belongsTo', target: f.ref.target }
  }
  // its Arabic, found by its English wherever the console or the server names the resource (resourceText)
  addDeclaredWords({ [input.label]: input.ar.label, [input.plural]: input.ar.plural, ...input.ar.texts })
  return { ...input, fields, relations, display: input.display ?? [input.titleField] }
}

type Named = Pick<Resource, 'label' | 'plural' | 'ar'>

/**
 * A resource's names in a language: its label and plural as titles read them, and as a sentence reads them after
 * a verb ('Create custom field', 'إنشاء حقل مخصص'; 'Import new projects', 'استيراد المشاريع الجديدة').
 */
export const resourceNames = (r: Named, lang: Language) =>
  lang === 'en'
    ? { label: r.label, plural: r.plural, one: inSentence(r.label), many: inSentence(r.plural) }
    : { label: r.ar.label, plural: r.ar.plural, one: r.ar.indefinite, many: r.ar.plural }

/** A resource's menu entry's name: the entry's own, else the plural. */
export const menuWords = (r: Named & Pick<Resource, 'menu'>): Words => r.menu.label ?? { en: r.plural, ar: r.ar.plural }

/**
 * Whether a caller sees a field: never a secret one, and one with a field-level permission only with it (the
 * server leaves it out of every answer; the console leaves out its column, filter and value).
 */
export const fieldVisible = (f: FieldDef, can: (keys: string | readonly string[]) => boolean) =>
  !f.secret && (!f.permission || can(f.permission))

/** Whether the console offers Delete on a row (ConsoleDef.deleteWhen); the server still decides. */
export const rowDeletable = (r: Pick<Resource, 'deleteWhen'>, row: Record<string, unknown>) =>
  !r.deleteWhen || row[r.deleteWhen] === true
