import { CONTACT_TYPES } from '../../leads/constants.ts'
import { FORM_FIELD_TYPE_LABELS, FORM_FIELD_TYPES } from '../../content/dataForms.ts'
import { P } from '../../permissions.ts'
import { defineResource, refTo } from '../define.ts'
import { listings } from '../listings.ts'
import { projects } from '../projects.ts'
import { AGENT_REF } from '../refs.ts'
import { arabic, enabled, slug, title } from './contentFields.ts'

/**
 * Data forms (/data-form/forms): the website's enquiry forms, built from fields (label, type, required,
 * options), and what a lead made from one of their enquiries is about (listing or project, source).
 */
export const dataForms = defineResource({
  name: 'dataForms',
  label: 'Data Form',
  plural: 'Data Forms',
  ar: { label: 'نموذج البيانات', plural: 'نماذج البيانات', indefinite: 'نموذج بيانات' },
  menu: { key: 'forms', group: 'data-forms', order: 10, label: { en: 'Forms', ar: 'النماذج' } },
  icon: 'FormInput',
  basePath: '/api/data-form/forms',
  route: '/data-form/forms',
  table: 'data_forms',
  fields: {
    name: title('Name'),
    slug: { ...slug, slugFrom: 'name' },
    description: { type: 'string', max: 2000, control: 'textarea' },
    enabled,
    fields: {
      type: 'json',
      label: 'Fields',
      items: {
        itemLabel: 'Field',
        max: 50,
        fields: {
          label: { type: 'string', required: true, max: 200 },
          type: { type: 'string', required: true, enum: FORM_FIELD_TYPES, enumLabels: FORM_FIELD_TYPE_LABELS },
          required: { type: 'boolean' },
          options: { type: 'string[]', help: 'The choices of a Choice field.' },
        },
        check: (f) =>
          f.type === 'select' && !f.options?.length
            ? { path: 'options', message: 'A Choice field needs at least one option.' }
            : null,
      },
    },
    listing: {
      column: 'listing_id',
      type: 'id',
      ref: refTo(listings),
      help: 'Leads from this form are about this listing…',
    },
    project: {
      column: 'project_id',
      type: 'id',
      ref: refTo(projects),
      label: 'New Project',
      help: '…or about this project.',
    },
    propertyType: {
      type: 'string',
      max: 100,
      control: 'dictionary',
      dictionary: '/api/properties/listings/property-types',
      help: "A project lead's property type.",
    },
    referredBy: { column: 'referred_by_id', type: 'id', ref: AGENT_REF, label: 'Referred By' },
    contactType: { type: 'string', enum: CONTACT_TYPES, label: 'Contact Type', notNull: true },
    leadSource: { type: 'string', max: 100, label: 'Lead Source', notNull: true },
    translations: arabic('name', 'description'),
  },
  defaultSort: { name: 1 },
  searchFields: ['name', 'slug'],
  titleField: 'name',
  subtitleFields: ['slug'],
  access: { view: [P.FORMS_VIEW], add: [P.FORM_ADD], update: [P.FORM_UPDATE], delete: [P.FORM_DELETE] },
  list: {
    columns: [
      { field: 'name', cell: 'title', width: 240 },
      { field: 'slug', width: 200 },
      { field: 'fields' },
      { field: 'project' },
      { field: 'listing' },
      { field: 'enabled', cell: 'status' },
      { field: 'createdAt' },
    ],
    filters: [{ field: 'enabled', label: 'Status' }],
    populate: ['project', 'listing'],
  },
  form: {
    sections: [
      { title: 'Form', fields: ['name', 'slug', 'enabled', 'description'] },
      { title: 'Fields', fields: ['fields'] },
      {
        title: 'Leads from this form',
        fields: ['listing', 'project', 'propertyType', 'referredBy', 'contactType', 'leadSource'],
      },
      { title: 'Arabic', fields: ['translations'] },
    ],
  },
  related: [{ resource: 'enquiries', field: 'form', title: 'Enquiries' }],
  palette: { keywords: ['form builder', 'web form', 'contact form'] },
})
