import { RICH_TEXT_CLASS } from './richTextClass.ts'

/**
 * Stored rich text as it reads. The HTML is shown as HTML because the server sanitized it on every write
 * (src/server/resources/richText.ts: the editor's tags only, no script, handler or scripted URL).
 */
export function RichTextView({ html, dir, lang }: { html: string; dir?: 'ltr' | 'rtl'; lang?: string }) {
  // stored text in its own direction unless its language says (Data's rule, for a block)
  return (
    <div
      className={RICH_TEXT_CLASS}
      dir={dir ?? 'auto'}
      lang={lang}
      data-i18n-data
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by the server on every write (see above)
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
