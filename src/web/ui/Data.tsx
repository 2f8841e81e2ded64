import type { ReactNode } from 'react'

/**
 * A stored value on a screen: a name, a title, free text, a reference, an e-mail, a phone, an ID. One mark
 * for every renderer (list cells, record pages, the lead's cards):
 * - `data-i18n-data`: the value is the database's, not the console's words, so the language check (and a
 *   translator) leaves it as written;
 * - its own direction, isolated from the sentence around it: `ltr` for phones, e-mails, references and IDs
 *   (a phone inside Arabic otherwise reads '7735 499 52 971+'), else `auto` (an English name in Arabic
 *   reads left to right, an Arabic one right to left, and neither moves the punctuation around it).
 * A text-only place (a title attribute, a toast's string) uses `isolate` instead.
 */
export function Data({
  children,
  ltr,
  className,
  title,
}: {
  children: ReactNode
  ltr?: boolean
  className?: string
  title?: string
}) {
  return (
    <bdi dir={ltr ? 'ltr' : 'auto'} data-i18n-data className={className} title={title}>
      {children}
    </bdi>
  )
}
