import fs from 'node:fs'
import path from 'node:path'
import { vi } from 'vitest'
import { outboxDir } from '../../../src/server/mail/mailer.ts'

export interface OutboxMail {
  to: string
  subject: string
  text: string
  file: string
}

/** The mails the server wrote to DATA_DIR/outbox (no SMTP_URL in tests), oldest first. */
export function readOutbox(dataDir: string): OutboxMail[] {
  const dir = outboxDir(dataDir)
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => {
      const m = JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8'))
      return {
        to: m.to.map((a: { address: string }) => a.address).join(','),
        subject: m.subject,
        text: m.text,
        file: f,
      }
    })
}

export const mailsTo = (dataDir: string, email: string) => readOutbox(dataDir).filter((m) => m.to === email)

/** The first link of the newest mail to `email`, waiting for one: mail goes out after the answer. */
export function lastLinkTo(dataDir: string, email: string): Promise<URL> {
  return vi.waitFor(() => {
    const mail = mailsTo(dataDir, email).at(-1)
    const href = mail?.text.match(/https?:\/\/\S+/)?.[0]
    if (!href) throw new Error(`no mail with a link to ${email}`)
    return new URL(href)
  })
}
