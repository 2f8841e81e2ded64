import { P } from '../../permissions.ts'
import { defineResource, refTo } from '../define.ts'
import { dataForms } from './dataForms.ts'

const CUSTOMER_REF = { target: 'customers', path: '/api/customers', show: 'fullName', route: '/customers' }
const LEAD_REF = { target: 'leads', path: '/api/properties/leads', show: 'leadID', route: '/reports/leads' }

/**
 * Enquiries received (/data-form/enquiries): who sent it (name, e-mail, phone) and, through a data form,
 * the answers, checked against the form's fields on every write (src/server/content/forms/); an e-mail
 * or phone left out is taken from the form's e-mail and phone answers. `POST {base}/{id}/lead` turns it
 * into a lead once.
 */
export const enquiries = defineResource({
  name: 'enquiries',
  label: 'Enquiry',
  plural: 'Enquiries',
  ar: { label: 'الاستفسار', plural: 'الاستفسارات', indefinite: 'استفسار' },
  menu: { key: 'enquiries', group: 'data-forms', order: 20 },
  icon: 'Inbox',
  basePath: '/api/data-form/enquiries',
  route: '/data-form/enquiries',
  table: 'enquiries',
  fields: {
    form: {
      column: 'form_id',
      type: 'id',
      ref: refTo(dataForms),
      help: 'None for an enquiry taken by phone or e-mail.',
    },
    // the answers hold the enquirer's e-mail and phone: seen only with the key that shows customers' contact details
    answers: {
      type: 'json',
      control: 'none',
      permission: P.VIEW_SENSITIVE_INFORMATION,
      notNull: true,
      help: "The enquirer's answers by the form's field labels.",
    },
    name: { type: 'string', required: true, max: 200, help: "The enquirer's name." },
    email: {
      type: 'string',
      max: 320,
      permission: P.VIEW_SENSITIVE_INFORMATION,
      label: 'E-mail',
      kind: 'email',
    },
    phone: {
      type: 'string',
      max: 40,
      permission: P.VIEW_SENSITIVE_INFORMATION,
      kind: 'phone',
      help: 'In any format: 050 123 4567, +971 50 123 4567…',
    },
    phoneNumber: {
      type: 'string',
      readOnly: true,
      permission: P.VIEW_SENSITIVE_INFORMATION,
      label: 'Phone (E.164)',
      phone: true,
    },
    customer: { column: 'customer_id', type: 'id', ref: CUSTOMER_REF, readOnly: true },
    lead: { column: 'lead_id', type: 'id', ref: LEAD_REF, readOnly: true },
    convertedAt: { type: 'date', readOnly: true, label: 'Became a Lead' },
  },
  defaultSort: { createdAt: -1 },
  searchFields: ['name', 'email', 'phoneNumber'],
  titleField: 'name',
  subtitleFields: ['form'],
  access: { view: [P.FORMS_VIEW], add: [P.ENQUIRY_ADD], update: [P.ENQUIRY_UPDATE], delete: [P.ENQUIRY_DELETE] },
  list: {
    columns: [
      { field: 'name', cell: 'title', width: 200 },
      { field: 'form', width: 220 },
      { field: 'email', width: 220 },
      { field: 'phoneNumber', width: 160 },
      { field: 'lead', width: 110 },
      { field: 'customer', width: 180, hidden: true },
      { field: 'createdAt', label: 'Received' },
    ],
    filters: [{ field: 'form' }],
    populate: ['form', 'customer', 'lead'],
  },
  form: { sections: [{ title: 'Enquiry', fields: ['name', 'email', 'phone', 'form'] }] },
  detailTabs: [{ key: 'enquiryAnswers', title: 'Answers' }],
  palette: { keywords: ['web enquiry', 'form submission'] },
})
