import { P } from '../permissions.ts'
import { CUSTOMER_TYPES } from '../customers/model.ts'
import { defineResource } from './define.ts'
import { FILE_REF } from './refs.ts'

const SENSITIVE = P.VIEW_SENSITIVE_INFORMATION

/** Where a customer came from: the console (CMS), a website data form, the feeds and imports. */
const INPUT_SOURCES = ['CMS', 'Data Form', 'Portal', 'Website', 'API', 'Manual', 'CRM'] as const

/**
 * Customers (spec 1 §3, /customers), declared like every other resource: the generic API reads, searches,
 * exports and trashes them, and the console's list and record page are the registry's. Create and update are
 * the customers area's own routes (src/server/customers: the form's schema and messages, the phone as E.164,
 * duplicates, the sensitive-field rule) and the console's customer form (`form.component`, with its dial code
 * select and avatar), so only the fields that form writes are writable. Contact details need
 * VIEW_SENSITIVE_INFORMATION; a customer with live leads is not trashed (src/server/customers/rules.ts).
 */
export const customers = defineResource({
  name: 'customers',
  label: 'Customer',
  plural: 'Customers',
  ar: { label: 'العميل', plural: 'العملاء', indefinite: 'عميل' },
  menu: { key: 'customers', order: 100, permission: [P.CUSTOMERS_VIEW], keywords: ['clients', 'contacts'] },
  icon: 'UsersRound',
  basePath: '/api/customers',
  route: '/customers',
  table: 'customers',
  fields: {
    customerID: { column: 'customer_id', type: 'integer', readOnly: true, label: 'ID', cell: 'text' },
    firstName: { type: 'string', required: true, max: 200, label: 'First Name' },
    lastName: { type: 'string', max: 200, label: 'Last Name' },
    fullName: { computed: true, type: 'string', readOnly: true, label: 'Name' },
    email: { type: 'string', permission: SENSITIVE, max: 320, cell: 'email' },
    phoneCode: { type: 'string', permission: SENSITIVE, max: 10, label: 'Phone Code' },
    phone: { type: 'string', permission: SENSITIVE, max: 30 },
    phoneNumber: { type: 'string', permission: SENSITIVE, readOnly: true, phone: true, label: 'Phone', cell: 'phone' },
    avatar: { column: 'avatar_id', type: 'id', ref: FILE_REF, control: 'image', label: 'Profile Picture' },
    imageUrl: { type: 'string', readOnly: true, label: 'Image URL' },
    enabled: { type: 'boolean', label: 'Status' },
    doNotDisturb: { type: 'boolean', label: 'Do Not Disturb' },
    type: { type: 'string', enum: CUSTOMER_TYPES },
    inputSource: { type: 'string', readOnly: true, enum: INPUT_SOURCES, label: 'Source' },
    sourceDataId: { type: 'string', readOnly: true, label: 'Source Data ID' },
    translations: { type: 'json', readOnly: true },
    dncrStatus: { type: 'string', readOnly: true, label: 'DNCR Status' },
    crmId: { type: 'string', readOnly: true, label: 'CRM ID' },
    'login.enabled': { column: 'login_enabled', type: 'boolean', readOnly: true, label: 'Portal Login' },
    'login.password': { column: 'login_password_hash', type: 'string', secret: true, readOnly: true },
  },
  defaultSort: { createdAt: -1 },
  searchFields: ['fullName', 'email', 'phoneNumber', 'sourceDataId', 'customerID'],
  titleField: 'fullName',
  subtitleFields: ['customerID', 'type', 'phoneNumber'],
  display: ['fullName'],
  // the lead editor's customer picker reads customers: LEAD_ADD or LEAD_UPDATE is enough to read
  access: {
    view: [P.CUSTOMERS_VIEW, P.LEAD_ADD, P.LEAD_UPDATE],
    add: [P.CUSTOMER_ADD],
    update: [P.CUSTOMER_UPDATE],
    delete: [P.CUSTOMER_DELETE],
  },
  counter: { column: 'customer_id', name: 'customerID' },
  liveCount: true,
  custom: { create: true, update: true },
  list: {
    // fits 1,280 px beside the sidebar with the selection and row buttons; the rest is one click away in the column chooser
    columns: [
      { field: 'avatar', cell: 'avatar', label: 'Picture', width: 72 },
      { field: 'customerID', width: 64 },
      { field: 'fullName', cell: 'title', width: 180 },
      { field: 'phoneNumber' },
      { field: 'email', width: 200 },
      { field: 'type', width: 110 },
      { field: 'enabled', cell: 'status', width: 90 },
      { field: 'doNotDisturb', width: 130, hidden: true },
      { field: 'inputSource', width: 110, hidden: true },
      { field: 'createdAt', hidden: true },
    ],
    filters: [
      { field: 'type' },
      { field: 'enabled' },
      { field: 'doNotDisturb' },
      { field: 'inputSource' },
      { field: 'createdAt' },
    ],
    populate: ['avatar'],
  },
  // the record page's sections; the form is the customer form (spec 1 §2–§5), also the lead editor's drawer
  form: {
    component: 'customerForm',
    sections: [
      { title: 'Customer', fields: ['firstName', 'lastName', 'type', 'enabled', 'doNotDisturb', 'avatar'] },
      { title: 'Contact', fields: ['phoneNumber', 'email'] },
      { title: 'Source', fields: ['inputSource', 'sourceDataId', 'crmId', 'dncrStatus', 'createdAt', 'updatedAt'] },
    ],
  },
  detailTabs: [
    { key: 'customerLeads', title: 'Leads', permission: [P.LEADS_REPORT_VIEW] },
    { key: 'customerAccess', title: 'Portal access', permission: [P.CUSTOMER_UPDATE] },
  ],
  detailActions: ['customerStatus'],
  palette: { createShortcut: 'c c', keywords: ['client', 'contact'] },
})
