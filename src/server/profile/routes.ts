import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { profileLanguageSchema, profileNamesSchema } from '../../domain/profile.ts'
import { PASSWORDS_DIFFER, passwordSchema } from '../../domain/password.ts'
import { t } from '../../domain/i18n/index.ts'
import type { AppDeps } from '../appDeps.ts'
import { auth } from '../http/access.ts'
import { badRequest, forbidden, parseOr400, invalid } from '../http/errors.ts'
import { loadProfile } from '../auth/profile.ts'
import { hashPassword, verifyPassword } from '../auth/passwords.ts'
import { listAccessLogs } from '../auth/accessLogs.ts'
import { pageParams } from '../http/pageParams.ts'
import { intercomHash, intercomSecret } from './intercomSecret.ts'
import { say } from '../../domain/i18n/schemaTexts.ts'

const changeAssetBody = z.object({ asset: z.uuid(say('server.assetId')) })

// The avatar may come as a storage file id or as the stored file object the upload answered.
const fileId = z.preprocess(
  (v) => (v && typeof v === 'object' && '_id' in v ? (v as { _id: unknown })._id : v),
  z.uuid(say('server.storedFile')),
)
const profileBody = profileNamesSchema
  .partial()
  .extend({ avatar: fileId.nullable().optional(), language: profileLanguageSchema.optional() })

// read when the body is checked, in the request's language (the web's form says the same)
const OLD_REQUIRED = { error: () => t('profile.password.oldRequired') }
const changePasswordBody = z
  .object({
    oldPassword: z.string(OLD_REQUIRED).min(1, OLD_REQUIRED).max(1024),
    password: passwordSchema,
    confirmPassword: z.string().max(1024).optional(),
  })
  .refine((b) => b.confirmPassword === undefined || b.confirmPassword === b.password, {
    ...PASSWORDS_DIFFER,
    path: ['confirmPassword'],
  })

const intercomBody = z.object({
  userId: z.string(say('server.intercomUserId')).min(1, say('server.intercomUserId')).max(100),
})

export async function profileRoutes(app: FastifyInstance, { db, config }: AppDeps) {
  app.get('/api/profile', { config: { access: { asset: false, session: true } } }, async (req) => ({
    data: auth(req).profile,
  }))

  // Own name, avatar and language; the avatar must be a stored file of one of the user's assets.
  app.patch('/api/profile', { config: { access: { asset: false, session: true } } }, async (req) => {
    const a = auth(req)
    const body = parseOr400(profileBody, req.body)
    if (body.avatar) {
      const [file] = await db.query(
        'select 1 from storage_files where id = $1 and asset_id = any($2::uuid[]) and deleted_at is null',
        [body.avatar, a.profile.assets.map((x) => x._id)],
      )
      if (!file) throw invalid([{ path: 'avatar', message: t('errors.profile.avatarNotFound') }])
    }
    await db.query(
      `update users set first_name = coalesce($2, first_name), last_name = coalesce($3, last_name),
              avatar_id = case when $4::boolean then $5::uuid else avatar_id end,
              language = case when $6::boolean then $7::text else language end, updated_at = now()
        where id = $1`,
      [
        a.userId,
        body.firstName ?? null,
        body.lastName ?? null,
        body.avatar !== undefined,
        body.avatar ?? null,
        body.language !== undefined,
        body.language ?? null,
      ],
    )
    return { data: await loadProfile(db, a.userId, a.profile.activeAsset?._id ?? null) }
  })

  // The old password must match; every other session of the user ends.
  app.patch('/api/profile/change-password', { config: { access: { asset: false, session: true } } }, async (req) => {
    const a = auth(req)
    const body = parseOr400(changePasswordBody, req.body)
    const [u] = await db.query('select password_hash from users where id = $1', [a.userId])
    if (!(await verifyPassword(u.password_hash, body.oldPassword))) {
      const message = t('profile.password.oldIncorrect')
      throw badRequest(`oldPassword: ${message}`, [{ path: 'oldPassword', message }])
    }
    const passwordHash = await hashPassword(body.password)
    await db.tx(async (q) => {
      await q.query('update users set password_hash = $1, updated_at = now() where id = $2', [passwordHash, a.userId])
      await q.query('update sessions set revoked_at = now() where user_id = $1 and id <> $2 and revoked_at is null', [
        a.userId,
        a.sessionId,
      ])
    })
    return { data: { success: true, message: t('profile.password.changed') } }
  })

  // Only an asset the user belongs to (any asset for super access); answers the new profile. Switches this
  // session only (other sign-ins of the user keep theirs) and is kept as the user's last choice, where
  // their next session starts.
  app.patch(
    '/api/profile/change-active-asset',
    { config: { access: { asset: false, session: true } } },
    async (req) => {
      const a = auth(req)
      const { asset } = parseOr400(changeAssetBody, req.body)
      if (!a.profile.assets.some((x) => x._id === asset)) throw forbidden(t('errors.profile.noAssetAccess'))
      await db.tx(async (q) => {
        await q.query('update sessions set active_asset_id = $1 where id = $2', [asset, a.sessionId])
        await q.query('update users set active_asset_id = $1, updated_at = now() where id = $2', [asset, a.userId])
      })
      return { data: await loadProfile(db, a.userId, asset) }
    },
  )

  // 'My Access Logs': the caller's own logins, newest first, paginated.
  app.get('/api/profile/access-logs', { config: { access: { asset: false, session: true } } }, async (req) => {
    const p = pageParams((req.query as { filter?: unknown }).filter)
    return listAccessLogs(db, p, auth(req).userId)
  })

  // Identity verification hash for the chat widget, for the caller's own id only.
  app.post('/api/profile/intercom-hash', { config: { access: { asset: false, session: true } } }, async (req) => {
    const a = auth(req)
    const { userId } = parseOr400(intercomBody, req.body)
    if (userId !== a.userId) throw forbidden(t('errors.profile.ownHashOnly'))
    return { data: { hash: intercomHash(intercomSecret(config), userId) } }
  })
}
