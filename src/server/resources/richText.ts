import sanitizeHtml from 'sanitize-html'
import { controlFor } from '../../domain/resources/define.ts'
import type { FieldDef, ResourceDef } from './types.ts'

/**
 * The HTML a rich text field may store: what the console's editor (Tiptap) writes, nothing that runs.
 * An allowlist: other tags are dropped (script and style with their content), every attribute not named
 * here goes (on*, style, class), and links and images keep only http(s), mailto and tel URLs or
 * site-relative paths (no javascript:, data: or vbscript:), so no stored text can run a script on the
 * console or the website that shows it.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'code',
    'pre',
    'hr',
    'img',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'], img: ['src', 'alt'], ol: ['start'], '*': ['dir', 'lang'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // a link opening another tab cannot reach back into the page that opened it
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow' }) },
}

export const sanitizeRichText = (html: string) => sanitizeHtml(html, OPTIONS)

const isRich = (f: FieldDef | undefined) => !!f && controlFor(f) === 'richText'

/** A write's values with every rich text cleaned: the field itself, its translations and rich text sub-fields of items. */
export function cleanRichText(
  def: Pick<ResourceDef, 'fields'>,
  values: Record<string, unknown>,
): Record<string, unknown> {
  const out = { ...values }
  for (const [name, v] of Object.entries(values)) {
    const f = def.fields[name]
    if (!f || v === null || v === undefined) continue
    if (isRich(f) && typeof v === 'string') out[name] = sanitizeRichText(v)
    else if (f.items && Array.isArray(v))
      out[name] = v.map((item) =>
        item && typeof item === 'object' ? cleanRichText(f.items!, item as Record<string, unknown>) : item,
      )
    else if (f.translate && typeof v === 'object') {
      const rich = f.translate.fields.filter((k) => isRich(def.fields[k]))
      if (!rich.length) continue
      out[name] = Object.fromEntries(
        Object.entries(v as Record<string, Record<string, unknown> | undefined>).map(([lang, texts]) => [
          lang,
          texts && cleanRichText({ fields: Object.fromEntries(rich.map((k) => [k, def.fields[k]])) }, texts),
        ]),
      )
    }
  }
  return out
}
