import { P } from '../permissions.ts'
import { defineResource } from './define.ts'
import { schemaText } from '../i18n/schemaTexts.ts'

export const CUSTOM_FIELD_TYPES = ['text', 'number', 'select', 'boolean'] as const

/**
 * Custom Fields (/properties/custom-fields): the asset's own listing fields, rendered by the listing
 * form's Custom fields section. Declared with no web code: the list, form, detail, routes and palette
 * commands all come from this declaration (docs/resources.md "Adding a resource").
 */
export const customFields = defineResource({
  name: 'customFields',
  label: 'Custom Field',
  plural: 'Custom Fields',
  ar: { label: 'الحقل المخصص', plural: 'الحقول المخصصة', indefinite: 'حقل مخصص' },
  menu: { key: 'custom-fields', group: 'crm', order: 130 },
  icon: 'ListChecks',
  basePath: '/api/properties/custom-fields',
  route: '/properties/custom-fields',
  table: 'custom_fields',
  fields: {
    name: { type: 'string', required: true, max: 100 },
    key: {
      type: 'string',
      required: true,
      max: 60,
      unique: true,
      kind: 'key',
      help: 'The name values are stored under, e.g. view or parking',
    },
    type: {
      type: 'string',
      enum: CUSTOM_FIELD_TYPES,
      notNull: true,
      enumLabels: { text: 'Text', number: 'Number', select: 'Select', boolean: 'Yes / No' },
    },
    options: { type: 'string[]', label: 'Options (select)' },
    required: { type: 'boolean' },
    enabled: { type: 'boolean' },
  },
  // a select offers its options: one with none could never be filled in
  checks: [
    {
      fields: ['type', 'options'],
      test: (v) =>
        v.type === 'select' && !(Array.isArray(v.options) && v.options.some((o: unknown) => String(o).trim()))
          ? { path: 'options', message: schemaText('check.selectOptions') }
          : null,
    },
  ],
  defaultSort: { name: 1 },
  searchFields: ['name', 'key'],
  titleField: 'name',
  subtitleFields: ['key', 'type'],
  access: { view: [P.LISTINGS_VIEW], add: [P.LISTING_ADD], update: [P.LISTING_UPDATE], delete: [P.LISTING_DELETE] },
  list: {
    columns: [
      { field: 'name', cell: 'title' },
      { field: 'key' },
      { field: 'type' },
      { field: 'options' },
      { field: 'required' },
      { field: 'enabled', cell: 'status' },
    ],
    filters: [{ field: 'type' }, { field: 'enabled', label: 'Enabled' }],
  },
  form: { sections: [{ title: 'Custom field', fields: ['name', 'key', 'type', 'options', 'required', 'enabled'] }] },
})
