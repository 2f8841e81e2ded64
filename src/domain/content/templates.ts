import { t } from '../i18n/index.ts'

/**
 * Message templates' variables ({{customer.firstName}} …) and the one renderer the console's preview and
 * the campaign's mails share. A template may name only these; a value is escaped in HTML bodies.
 */
export const TEMPLATE_VARIABLES = {
  'customer.firstName': 'First name',
  'customer.lastName': 'Last name',
  'customer.fullName': 'Full name',
  'customer.email': 'E-mail',
  'customer.phoneNumber': 'Phone',
  'customer.customerID': 'Customer number',
  'asset.name': "The agency's name",
} as const

export interface TemplateContext {
  customer: {
    firstName?: string | null
    lastName?: string | null
    fullName?: string | null
    email?: string | null
    phoneNumber?: string | null
    customerID?: number | null
  }
  asset: { name?: string | null }
}

const VARIABLE = /\{\{\s*([\w.]+)\s*\}\}/g

/** The variables a text names that are not template variables, e.g. ['customer.nickname']. */
export function unknownVariables(text: string): string[] {
  return [...new Set([...text.matchAll(VARIABLE)].map((m) => m[1]).filter((v) => !(v in TEMPLATE_VARIABLES)))]
}

/** The sentence a template with unknown variables answers, naming them and the ones it may use (in the current language). */
export const unknownVariablesMessage = (label: string, names: string[]) =>
  t('errors.content.unknownVariables', {
    label,
    names: names.map((n) => `{{${n}}}`).join(', '),
    known: Object.keys(TEMPLATE_VARIABLES)
      .map((n) => `{{${n}}}`)
      .join(', '),
    count: names.length,
  })

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

function variableValue(ctx: TemplateContext, name: string): string {
  const [scope, key] = name.split('.') as ['customer' | 'asset', string]
  const v = (ctx[scope] as Record<string, unknown> | undefined)?.[key]
  return v === null || v === undefined ? '' : String(v)
}

/** The text with each variable replaced by its value ('' when the record has none); `html` escapes the values. */
export function renderTemplate(text: string, ctx: TemplateContext, opts: { html?: boolean } = {}): string {
  return text.replace(VARIABLE, (whole, name: string) => {
    if (!(name in TEMPLATE_VARIABLES)) return whole
    const v = variableValue(ctx, name)
    return opts.html ? escapeHtml(v) : v
  })
}

/** A rendered HTML body as plain text for the mail's text part: paragraphs and breaks become new lines. */
export function htmlToText(html: string): string {
  return html
    .replace(/<\s*br\s*\/?>/gi, '\n')
    .replace(/<\/\s*(p|div|h[1-6]|li|blockquote)\s*>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}
