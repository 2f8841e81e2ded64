import fs from 'node:fs'
import path from 'node:path'
import { serverDataDir } from '../setup/servers.ts'

// The data folder of this worker's server (setup/servers.ts): without SMTP, mail lands in its outbox.
const outbox = path.join(serverDataDir(), 'outbox')

/** The /auth/reset-password link (as a path) of the newest mail to `email` that contains `marker`, or null. */
export function mailedPasswordLink(email: string, marker = '/auth/reset-password'): string | null {
  if (!fs.existsSync(outbox)) return null
  // Only finished mails: the server writes each to a .tmp file and renames it, so one being written may be
  // listed and gone by the time it is read (ENOENT in CI while another spec's mail was going out).
  const names = fs
    .readdirSync(outbox)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .reverse()
  const mails = names.map((f) => fs.readFileSync(path.join(outbox, f), 'utf8'))
  const mail = mails.find((m) => m.includes(email) && m.includes(marker))
  const m = mail && /https?:\/\/[^/\s"]+(\/auth\/reset-password\?[^\s"\\]+)/.exec(mail)
  return m ? m[1].replace(/&amp;/g, '&') : null
}
