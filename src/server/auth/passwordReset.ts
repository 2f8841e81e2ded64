import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { PASSWORDS_DIFFER, passwordSchema } from '../../domain/password.ts'
import type { AppDeps } from '../appDeps.ts'
import { bearerToken } from '../http/access.ts'
import { badRequest, parseOr400 } from '../http/errors.ts'
import type { Config } from '../config.ts'
import type { Queryable } from '../db/db.ts'
import { createMailer } from '../mail/mailer.ts'
import { linkMail } from '../mail/texts.ts'
import { hashPassword } from './passwords.ts'
import { hashToken, newToken } from './tokens.ts'
import { countResetRequest } from './throttle.ts'
import { t } from '../../domain/i18n/index.ts'
import { say } from '../../domain/i18n/schemaTexts.ts'

/** A reset link works once, for one hour. */
export const RESET_TOKEN_TTL_MINUTES = 60

const appType = z.string().trim().max(40).default('oac')
const forgotBody = z.object({ email: z.email(say('server.email')).max(320), type: appType })
const verifyBody = z.object({ email: z.string().trim().max(320).optional() })
const resetBody = z
  .object({
    password: passwordSchema,
    confirmPassword: z.string().max(1024).optional(),
    email: z.string().max(320).optional(),
    type: appType,
  })
  .refine((b) => b.confirmPassword === undefined || b.confirmPassword === b.password, {
    ...PASSWORDS_DIFFER,
    path: ['confirmPassword'],
  })

/**
 * A new single-use link to /auth/reset-password for a user, valid for `minutes`: its token is stored hashed in
 * password_resets (the one link mechanism: forgotten passwords, invites and resets an administrator forces).
 */
export async function issuePasswordLink(
  q: Queryable,
  config: Config,
  user: { id: string; email: string },
  minutes: number,
  invite = false,
): Promise<URL> {
  const token = newToken()
  await q.query(
    `insert into password_resets (token_hash, user_id, expires_at) values ($1, $2, now() + $3::int * interval '1 minute')`,
    [hashToken(token), user.id, minutes],
  )
  return passwordLink(config, token, user.email, invite)
}

/** `invite`: the page greets a first password ('Choose your password') rather than a new one. */
function passwordLink(config: Config, token: string, email: string, invite = false): URL {
  const link = new URL('/auth/reset-password', config.publicUrl)
  link.search = new URLSearchParams({ token, email, ...(invite ? { invite: '1' } : {}) }).toString()
  return link
}

export async function passwordResetRoutes(app: FastifyInstance, { db, config }: AppDeps) {
  const mailer = createMailer(config, app.log, db)

  /** The user of a live reset token (the bearer), optionally checking it was sent to `email`. */
  async function resetUser(req: FastifyRequest, email?: string): Promise<string> {
    const token = bearerToken(req)
    if (!token) throw badRequest(t('errors.auth.resetLinkInvalid'))
    const [row] = await db.query(
      `select pr.user_id, u.email from password_resets pr join users u on u.id = pr.user_id
        where pr.token_hash = $1 and pr.used_at is null and pr.expires_at > now() and (u.enabled or u.invite_pending)`,
      [hashToken(token)],
    )
    if (!row || (email && row.email.toLowerCase() !== email.trim().toLowerCase()))
      throw badRequest(t('errors.auth.resetLinkInvalid'))
    return row.user_id
  }

  app.addHook('onClose', () => mailer.close())

  // Same answer, after the same work, whether or not the e-mail belongs to a user: a token is made and
  // one statement inserts it (no row for an unknown e-mail); the mail goes out after the answer.
  app.post('/api/auth/forgot-password', { config: { access: { public: true } } }, async (req, reply) => {
    const body = parseOr400(forgotBody, req.body)
    await countResetRequest(db, req, body.email)
    const token = newToken()
    const [user] = await db.query(
      `with u as (select id, email, first_name, language from users where lower(email) = lower($2) and enabled limit 1),
            reset as (insert into password_resets (token_hash, user_id, expires_at)
                      select $1, id, now() + $3::int * interval '1 minute' from u)
       select id, email, first_name, language from u`,
      [hashToken(token), body.email, RESET_TOKEN_TTL_MINUTES],
    )
    if (user) {
      const link = passwordLink(config, token, user.email)
      const mail = linkMail(
        'reset',
        { email: user.email, name: user.first_name, language: user.language },
        link,
        RESET_TOKEN_TTL_MINUTES,
      )
      // Once the answer has gone out (or the client has gone); a mail failure is logged, never answered.
      const send = () => mailer.send(mail, { userId: user.id })
      reply.then(send, send)
    }
    return { data: { success: true, message: t('errors.auth.resetRequested') } }
  })

  app.post('/api/auth/verify-token', { config: { access: { public: true } } }, async (req) => {
    const body = parseOr400(verifyBody, req.body ?? {})
    await resetUser(req, body.email)
    return { data: { valid: true } }
  })

  // Sets the new password, uses up every reset token of the user and ends all their sessions.
  app.post('/api/auth/reset-password', { config: { access: { public: true } } }, async (req) => {
    const body = parseOr400(resetBody, req.body)
    const userId = await resetUser(req, body.email)
    const passwordHash = await hashPassword(body.password)
    let invited = false
    await db.tx(async (q) => {
      const used = await q.query(
        'update password_resets set used_at = now() where token_hash = $1 and used_at is null returning user_id',
        [hashToken(bearerToken(req)!)],
      )
      if (!used.length) throw badRequest(t('errors.auth.resetLinkInvalid')) // used concurrently
      await q.query('update password_resets set used_at = now() where user_id = $1 and used_at is null', [userId])
      // An invited user's first password enables them (an administrator's disable stays)
      const [u] = await q.query<{ invited: boolean }>(
        `with before as (select invite_pending from users where id = $2)
         update users set password_hash = $1, enabled = enabled or invite_pending, invite_pending = false, updated_at = now() where id = $2
         returning (select invite_pending from before) as invited`,
        [passwordHash, userId],
      )
      invited = u.invited
      await q.query('update sessions set revoked_at = now() where user_id = $1 and revoked_at is null', [userId])
    })
    const message = t(invited ? 'errors.auth.passwordSet' : 'errors.auth.passwordReset')
    return { data: { success: true, message } }
  })
}
