import { ACCESS_LOG_ACTION_LABELS, AUDIT_ACTIONS, SYSTEM_LOG_KINDS, SYSTEM_LOG_LEVELS } from '../audit.ts'
import { NOTIFICATION_KINDS, NOTIFICATION_KIND_LABELS } from '../notifications.ts'
import { assets } from './assets.ts'
import { defineResource, refTo } from './define.ts'
import { users } from './users.ts'

/**
 * The four logs of the settings dropdown, declared read-only: the product writes their rows
 * (the audit trigger, sign-ins, systemLog(), notify()), so the registry serves only their reads (list with
 * filters and search, record, CSV export) and the console offers no add, edit or delete. None is a tenant
 * table and only super access reads them, as before; the activity log keeps to the active asset and the
 * records of no asset (its row access, server/audit/activityLogs.server.ts).
 */
const id = { _id: { column: 'id', type: 'id', readOnly: true, label: 'ID' } } as const
const when = (label: string) => ({ createdAt: { column: 'created_at', type: 'date', readOnly: true, label } }) as const
const who = (label: string, empty?: string) =>
  ({ column: 'user_id', type: 'id', readOnly: true, label, ref: refTo(users), ...(empty ? { empty } : {}) }) as const
const asset = { column: 'asset_id', type: 'id', readOnly: true, label: 'Asset', ref: refTo(assets) } as const
const levels = { info: 'Info', warn: 'Warn', error: 'Error' }
const ACTIONS = {
  create: 'Added',
  update: 'Changed',
  delete: 'Deleted',
  restore: 'Restored',
  destroy: 'Deleted for good',
}

/**
 * Every write in the product (the audit trigger, migration 1340): who, when, which record, each field before and
 * after. Its record types (table → label) are every audited table's, the declared resources' among them, so
 * resources/index.ts makes it once they are all declared (AUDIT_RECORD_TYPES).
 */
export const activityLogsOf = (recordTypes: Readonly<Record<string, string>>) =>
  defineResource({
    name: 'activityLogs',
    label: 'Activity Log Entry',
    plural: 'Activity Logs',
    ar: { label: 'قيد سجل النشاط', plural: 'سجلات النشاط', indefinite: 'قيد نشاط', texts: { 'API key': 'مفتاح API' } },
    menu: { key: 'admin-activity-logs', group: 'admin', order: 60 },
    icon: 'History',
    basePath: '/api/admin/activity-logs',
    route: '/admin/activity-logs',
    table: 'audit_log',
    tenant: false,
    readOnly: true,
    // its CSV has one line per field changed (server/audit/routes.ts), so a spreadsheet can filter by field
    custom: { export: true },
    fields: {
      ...id,
      ...when('When'),
      user: who('User', 'System'),
      // a write made with an API key (its user is none): the key's name (migration 1910; activityLogs.server.ts)
      apiKey: { computed: true, type: 'string', readOnly: true, label: 'API key', sortable: false },
      // words of their own: the declarations' texts are translated by their English, and 'Created' / 'Updated' are the date fields' labels
      action: { type: 'string', readOnly: true, enum: AUDIT_ACTIONS, enumLabels: ACTIONS },
      recordType: {
        type: 'string',
        readOnly: true,
        label: 'Record type',
        enum: Object.keys(recordTypes),
        enumLabels: recordTypes,
      },
      recordId: { type: 'string', readOnly: true, label: 'Record ID', max: 200 },
      // the record by its name (its title field), read by the server in the list's own query
      // (server/audit/recordNames.ts); its id where it has none (deleted for good)
      recordName: { computed: true, type: 'string', readOnly: true, label: 'Record', sortable: false },
      // {column: [before, after]} in the table; answered as [{field, label, before, after}] (server/audit/activityLogs.server.ts)
      changes: { type: 'json', readOnly: true, control: 'changes' },
    },
    defaultSort: { createdAt: -1 },
    searchFields: ['recordId'],
    titleField: 'recordType',
    subtitleFields: ['action', 'createdAt'],
    access: { super: true },
    list: {
      columns: [
        // fits 1,280 px beside the sidebar: a record id whole, the number of fields changed (the entry's page lists them)
        { field: 'createdAt', width: 170 },
        { field: 'user', width: 140 },
        { field: 'action', cell: 'enum', width: 110 },
        { field: 'recordType', cell: 'text', width: 140 },
        { field: 'recordName', width: 280 },
        { field: 'changes', cell: 'count', label: 'Fields changed', width: 120 },
        // one click away in the column chooser (the list fits 1,280 px); the entry's page and the CSV name it
        { field: 'apiKey', width: 140, hidden: true },
      ],
      filters: [{ field: 'user' }, { field: 'recordType' }, { field: 'action' }, { field: 'createdAt', label: 'Days' }],
      populate: ['user'],
    },
    form: {
      sections: [
        {
          title: 'Change',
          fields: ['createdAt', 'user', 'apiKey', 'action', 'recordType', 'recordName', 'recordId', 'changes'],
        },
      ],
    },
    detailActions: ['openLoggedRecord'],
    palette: { keywords: ['audit', 'audit trail', 'history', 'changes'] },
  })

/** Sign-ins, failed sign-ins of an existing account and sign-outs (auth/), with asset, IP and browser. */
export const accessLogs = defineResource({
  name: 'accessLogs',
  label: 'Access Log Entry',
  plural: 'Users Access Logs',
  ar: { label: 'سجل دخول', plural: 'سجلات دخول المستخدمين', indefinite: 'قيد دخول' },
  menu: { key: 'admin-users-access-logs', group: 'admin', order: 50 },
  icon: 'LogIn',
  basePath: '/api/admin/users-access-logs',
  route: '/admin/users-access-logs',
  table: 'access_logs',
  tenant: false,
  readOnly: true,
  fields: {
    ...id,
    ...when('When'),
    user: who('User'),
    action: {
      type: 'string',
      readOnly: true,
      enum: Object.keys(ACCESS_LOG_ACTION_LABELS),
      enumLabels: ACCESS_LOG_ACTION_LABELS,
    },
    asset,
    ip: { type: 'string', readOnly: true, label: 'IP' },
    userAgent: { type: 'string', readOnly: true, label: 'Browser', cell: 'device' },
  },
  defaultSort: { createdAt: -1 },
  searchFields: ['ip', 'userAgent'],
  titleField: 'action',
  subtitleFields: ['createdAt'],
  access: { super: true },
  list: {
    columns: [
      { field: 'createdAt', width: 170 },
      { field: 'user', width: 200 },
      { field: 'action', cell: 'enum', width: 130 },
      { field: 'asset', width: 160 },
      { field: 'ip', width: 130 },
      { field: 'userAgent', width: 180 },
    ],
    filters: [{ field: 'user' }, { field: 'action' }, { field: 'asset' }],
    populate: ['user', 'asset'],
  },
  form: { sections: [{ title: 'Sign-in', fields: ['createdAt', 'user', 'action', 'asset', 'ip', 'userAgent'] }] },
  palette: { keywords: ['sign-ins', 'logins', 'access'] },
})

/** What the server recorded of note (systemLog()): start and stop, migrations, scheduler runs, mail. */
export const systemLogs = defineResource({
  name: 'systemLogs',
  label: 'System Log Entry',
  plural: 'System Logs',
  ar: { label: 'قيد سجل النظام', plural: 'سجلات النظام', indefinite: 'قيد نظام' },
  menu: { key: 'admin-system-logs', group: 'admin', order: 70 },
  icon: 'ScrollText',
  basePath: '/api/admin/system-logs',
  route: '/admin/system-logs',
  table: 'system_logs',
  tenant: false,
  readOnly: true,
  fields: {
    ...id,
    ...when('When'),
    level: { type: 'string', readOnly: true, enum: SYSTEM_LOG_LEVELS, enumLabels: levels },
    kind: { type: 'string', readOnly: true, enum: Object.keys(SYSTEM_LOG_KINDS), enumLabels: SYSTEM_LOG_KINDS },
    message: { type: 'string', readOnly: true, control: 'textarea' },
    details: { type: 'json', readOnly: true },
  },
  defaultSort: { createdAt: -1 },
  searchFields: ['message'],
  titleField: 'message',
  subtitleFields: ['kind', 'createdAt'],
  access: { super: true },
  list: {
    columns: [
      { field: 'createdAt', width: 170 },
      { field: 'level', cell: 'enum', width: 90 },
      { field: 'kind', width: 170 },
      { field: 'message', width: 520 },
    ],
    filters: [{ field: 'kind' }, { field: 'level' }],
  },
  form: { sections: [{ title: 'Entry', fields: ['createdAt', 'level', 'kind', 'message'] }] },
  palette: { keywords: ['server', 'errors', 'mail', 'scheduler'] },
})

/** Every notification sent (notifications/notify.ts), in every asset: to whom, whether read, its e-mail copy. */
export const notificationLogs = defineResource({
  name: 'notificationLogs',
  label: 'Notification',
  plural: 'Notification Logs',
  ar: { label: 'الإشعار', plural: 'سجلات الإشعارات', indefinite: 'إشعار' },
  menu: { key: 'admin-notification-logs', group: 'admin', order: 80 },
  icon: 'Bell',
  basePath: '/api/admin/notification-logs',
  route: '/admin/notification-logs',
  table: 'notifications',
  tenant: false,
  readOnly: true,
  fields: {
    ...id,
    ...when('Sent'),
    user: who('Recipient'),
    asset,
    kind: { type: 'string', readOnly: true, enum: NOTIFICATION_KINDS, enumLabels: NOTIFICATION_KIND_LABELS },
    title: { type: 'string', readOnly: true, label: 'Notification' },
    body: { type: 'string', readOnly: true, control: 'textarea' },
    // what the text is made of (migration 1695): title and body are answered in the reader's language from it
    args: { type: 'json', readOnly: true, label: 'Text values' },
    link: { type: 'string', readOnly: true },
    readAt: { column: 'read_at', type: 'date', readOnly: true, label: 'Read', empty: 'Unread' },
    emailStatus: {
      type: 'string',
      readOnly: true,
      label: 'E-mail copy',
      enum: ['pending', 'sending', 'sent', 'failed'],
      enumLabels: { pending: 'Pending', sending: 'Sending', sent: 'Sent', failed: 'Failed' },
      empty: 'Not asked for',
    },
    emailTo: { type: 'string', readOnly: true, label: 'E-mailed to' },
    emailedAt: { column: 'emailed_at', type: 'date', readOnly: true, label: 'E-mailed' },
    emailError: { type: 'string', readOnly: true, label: 'E-mail error' },
  },
  defaultSort: { createdAt: -1 },
  searchFields: ['title', 'emailTo'],
  titleField: 'title',
  subtitleFields: ['kind', 'createdAt'],
  access: { super: true },
  list: {
    columns: [
      { field: 'createdAt', width: 170 },
      { field: 'user', width: 180 },
      { field: 'asset', width: 140 },
      { field: 'kind', width: 150 },
      { field: 'title', width: 300 },
      { field: 'readAt', width: 170 },
      { field: 'emailStatus', cell: 'enum', width: 120 },
    ],
    filters: [{ field: 'user' }, { field: 'asset' }, { field: 'kind' }, { field: 'emailStatus' }],
    populate: ['user', 'asset'],
  },
  form: {
    sections: [
      { title: 'Notification', fields: ['createdAt', 'user', 'asset', 'kind', 'title', 'body', 'readAt'] },
      { title: 'E-mail copy', fields: ['emailStatus', 'emailTo', 'emailedAt', 'emailError'] },
    ],
  },
  palette: { keywords: ['notices', 'alerts', 'e-mails'] },
})
