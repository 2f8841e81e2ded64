import { P } from '../../permissions.ts'
import { defineResource, refTo } from '../define.ts'
import { enabled, richText, title } from './contentFields.ts'

const OUTREACH_KEYS = {
  view: [P.OUTREACH_CAMPAIGNS_VIEW],
  add: [P.OUTREACH_CAMPAIGN_ADD],
  update: [P.OUTREACH_CAMPAIGN_UPDATE],
  delete: [P.OUTREACH_CAMPAIGN_DELETE],
}

/**
 * Message templates (/templates): a subject and a rich-text body with variables ({{customer.firstName}} …,
 * src/domain/content/templates.ts), previewed on a real customer in the record's Preview tab.
 */
export const messageTemplates = defineResource({
  name: 'messageTemplates',
  label: 'Template',
  plural: 'Templates',
  ar: { label: 'القالب', plural: 'القوالب', indefinite: 'قالب' },
  menu: { key: 'templates', group: 'outreach', order: 20, keywords: ['message templates'] },
  icon: 'Mail',
  basePath: '/api/templates',
  route: '/templates',
  table: 'message_templates',
  fields: {
    name: title('Name'),
    subject: {
      type: 'string',
      required: true,
      max: 300,
      help: 'Variables work here too, e.g. {{customer.firstName}}.',
    },
    body: {
      ...richText('Body', 50_000),
      required: true,
      help: 'Variables: {{customer.firstName}}, {{customer.lastName}}, {{customer.fullName}}, {{customer.email}}, {{customer.phoneNumber}}, {{customer.customerID}}, {{asset.name}}.',
    },
    enabled,
  },
  defaultSort: { name: 1 },
  searchFields: ['name', 'subject'],
  titleField: 'name',
  subtitleFields: ['subject'],
  access: OUTREACH_KEYS,
  list: {
    columns: [
      { field: 'name', cell: 'title', width: 260 },
      { field: 'subject', width: 360 },
      { field: 'enabled', cell: 'status' },
      { field: 'updatedAt' },
    ],
    filters: [{ field: 'enabled', label: 'Status' }],
  },
  form: { sections: [{ title: 'Template', fields: ['name', 'subject', 'body', 'enabled'] }] },
  detailTabs: [{ key: 'templatePreview', title: 'Preview' }],
  palette: { keywords: ['message template', 'email template', 'mail'] },
})

export const CAMPAIGN_STATUSES = ['draft', 'sent'] as const

/**
 * Outreach campaigns (/outreach-campaigns): a template sent once to a customer segment (the customers
 * list's filter) through the mail outbox, never to doNotDisturb or Spam customers; the record's Audience
 * tab sets the segment, sends, and lists every recipient with the result (src/server/content/outreach/).
 */
export const outreachCampaigns = defineResource({
  name: 'outreachCampaigns',
  label: 'Campaign',
  plural: 'Campaigns',
  ar: { label: 'الحملة', plural: 'الحملات', indefinite: 'حملة' },
  menu: { key: 'outreach-campaigns', group: 'outreach', order: 10 },
  icon: 'Megaphone',
  basePath: '/api/outreach-campaigns',
  route: '/outreach-campaigns',
  table: 'outreach_campaigns',
  fields: {
    name: title('Name'),
    template: {
      column: 'template_id',
      type: 'id',
      ref: refTo(messageTemplates),
      help: 'What the customers receive; a campaign is sent only with one.',
    },
    segment: {
      type: 'json',
      control: 'none',
      notNull: true,
      help: "The customers list's filter: search text, type and status.",
    },
    status: { type: 'string', enum: CAMPAIGN_STATUSES, enumLabels: { draft: 'Draft', sent: 'Sent' }, readOnly: true },
    sentAt: { type: 'date', readOnly: true, label: 'Sent' },
    sentCount: { computed: true, type: 'integer', readOnly: true, label: 'Mailed' },
    skippedCount: { computed: true, type: 'integer', readOnly: true, label: 'Skipped' },
    failedCount: { computed: true, type: 'integer', readOnly: true, label: 'Failed' },
  },
  defaultSort: { createdAt: -1 },
  searchFields: ['name'],
  titleField: 'name',
  subtitleFields: ['template'],
  access: OUTREACH_KEYS,
  list: {
    columns: [
      { field: 'name', cell: 'title', width: 260 },
      { field: 'template', width: 220 },
      { field: 'status' },
      { field: 'sentAt' },
      { field: 'sentCount', width: 90 },
      { field: 'skippedCount', width: 90 },
      { field: 'failedCount', width: 90 },
      { field: 'createdAt', hidden: true },
    ],
    filters: [{ field: 'status' }, { field: 'template' }],
    populate: ['template'],
  },
  form: { sections: [{ title: 'Campaign', fields: ['name', 'template'] }] },
  // ?tab=0: the audience, sending and the recipients' results
  detailTabs: [{ key: 'campaignAudience', title: 'Audience and results' }],
  palette: { keywords: ['outreach', 'newsletter', 'mailing', 'email campaign'] },
})
