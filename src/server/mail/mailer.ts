import fs from 'node:fs'
import path from 'node:path'
import nodemailer from 'nodemailer'
import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../config.ts'

export interface MailMessage {
  to: string
  subject: string
  text: string
  html?: string
}

/** Outgoing mail. SMTP when SMTP_URL is set; otherwise each message is a JSON file in DATA_DIR/outbox. */
export interface Mailer {
  send(message: MailMessage): Promise<void>
}

export const outboxDir = (dataDir: string) => path.join(dataDir, 'outbox')

export function createMailer(config: Config, log: FastifyBaseLogger): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl)
    return {
      async send(message) {
        await transport.sendMail({ from: config.mailFrom, ...message })
        log.info({ to: message.to, subject: message.subject }, 'mail sent')
      },
    }
  }
  // No SMTP server: nodemailer's JSON transport composes the message, we keep it in the outbox and the
  // log, so development and tests can follow e-mailed links.
  const transport = nodemailer.createTransport({ jsonTransport: true })
  const dir = outboxDir(config.dataDir)
  return {
    async send(message) {
      const info = await transport.sendMail({ from: config.mailFrom, ...message })
      fs.mkdirSync(dir, { recursive: true })
      const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^\w.-]/g, '')}.json`)
      await fs.promises.writeFile(file, info.message)
      log.info({ to: message.to, subject: message.subject, file, text: message.text }, 'mail written to outbox')
    },
  }
}
