import { TEXT_MAX } from '../input.ts'
import { P } from '../permissions.ts'
import { defineResource, refTo } from './define.ts'
import { users } from './users.ts'

const ROLE_REF = { target: 'roles', path: '/api/admin/roles', show: 'name', route: '/admin/user-roles' }

/** A key's state in words: working, past its expiry, or revoked. */
export const API_KEY_STATUS = ['active', 'expired', 'revoked'] as const

/**
 * Settings › API keys (`/settings/api-keys`): the active asset's keys, read through the registry (list,
 * search, record page). Not a tenant table (a key is never soft-deleted: a revoked key stays listed); its rows
 * are limited to the active asset by its row access (server/resources/rowAccess.ts). Create (the secret
 * answered once) and revoke are the area's own routes (server/apiKeys/routes.ts); a key is never edited.
 * Every route needs a person signed in (`session`): a key never reads or makes keys. Its server extension:
 * server/apiKeys/apiKeys.server.ts.
 */
export const apiKeys = defineResource({
  name: 'apiKeys',
  label: 'API Key',
  plural: 'API Keys',
  ar: {
    label: 'مفتاح API',
    plural: 'مفاتيح API',
    indefinite: 'مفتاح API',
    texts: {
      Expired: 'منتهي الصلاحية',
      Revoked: 'مُبطَل',
      Expires: 'ينتهي في',
      'Last used': 'آخر استخدام',
      'Last used from': 'آخر استخدام من',
      Never: 'أبدًا',
      Usage: 'الاستخدام',
    },
  },
  menu: { key: 'api-keys', group: 'settings', order: 70, keywords: ['token', 'bearer', 'integration'] },
  icon: 'KeyRound',
  basePath: '/api/api-keys',
  route: '/settings/api-keys',
  table: 'api_keys',
  tenant: false,
  fields: {
    _id: { column: 'id', type: 'id', readOnly: true, label: 'ID' },
    name: { type: 'string', required: true, max: TEXT_MAX.name, label: 'Name' },
    // the secret's first characters ('ak_3f9K'): enough to tell keys apart, useless to guess one
    prefix: { type: 'string', readOnly: true, label: 'Key' },
    role: { column: 'role_id', type: 'id', required: true, ref: ROLE_REF },
    status: {
      computed: true,
      type: 'string',
      readOnly: true,
      enum: API_KEY_STATUS,
      enumLabels: { active: 'Active', expired: 'Expired', revoked: 'Revoked' },
    },
    expiresAt: { column: 'expires_at', type: 'date', label: 'Expires', empty: 'Never' },
    lastUsedAt: { column: 'last_used_at', type: 'date', readOnly: true, label: 'Last used', empty: 'Never' },
    lastUsedAddress: { column: 'last_used_ip', type: 'string', readOnly: true, label: 'Last used from' },
    // not `creator`: the record page shows that base field apart, unpopulated
    createdBy: { column: 'creator_id', type: 'id', readOnly: true, label: 'Created By', ref: refTo(users) },
    createdAt: { column: 'created_at', type: 'date', readOnly: true, label: 'Created' },
    revokedAt: { column: 'revoked_at', type: 'date', readOnly: true, label: 'Revoked' },
  },
  defaultSort: { createdAt: -1 },
  searchFields: ['name', 'prefix'],
  titleField: 'name',
  subtitleFields: ['prefix', 'status'],
  access: { view: [P.API_KEYS_VIEW, P.API_KEYS_UPDATE], add: [P.API_KEYS_UPDATE], session: true },
  custom: { create: true, update: true },
  createOnly: true,
  list: {
    columns: [
      { field: 'name', cell: 'title' },
      { field: 'prefix', width: 100 },
      { field: 'role', width: 140 },
      { field: 'status', cell: 'enum', width: 100 },
      { field: 'lastUsedAt', width: 170 },
      { field: 'lastUsedAddress', width: 140 },
      { field: 'expiresAt', width: 170 },
      { field: 'createdBy', width: 160, hidden: true },
      { field: 'createdAt', width: 170, hidden: true },
    ],
    filters: [{ field: 'status' }, { field: 'role' }],
    populate: ['role', 'createdBy'],
  },
  form: {
    // the create form is the area's (the secret is shown once); these sections are the record page's
    component: 'apiKeyForm',
    sections: [
      { title: 'Key', fields: ['name', 'prefix', 'role', 'status', 'expiresAt'] },
      { title: 'Usage', fields: ['lastUsedAt', 'lastUsedAddress', 'createdBy', 'createdAt', 'revokedAt'] },
    ],
  },
  detailActions: ['apiKeyRevoke'],
  palette: { createShortcut: 'c k' },
})
