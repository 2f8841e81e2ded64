import fs from 'node:fs'
import path from 'node:path'
import nodemailer from 'nodemailer'
import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../config.ts'
import { systemLog } from '../audit/systemLog.ts'
import type { Queryable } from '../db/db.ts'

export interface MailMessage {
  to: string
  subject: string
  text: string
  html?: string
}

/** Outgoing mail. SMTP when SMTP_URL is set; otherwise each message is a JSON file in DATA_DIR/outbox. */
export interface Mailer {
  /** Sends in the background, never awaited by an answer; a failure is logged with `context`. */
  send(message: MailMessage, context?: object): void
  /** Sends and resolves when the mail went out (or rejects), for callers that record the outcome. */
  deliver(message: MailMessage): Promise<void>
  /** Waits for the mails still being sent (server shutdown). */
  close(): Promise<void>
}

type Deliver = (message: MailMessage) => Promise<void>

export const outboxDir = (dataDir: string) => path.join(dataDir, 'outbox')

/** With `db`, each mail's outcome (recipient and subject, never its text: it may hold links) goes to the system log. */
export function createMailer(config: Config, log: FastifyBaseLogger, db?: Queryable): Mailer {
  const transport = config.smtpUrl ? smtpDelivery(config.smtpUrl, config.mailFrom, log) : outboxDelivery(config, log)
  const deliver: Deliver = !db
    ? transport
    : async (message) => {
        const about = { to: message.to, subject: message.subject, via: config.smtpUrl ? 'smtp' : 'outbox' }
        try {
          await transport(message)
        } catch (err) {
          await systemLog(
            db,
            {
              kind: 'mail.failed',
              level: 'error',
              message: `Mail "${message.subject}" to ${message.to} failed: ${(err as Error).message}`,
              details: about,
            },
            (e) => log.error({ err: e }, 'system log failed'),
          )
          throw err
        }
        await systemLog(
          db,
          { kind: 'mail.sent', message: `Mail "${message.subject}" sent to ${message.to}`, details: about },
          (e) => log.error({ err: e }, 'system log failed'),
        )
      }
  const sending = new Set<Promise<void>>()
  const track = (delivery: Promise<void>) => {
    const settled = delivery.catch(() => {}).finally(() => sending.delete(settled))
    sending.add(settled)
    return delivery
  }
  return {
    send(message, context) {
      void track(deliver(message)).catch((err) =>
        log.error({ err, to: message.to, subject: message.subject, ...context }, 'mail could not be sent'),
      )
    },
    deliver: (message) => track(deliver(message)),
    async close() {
      await Promise.all(sending)
    },
  }
}

function smtpDelivery(smtpUrl: string, from: string, log: FastifyBaseLogger): Deliver {
  const transport = nodemailer.createTransport(smtpUrl)
  return async (message) => {
    await transport.sendMail({ from, ...message })
    log.info({ to: message.to, subject: message.subject }, 'mail sent')
  }
}

// No SMTP server: nodemailer's JSON transport composes the message and we keep it in the outbox, so
// development and tests can follow e-mailed links. The log says only that a mail was written and where:
// its text holds reset links, which must not reach the log.
function outboxDelivery(config: Config, log: FastifyBaseLogger): Deliver {
  const transport = nodemailer.createTransport({ jsonTransport: true })
  const dir = outboxDir(config.dataDir)
  return async (message) => {
    const info = await transport.sendMail({ from: config.mailFrom, ...message })
    await fs.promises.mkdir(dir, { recursive: true })
    const file = path.join(
      dir,
      `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^\w.-]/g, '')}.json`,
    )
    // Written under another name and renamed, so a reader of the outbox never sees half a mail.
    await fs.promises.writeFile(`${file}.tmp`, info.message)
    await fs.promises.rename(`${file}.tmp`, file)
    log.info({ to: message.to, subject: message.subject, file }, 'mail written to outbox')
  }
}
