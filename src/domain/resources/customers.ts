import { P } from '../permissions.ts'
import { baseFields, baseRelations } from './define.ts'
import type { ResourceDef } from './types.ts'

const SENSITIVE = P.VIEW_SENSITIVE_INFORMATION

/**
 * Customers (spec 1 §3), declared beside the other resources: the generic API reads, exports, searches and
 * trashes them from this one definition. Create and update are the customers area's own routes
 * (src/server/customers: the form's schema, the phone as E.164, duplicates, the sensitive-field rule), so
 * only the fields the form writes are writable here. Contact details need VIEW_SENSITIVE_INFORMATION.
 */
export const customers: ResourceDef = {
  name: 'customers',
  label: 'Customer',
  basePath: '/api/customers',
  table: 'customers',
  fields: {
    ...baseFields,
    customerID: { column: 'customer_id', type: 'integer', readOnly: true },
    firstName: { column: 'first_name', type: 'string', required: true, max: 200 },
    lastName: { column: 'last_name', type: 'string', max: 200 },
    fullName: { sql: `trim(first_name || ' ' || last_name)`, type: 'string', readOnly: true },
    email: { column: 'email', type: 'string', permission: SENSITIVE, max: 320 },
    phoneCode: { column: 'phone_code', type: 'string', permission: SENSITIVE, max: 10 },
    phone: { column: 'phone', type: 'string', permission: SENSITIVE, max: 30 },
    phoneNumber: { column: 'phone_number', type: 'string', permission: SENSITIVE, readOnly: true, phone: true },
    avatar: { column: 'avatar_id', type: 'id' },
    imageUrl: { column: 'image_url', type: 'string', max: 2000 },
    enabled: { column: 'enabled', type: 'boolean' },
    doNotDisturb: { column: 'do_not_disturb', type: 'boolean' },
    type: { column: 'type', type: 'string', enum: ['Client', 'External Agent', 'Spam'] },
    inputSource: { column: 'input_source', type: 'string', max: 100 },
    sourceDataId: { column: 'source_data_id', type: 'string', max: 200 },
    translations: { column: 'translations', type: 'json' },
    dncrStatus: { column: 'dncr_status', type: 'string', max: 100 },
    crmId: { column: 'crm_id', type: 'string', max: 200 },
    'login.enabled': { column: 'login_enabled', type: 'boolean', readOnly: true },
    'login.password': { column: 'login_password_hash', type: 'string', secret: true, readOnly: true },
  },
  relations: { ...baseRelations, avatar: { kind: 'belongsTo', target: 'storage' } },
  defaultSort: { createdAt: -1 },
  searchFields: ['fullName', 'email', 'phoneNumber', 'sourceDataId', 'customerID'],
  display: ['fullName'],
  access: {
    view: [P.CUSTOMERS_VIEW, P.LEAD_ADD, P.LEAD_UPDATE],
    add: [P.CUSTOMER_ADD],
    update: [P.CUSTOMER_UPDATE],
    delete: [P.CUSTOMER_DELETE],
  },
  counter: { column: 'customer_id', name: 'customerID' },
  liveCount: true,
  // Create and update run the customer form's schema, duplicates and sensitive-field rules (src/server/customers).
  custom: { create: true, update: true },
}
