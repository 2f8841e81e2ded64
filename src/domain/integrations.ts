import { z } from 'zod'
import { textOr } from './i18n/index.ts'
import { say, schemaText } from './i18n/schemaTexts.ts'
import { TEXT_MAX } from './input.ts'
import { validationMessage } from './validationMessages.ts'

/**
 * The outside services an asset can connect (spec 1 §7, about 27 of these kinds), as data: the
 * /integrations page lists them by kind and edits their fields, the API
 * (GET|PATCH /api/assets/{asset}/integrations/{name}) validates against them. A secret field is
 * write-only: stored, never answered (the API says only whether one is set), kept when a save leaves it empty.
 * `lists` are the spec's list calls of the service (GET …/integrations/{name}/{list}); they need the
 * service itself, so they answer 'not connected' while the product reaches no outside service.
 */
export const INTEGRATION_KINDS = [
  'CRM',
  'E-mail marketing',
  'Automation',
  'Link shortening',
  'Reviews',
  'Messaging and chat',
  'Calendar',
  'Analytics',
  'Do-not-call registry',
  'Property portals',
  'E-signature',
  'Regulatory permits',
  'Agency feeds',
] as const
export type IntegrationKind = (typeof INTEGRATION_KINDS)[number]

export interface IntegrationField {
  key: string
  label: string
  secret?: true
  /** text (default), url, or a yes/no switch */
  type?: 'text' | 'url' | 'boolean'
}

export interface Integration {
  name: string
  label: string
  kind: IntegrationKind
  fields: readonly IntegrationField[]
  lists?: readonly string[]
}

const apiKey: IntegrationField = { key: 'apiKey', label: 'API key', secret: true }
const clientId: IntegrationField = { key: 'clientId', label: 'Client ID' }
const clientSecret: IntegrationField = { key: 'clientSecret', label: 'Client secret', secret: true }
const accountId: IntegrationField = { key: 'accountId', label: 'Account ID' }
const baseUrl: IntegrationField = { key: 'baseUrl', label: 'API address', type: 'url' }
const feedUrl: IntegrationField = { key: 'feedUrl', label: 'Feed address', type: 'url' }
const autoSync: IntegrationField = { key: 'autoSync', label: 'Synchronize automatically', type: 'boolean' }

export const INTEGRATIONS: readonly Integration[] = [
  {
    name: 'hubspot',
    label: 'HubSpot',
    kind: 'CRM',
    fields: [{ key: 'accessToken', label: 'Private app token', secret: true }, autoSync],
    lists: ['modules', 'sync-status'],
  },
  {
    name: 'salesforce',
    label: 'Salesforce',
    kind: 'CRM',
    fields: [{ key: 'instanceUrl', label: 'Instance address', type: 'url' }, clientId, clientSecret, autoSync],
    lists: ['modules', 'sync-status'],
  },
  {
    name: 'zoho-crm',
    label: 'Zoho CRM',
    kind: 'CRM',
    fields: [clientId, clientSecret, { key: 'refreshToken', label: 'Refresh token', secret: true }, autoSync],
    lists: ['modules', 'sync-status'],
  },
  {
    name: 'mailchimp',
    label: 'Mailchimp',
    kind: 'E-mail marketing',
    fields: [apiKey, { key: 'serverPrefix', label: 'Server prefix' }],
    lists: ['contacts-lists'],
  },
  {
    name: 'sendgrid',
    label: 'SendGrid',
    kind: 'E-mail marketing',
    fields: [apiKey, { key: 'senderEmail', label: 'Sender e-mail' }],
    lists: ['contacts-lists'],
  },
  {
    name: 'activecampaign',
    label: 'ActiveCampaign',
    kind: 'Automation',
    fields: [baseUrl, apiKey],
    lists: ['contacts-lists', 'tags-lists', 'fields-lists'],
  },
  {
    name: 'zapier',
    label: 'Zapier',
    kind: 'Automation',
    fields: [
      { key: 'webhookUrl', label: 'Webhook address', type: 'url' },
      { key: 'signingSecret', label: 'Signing secret', secret: true },
    ],
    lists: ['triggers', 'actions'],
  },
  {
    name: 'make',
    label: 'Make',
    kind: 'Automation',
    fields: [{ key: 'webhookUrl', label: 'Webhook address', type: 'url' }, apiKey],
    lists: ['multi-apps', 'triggers', 'actions'],
  },
  {
    name: 'bitly',
    label: 'Bitly',
    kind: 'Link shortening',
    fields: [
      { key: 'accessToken', label: 'Access token', secret: true },
      { key: 'domain', label: 'Branded domain' },
    ],
  },
  {
    name: 'google-reviews',
    label: 'Google Reviews',
    kind: 'Reviews',
    fields: [{ key: 'placeId', label: 'Place ID' }, apiKey],
  },
  {
    name: 'trustpilot',
    label: 'Trustpilot',
    kind: 'Reviews',
    fields: [
      { key: 'businessUnitId', label: 'Business unit ID' },
      apiKey,
      { key: 'apiSecret', label: 'API secret', secret: true },
    ],
  },
  {
    name: 'intercom',
    label: 'Intercom',
    kind: 'Messaging and chat',
    fields: [
      { key: 'accessToken', label: 'Access token', secret: true },
      { key: 'workspaceId', label: 'Workspace ID' },
    ],
    lists: ['contact-attributes-list', 'conversation-attributes-list'],
  },
  {
    name: 'whatsapp',
    label: 'WhatsApp Business',
    kind: 'Messaging and chat',
    fields: [
      { key: 'phoneNumberId', label: 'Phone number ID' },
      { key: 'businessAccountId', label: 'Business account ID' },
      { key: 'accessToken', label: 'Access token', secret: true },
    ],
    lists: ['triggers', 'templates'],
  },
  {
    name: 'twilio',
    label: 'Twilio SMS',
    kind: 'Messaging and chat',
    fields: [
      { key: 'accountSid', label: 'Account SID' },
      { key: 'authToken', label: 'Auth token', secret: true },
      { key: 'fromNumber', label: 'Sender number' },
    ],
    lists: ['templates'],
  },
  {
    name: 'google-calendar',
    label: 'Google Calendar',
    kind: 'Calendar',
    fields: [clientId, clientSecret, { key: 'calendarId', label: 'Calendar ID' }],
  },
  {
    name: 'calendly',
    label: 'Calendly',
    kind: 'Calendar',
    fields: [
      { key: 'accessToken', label: 'Personal access token', secret: true },
      { key: 'organizationUri', label: 'Organization address', type: 'url' },
    ],
  },
  {
    name: 'google-analytics',
    label: 'Google Analytics',
    kind: 'Analytics',
    fields: [
      { key: 'measurementId', label: 'Measurement ID' },
      { key: 'apiSecret', label: 'Measurement protocol secret', secret: true },
    ],
  },
  {
    name: 'meta-pixel',
    label: 'Meta Pixel',
    kind: 'Analytics',
    fields: [
      { key: 'pixelId', label: 'Pixel ID' },
      { key: 'accessToken', label: 'Conversions API token', secret: true },
    ],
  },
  {
    name: 'dncr',
    label: 'UAE Do Not Call Registry',
    kind: 'Do-not-call registry',
    fields: [
      { key: 'username', label: 'Username' },
      { key: 'password', label: 'Password', secret: true },
    ],
  },
  {
    name: 'property-finder',
    label: 'Property Finder',
    kind: 'Property portals',
    fields: [accountId, apiKey, { key: 'apiSecret', label: 'API secret', secret: true }, autoSync],
    lists: ['sync-status'],
  },
  {
    name: 'bayut',
    label: 'Bayut',
    kind: 'Property portals',
    fields: [accountId, apiKey, autoSync],
    lists: ['sync-status'],
  },
  {
    name: 'dubizzle',
    label: 'Dubizzle',
    kind: 'Property portals',
    fields: [accountId, apiKey, autoSync],
    lists: ['sync-status'],
  },
  {
    name: 'docusign',
    label: 'DocuSign',
    kind: 'E-signature',
    fields: [
      { key: 'integrationKey', label: 'Integration key' },
      { key: 'userId', label: 'User ID' },
      { key: 'privateKey', label: 'RSA private key', secret: true },
    ],
  },
  {
    name: 'trakheesi',
    label: 'DLD Trakheesi permits',
    kind: 'Regulatory permits',
    fields: [
      { key: 'orn', label: 'Office registration number (ORN)' },
      { key: 'username', label: 'Username' },
      { key: 'password', label: 'Password', secret: true },
    ],
  },
  {
    name: 'goyzer',
    label: 'Goyzer',
    kind: 'Agency feeds',
    fields: [feedUrl, apiKey, autoSync],
    lists: ['sync-status'],
  },
  {
    name: 'engage',
    label: 'Engage',
    kind: 'Agency feeds',
    fields: [feedUrl, apiKey, autoSync],
    lists: ['sync-status'],
  },
  {
    name: 'reelly',
    label: 'Reelly off-plan feed',
    kind: 'Agency feeds',
    fields: [feedUrl, apiKey, autoSync],
    lists: ['sync-status'],
  },
]

export const integrationByName = (name: string) => INTEGRATIONS.find((i) => i.name === name)

/** A service's field label in the current language (the catalogue keeps them by their English; brand names stay). */
export const integrationFieldLabel = (label: string): string => textOr(`settings.integrations.fields.${label}`, label)

/**
 * The settings body of one integration: its declared fields only (any other is a 400 naming it), text at
 * most 2,048 characters; a secret sent empty (or left out) keeps the stored one. Each sentence names the
 * field by its label in the request's language, read when the body is checked.
 */
export function integrationSettingsSchema(i: Integration) {
  const shape: Record<string, z.ZodType> = {}
  for (const f of i.fields) {
    const label = () => integrationFieldLabel(f.label)
    const error = (issue: z.core.$ZodRawIssue) => validationMessage(issue, label)
    const url = { error: () => schemaText('integration.url', { label: label() }) }
    shape[f.key] =
      f.type === 'boolean'
        ? z.boolean({ error: () => schemaText('integration.onOff', { label: label() }) }).optional()
        : f.type === 'url'
          ? z.union([z.literal(''), z.url(url).max(TEXT_MAX.url, { error })], url).optional()
          : z.string({ error }).trim().max(TEXT_MAX.url, { error }).optional()
  }
  return z.object({ enabled: z.boolean(say('enabledOnOff')).optional(), settings: z.strictObject(shape).optional() })
}

/** A stored secret as the API and the page show it: whether it is set, never its value. */
export const SECRET_MASK = '••••••••'
