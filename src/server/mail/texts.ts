import { i18n, languageOf, type Language } from '../../domain/i18n/index.ts'
import { formatNumber } from '../../domain/format.ts'
import type { MailMessage } from './mailer.ts'

/**
 * The server's e-mails in the recipient's language (users.language; English while they chose none): a mail is
 * read where the recipient is, not in the language of whoever caused it.
 */
export const mailLanguage = (language: string | null | undefined): Language => languageOf(language)

const say = (key: string, vars: object, lng: Language): string =>
  (i18n.t as unknown as (k: string, o: object) => string)(`mail.${key}`, { ...vars, lng })

/** A mail carrying a single-use password link: the invitation, a reset asked for, a reset by an administrator. */
export function linkMail(
  kind: 'invite' | 'reset' | 'forcedReset',
  to: { email: string; name: string; language: string | null | undefined },
  link: URL,
  lifetime: number,
): MailMessage {
  const lng = mailLanguage(to.language)
  const n = formatNumber(lifetime, 0, lng)
  return {
    to: to.email,
    subject: say(`${kind}.subject`, {}, lng),
    text: `${say('hello', { name: to.name || to.email }, lng)}\n\n${say(`${kind}.body`, {}, lng)}\n\n${link}\n\n${say(`${kind}.expires`, { count: lifetime, n }, lng)}\n`,
  }
}

/** A notification's e-mail copy: its text, the link into the console, and why it was sent. */
export function copyText(body: string, link: string | null, publicUrl: string, lng: Language): string {
  return [
    body,
    link ? say('copy.openIt', { url: new URL(link, publicUrl).toString() }, lng) : null,
    say('copy.why', { setting: say('copy.setting', {}, lng) }, lng),
  ]
    .filter(Boolean)
    .join('\n\n')
}
