import type { FastifyInstance } from 'fastify'
import fastifyCookie from '@fastify/cookie'
import { z } from 'zod'
import type { AppDeps } from '../appDeps.ts'
import { HttpError, parseOr400 } from '../http/errors.ts'
import { auth } from '../http/access.ts'
import { hashPassword, verifyPassword } from './passwords.ts'
import { hashToken, newId, newToken } from './tokens.ts'
import { loadProfile } from './profile.ts'
import { reserveLogin } from './throttle.ts'
import { deviceToken, knownDevice, rememberDevice } from './loginDevices.ts'
import { t } from '../../domain/i18n/index.ts'
import { en } from '../../domain/i18n/en/index.ts'
import { say } from '../../domain/i18n/schemaTexts.ts'

const loginBody = z.object({
  email: z.string().trim().min(1, say('server.emailRequired')).max(320),
  password: z.string().min(1, say('server.passwordRequired')).max(1024),
  remember: z.boolean().optional(),
})

/** The English answer to a failed sign-in (clients compare it; the request's language is answered). */
export const INVALID_LOGIN = en.errors.auth.invalidLogin

// Verified against for unknown e-mails so that they take as long as a wrong password.
let dummyHash: Promise<string> | undefined

export async function authRoutes(app: FastifyInstance, { db, config }: AppDeps) {
  // The device cookie of login throttling (loginDevices.ts) is the only cookie the API reads.
  await app.register(fastifyCookie)

  app.post('/api/auth/login', { config: { access: { public: true } } }, async (req, reply) => {
    const body = parseOr400(loginBody, req.body)
    const [user] = await db.query('select id, password_hash, enabled from users where lower(email) = lower($1)', [
      body.email,
    ])
    // Counted as a failure before the password is checked, so parallel attempts cannot all be checked
    // before any is counted; a right password gives the attempt back. A browser that signed in to this
    // account before spends its own budget, not the address's.
    const attempt = await reserveLogin(db, req, body.email, await knownDevice(db, deviceToken(req), user?.id))
    dummyHash ??= hashPassword(newToken())
    const hashed = user?.enabled ? user.password_hash : await dummyHash
    // Same answer for an unknown e-mail, a disabled user and a wrong password.
    const ok = (await verifyPassword(hashed, body.password)) && user?.enabled
    if (!ok) {
      // the account's owner and administrators see the failed attempt in the access logs (unknown e-mails have no account to show it on)
      if (user)
        await db.query(
          `insert into access_logs (id, user_id, action, ip, user_agent) values ($1, $2, 'login_failed', $3, $4)`,
          [newId(), user.id, req.ip, String(req.headers['user-agent'] ?? '').slice(0, 500)],
        )
      throw new HttpError(401, t('errors.auth.invalidLogin'))
    }
    await attempt.release()
    await rememberDevice(db, req, reply, user.id)
    const token = newToken()
    const hours = body.remember === false ? config.shortSessionTtlHours : config.sessionTtlHours
    const expiresAt = new Date(Date.now() + hours * 3600_000)
    const ua = String(req.headers['user-agent'] ?? '').slice(0, 500)
    // A new session starts in the asset the user chose last; from then on it keeps its own.
    const assetId = await db.tx(async (q) => {
      const [s] = await q.query(
        `insert into sessions (id, user_id, token_hash, remember, ip, user_agent, expires_at, active_asset_id)
         select $1, $2, $3, $4, $5, $6, $7, active_asset_id from users where id = $2
         returning active_asset_id`,
        [newId(), user.id, hashToken(token), body.remember !== false, req.ip, ua, expiresAt],
      )
      await q.query(
        'insert into access_logs (id, user_id, asset_id, action, ip, user_agent) values ($1,$2,$3,$4,$5,$6)',
        [newId(), user.id, s.active_asset_id, 'login', req.ip, ua],
      )
      return s.active_asset_id as string | null
    })
    const profile = await loadProfile(db, user.id, assetId)
    return { data: { accessToken: token, expiresAt: expiresAt.toISOString(), profile } }
  })

  app.post('/api/auth/logout', { config: { access: { asset: false, session: true } } }, async (req) => {
    const a = auth(req)
    await db.tx(async (q) => {
      await q.query('update sessions set revoked_at = now() where id = $1', [a.sessionId])
      await q.query(
        `insert into access_logs (id, user_id, asset_id, action, ip, user_agent) values ($1, $2, $3, 'logout', $4, $5)`,
        [newId(), a.userId, a.assetId || null, req.ip, String(req.headers['user-agent'] ?? '').slice(0, 500)],
      )
    })
    return { data: { success: true } }
  })
}
