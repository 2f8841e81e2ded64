import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { INVITE_TTL_HOURS } from '../../domain/admin/users.ts'
import type { AppDeps } from '../appDeps.ts'
import { issuePasswordLink, RESET_TOKEN_TTL_MINUTES } from '../auth/passwordReset.ts'
import { newId } from '../auth/tokens.ts'
import type { Db, Queryable } from '../db/db.ts'
import { auth, type Access } from '../http/access.ts'
import { badRequest, conflict, notFound, parseOr400, invalid } from '../http/errors.ts'
import { createMailer } from '../mail/mailer.ts'
import { linkMail } from '../mail/texts.ts'
import { getById, getDef, parseFilter, parseWriteBody, readCtx } from '../resources/index.ts'
import { checkNotChanged, staleGuard } from '../resources/write.ts'
import { t } from '../../domain/i18n/index.ts'
import { USER_TEAM_MEMBER_SQL } from './users.server.ts'
import { say } from '../../domain/i18n/schemaTexts.ts'

const idParams = z.object({ id: z.uuid(say('server.userIdParam')) })
const body = (req: { body: unknown }) => (req.body as { data?: unknown } | null)?.data ?? req.body ?? {}
/** A password no argon2 hash equals: invited users and forced resets sign in only after choosing one. */
const NO_PASSWORD = '!unset'
/** Users span assets: only super access manages them (the declaration's keys on top). */
const access = (key: string): { access: Access } => ({ access: { permissions: [key], superOnly: true } })

type UserBody = {
  role?: string
  assets?: string[]
  teamMember?: string | null
  firstName?: string
  lastName?: string
  enabled?: boolean
}

const users = getDef('users')

/** The user as the registry answers it (GET /api/admin/users/{id}), with role, assets and team member populated. */
const readUser = (req: FastifyRequest, db: Db, id: string) =>
  getById(readCtx(req, db), users, id, parseFilter(users, { populate: ['role', 'assets', 'teamMember'] }, auth(req)))

/** The role and assets a write names must exist. */
async function checkGrant(q: Queryable, b: UserBody) {
  if (b.role !== undefined && !(await q.query('select 1 from roles where id = $1', [b.role])).length)
    throw invalid([{ path: 'role', message: t('errors.admin.roleUnknown') }])
  if (b.assets !== undefined) {
    const found = await q.query('select id from assets where id = any($1::uuid[])', [b.assets])
    if (found.length !== new Set(b.assets).size)
      throw invalid([{ path: 'assets', message: t('errors.admin.assetUnknown') }])
  }
}

async function existingUser(q: Queryable, id: string) {
  const [u] = await q.query<Recipient & { id: string; enabled: boolean; invite_pending: boolean }>(
    'select id, email, first_name, language, enabled, invite_pending from users where id = $1',
    [id],
  )
  if (!u) throw notFound(t('errors.admin.userNotFound'))
  return u
}

/**
 * Links the user to a team member (their agent record in one of their assets), one per asset. null clears
 * the member the record shows (the declaration's teamMember), and only when it is in the active asset: the
 * form offers that asset's members and shows no other, so a save never unlinks a member it did not show.
 */
async function linkTeamMember(q: Queryable, activeAsset: string, userId: string, teamMember: string | null) {
  if (teamMember) {
    const [m] = await q.query<{ asset_id: string }>(
      `select m.asset_id from team_members m join user_assets ua on ua.asset_id = m.asset_id and ua.user_id = $2
        where m.id = $1 and m.deleted_at is null`,
      [teamMember, userId],
    )
    if (!m) throw invalid([{ path: 'teamMember', message: t('errors.admin.memberNotInAssets') }])
    await q.query('update team_members set user_id = null where user_id = $1 and asset_id = $2 and id <> $3', [
      userId,
      m.asset_id,
      teamMember,
    ])
    await q.query('update team_members set user_id = $1 where id = $2', [userId, teamMember])
  } else {
    await q.query(
      `update team_members set user_id = null where user_id = $1 and asset_id = $2 and id = (select ${USER_TEAM_MEMBER_SQL} from users where users.id = $1)`,
      [userId, activeAsset],
    )
  }
}

type Recipient = { email: string; first_name: string; language: string | null }
const inviteMail = (u: Recipient, link: URL) =>
  linkMail('invite', { email: u.email, name: u.first_name, language: u.language }, link, INVITE_TTL_HOURS)
const forcedResetMail = (u: Recipient, link: URL) =>
  linkMail('forcedReset', { email: u.email, name: u.first_name, language: u.language }, link, RESET_TOKEN_TTL_MINUTES)

/** /admin/users: invite, edit (role, assets, team member, enabled) and force a password reset. */
export async function adminUserRoutes(app: FastifyInstance, { db, config }: AppDeps) {
  const mailer = createMailer(config, app.log, db)
  app.addHook('onClose', () => mailer.close())

  // The user starts disabled with no password; the e-mailed link (single use, INVITE_TTL_HOURS) sets it and enables them.
  app.post('/api/admin/users', { config: access(users.access!.add![0]) }, async (req, reply) => {
    const a = auth(req)
    const b = parseWriteBody(users, body(req), 'create', a.assetId) as UserBody & {
      email: string
      firstName: string
      role: string
      assets: string[]
    }
    const { id, link } = await db.tx(async (q) => {
      await checkGrant(q, b)
      if ((await q.query('select 1 from users where lower(email) = lower($1)', [b.email])).length)
        throw invalid([{ path: 'email', message: t('errors.admin.emailTaken') }])
      const id = newId()
      await q.query(
        `insert into users (id, email, password_hash, first_name, last_name, role_id, enabled, invite_pending, active_asset_id)
         values ($1, $2, $3, $4, $5, $6, false, true, $7)`,
        [id, b.email, NO_PASSWORD, b.firstName, b.lastName ?? '', b.role, b.assets[0]],
      )
      await q.query(
        'insert into user_assets (user_id, asset_id) select $1, unnest($2::uuid[]) on conflict do nothing',
        [id, b.assets],
      )
      if (b.teamMember) await linkTeamMember(q, a.assetId, id, b.teamMember)
      return { id, link: await issuePasswordLink(q, config, { id, email: b.email }, INVITE_TTL_HOURS * 60, true) }
    })
    const send = () =>
      mailer.send(inviteMail({ email: b.email, first_name: b.firstName, language: null }, link), { userId: id })
    reply.then(send, send)
    reply.status(201)
    return { data: await readUser(req, db, id) }
  })

  app.patch('/api/admin/users/:id', { config: access(users.access!.update![0]) }, async (req) => {
    const a = auth(req)
    const { id } = parseOr400(idParams, req.params)
    const b = parseWriteBody(users, body(req), 'update', a.assetId) as UserBody
    const seen = staleGuard(users, body(req))
    if (id === a.userId && (b.enabled === false || (b.role !== undefined && b.role !== a.profile.role?._id)))
      throw badRequest(t('errors.admin.notYourself'))
    await db.tx(async (q) => {
      await existingUser(q, id)
      if (seen) await checkNotChanged(q, users, id, a.assetId, seen)
      await checkGrant(q, b)
      await q.query(
        `update users set first_name = coalesce($2, first_name), last_name = coalesce($3, last_name), role_id = coalesce($4, role_id),
                enabled = case when invite_pending then enabled else coalesce($5, enabled) end, updated_at = now() where id = $1`,
        // an emptied last name is '' (the column holds no null); one left out stays
        [id, b.firstName ?? null, b.lastName === null ? '' : (b.lastName ?? null), b.role ?? null, b.enabled ?? null],
      )
      if (b.assets) {
        await q.query('delete from user_assets where user_id = $1 and not (asset_id = any($2::uuid[]))', [id, b.assets])
        await q.query(
          'insert into user_assets (user_id, asset_id) select $1, unnest($2::uuid[]) on conflict do nothing',
          [id, b.assets],
        )
        // a session working in an asset the user lost starts over in one they have
        await q.query(
          'update users set active_asset_id = $2 where id = $1 and not (active_asset_id = any($3::uuid[]))',
          [id, b.assets[0], b.assets],
        )
        await q.query(
          'update sessions set active_asset_id = $2 where user_id = $1 and not (active_asset_id = any($3::uuid[]))',
          [id, b.assets[0], b.assets],
        )
        await q.query(
          'update team_members set user_id = null where user_id = $1 and not (asset_id = any($2::uuid[]))',
          [id, b.assets],
        )
      }
      if (b.teamMember !== undefined) await linkTeamMember(q, a.assetId, id, b.teamMember)
      // A disabled user's sessions end now, not when they are enabled again.
      if (b.enabled === false)
        await q.query('update sessions set revoked_at = now() where user_id = $1 and revoked_at is null', [id])
    })
    return { data: await readUser(req, db, id) }
  })

  // Only an invitation nobody accepted: a user who signed in is disabled instead, so their history keeps its author.
  app.delete('/api/admin/users/:id', { config: access(users.access!.delete![0]) }, async (req) => {
    const { id } = parseOr400(idParams, req.params)
    await db.tx(async (q) => {
      const u = await existingUser(q, id)
      if (!u.invite_pending) throw conflict(t('errors.admin.onlyInvitationDeleted'))
      await q.query('update team_members set user_id = null where user_id = $1', [id])
      await q.query('delete from users where id = $1 and invite_pending', [id])
    })
    return { data: { _id: id } }
  })

  // Ends every session, makes the password unusable and e-mails a link to choose a new one (an invite's link again while it is pending).
  app.post('/api/admin/users/:id/reset-password', { config: access(users.access!.update![0]) }, async (req, reply) => {
    const a = auth(req)
    const { id } = parseOr400(idParams, req.params)
    if (id === a.userId) throw badRequest(t('errors.admin.ownPassword'))
    const { mail } = await db.tx(async (q) => {
      const u = await existingUser(q, id)
      if (!u.enabled && !u.invite_pending) throw conflict(t('errors.admin.userDisabled'))
      await q.query('update password_resets set used_at = now() where user_id = $1 and used_at is null', [id])
      await q.query('update users set password_hash = $2, updated_at = now() where id = $1', [id, NO_PASSWORD])
      await q.query('update sessions set revoked_at = now() where user_id = $1 and revoked_at is null', [id])
      const minutes = u.invite_pending ? INVITE_TTL_HOURS * 60 : RESET_TOKEN_TTL_MINUTES
      const link = await issuePasswordLink(q, config, u, minutes, u.invite_pending)
      return { mail: (u.invite_pending ? inviteMail : forcedResetMail)(u, link) }
    })
    const send = () => mailer.send(mail, { userId: id })
    reply.then(send, send)
    return { data: { success: true, message: t('errors.admin.linkSent', { email: mail.to }) } }
  })
}
