import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { INVITE_TTL_HOURS, inviteUserSchema, updateUserSchema, type UpdateUser } from '../../domain/admin/users.ts'
import { P, SUPER_ADMIN } from '../../domain/permissions.ts'
import type { AppDeps } from '../app.ts'
import { issuePasswordLink, RESET_TOKEN_TTL_MINUTES } from '../auth/passwordReset.ts'
import { newId } from '../auth/tokens.ts'
import type { Queryable } from '../db/db.ts'
import { auth, type AuthContext } from '../http/access.ts'
import { badRequest, conflict, forbidden, notFound, parseOr400 } from '../http/errors.ts'
import { createMailer, type MailMessage } from '../mail/mailer.ts'

const idParams = z.object({ id: z.uuid('id must be a user id') })
const body = (req: { body: unknown }) => (req.body as { data?: unknown } | null)?.data ?? req.body ?? {}
/** A password no argon2 hash equals: invited users and forced resets sign in only after choosing one. */
const NO_PASSWORD = '!unset'

/** One user as the admin screens read it: role, assets, linked team members, whether the invite is pending. Never a hash. */
export const userColumns = `u.id, u.email, u.first_name, u.last_name, u.is_root_user, u.enabled, u.invite_pending, u.created_at, u.updated_at,
  r.id as role_id, r.name as role_name, r.code as role_code,
  coalesce((select json_agg(json_build_object('_id', x.id, 'name', x.name) order by x.name)
              from user_assets ua join assets x on x.id = ua.asset_id where ua.user_id = u.id), '[]') as assets,
  coalesce((select json_agg(json_build_object('_id', m.id, 'name', m.name, 'asset', m.asset_id) order by m.name)
              from team_members m where m.user_id = u.id and m.deleted_at is null), '[]') as team_members`

export const toUser = (r: Record<string, any>) => ({
  _id: r.id,
  email: r.email,
  firstName: r.first_name,
  lastName: r.last_name,
  fullName: [r.first_name, r.last_name].filter(Boolean).join(' '),
  role: r.role_id ? { _id: r.role_id, name: r.role_name, code: r.role_code } : null,
  isRootUser: r.is_root_user,
  enabled: r.enabled,
  invitePending: r.invite_pending,
  assets: r.assets,
  teamMembers: r.team_members,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
})

async function readUser(db: Queryable, id: string) {
  const [r] = await db.query(`select ${userColumns} from users u left join roles r on r.id = u.role_id where u.id = $1`, [id])
  return r ? toUser(r) : null
}

/**
 * What a caller without super access may do with users (USER_ADD / USER_UPDATE held on a role): only the
 * users of their active asset, never a super user, and give only their asset and a role whose keys they
 * hold themselves, so the keys cannot grant more than their holder has.
 */
async function checkGrant(q: Queryable, a: AuthContext, b: { role?: string; assets?: string[] }) {
  if (b.role !== undefined) {
    const [role] = await q.query<{ code: string; permissions: string[] }>('select code, permissions from roles where id = $1', [b.role])
    if (!role) throw badRequest('Role not found.', [{ path: 'role', message: 'Role not found.' }])
    if (!a.isSuper && (role.code === SUPER_ADMIN || !role.permissions.every((k) => a.can(k)))) throw forbidden('You can only give a role whose permissions you hold yourself.')
  }
  if (b.assets !== undefined) {
    const found = await q.query('select id from assets where id = any($1::uuid[])', [b.assets])
    if (found.length !== new Set(b.assets).size) throw badRequest('Asset not found.', [{ path: 'assets', message: 'Asset not found.' }])
    if (!a.isSuper && b.assets.some((x) => x !== a.assetId)) throw forbidden('You can only give access to your active asset.')
  }
}

/** The user, when the caller may manage them: super access any; others a non-super user of their active asset. */
async function managedUser(q: Queryable, a: AuthContext, id: string) {
  const [u] = await q.query<{ id: string; email: string; first_name: string; enabled: boolean; invite_pending: boolean; super: boolean; in_asset: boolean }>(
    `select u.id, u.email, u.first_name, u.enabled, u.invite_pending, (u.is_root_user or coalesce(r.code = $3, false)) as super,
            exists (select 1 from user_assets ua where ua.user_id = u.id and ua.asset_id = $2) as in_asset
       from users u left join roles r on r.id = u.role_id where u.id = $1`,
    [id, a.assetId || null, SUPER_ADMIN],
  )
  if (!u || (!a.isSuper && (!u.in_asset || u.super))) throw notFound('User not found')
  return u
}

/** Links the user to one team member (their agent record in one of their assets), or to none; without super access only in the active asset. */
async function linkTeamMember(q: Queryable, a: AuthContext, userId: string, teamMember: string | null) {
  if (teamMember) {
    const [m] = await q.query<{ asset_id: string }>(
      `select m.asset_id from team_members m join user_assets ua on ua.asset_id = m.asset_id and ua.user_id = $2
        where m.id = $1 and m.deleted_at is null and ($3::uuid is null or m.asset_id = $3)`,
      [teamMember, userId, a.isSuper ? null : a.assetId],
    )
    if (!m) throw badRequest('Team member not found in the assets of this user.', [{ path: 'teamMember', message: 'Team member not found in the assets of this user.' }])
    await q.query('update team_members set user_id = null where user_id = $1 and asset_id = $2 and id <> $3', [userId, m.asset_id, teamMember])
    await q.query('update team_members set user_id = $1 where id = $2', [userId, teamMember])
  } else {
    await q.query('update team_members set user_id = null where user_id = $1 and ($2::uuid is null or asset_id = $2)', [userId, a.isSuper ? null : a.assetId])
  }
}

const inviteMail = (to: string, name: string, link: URL): MailMessage => ({
  to,
  subject: 'You are invited to Agency Console',
  text:
    `Hello ${name || to},\n\nYou have been given an account on Agency Console. Open this link to choose your password and sign in:\n\n${link}\n\n` +
    `The link works once and expires in ${INVITE_TTL_HOURS} hours.\n`,
})
const forcedResetMail = (to: string, name: string, link: URL): MailMessage => ({
  to,
  subject: 'Choose a new Agency Console password',
  text:
    `Hello ${name || to},\n\nAn administrator has reset the password of your Agency Console account. Open this link to choose a new one:\n\n${link}\n\n` +
    `The link works once and expires in ${RESET_TOKEN_TTL_MINUTES} minutes. Afterwards use "Forgot password" on the sign-in page.\n`,
})

/** /admin/users: invite, edit (role, assets, team member, enabled) and force a password reset. */
export async function adminUserRoutes(app: FastifyInstance, { db, config }: AppDeps) {
  const mailer = createMailer(config, app.log, db)
  app.addHook('onClose', () => mailer.close())

  app.get('/api/admin/users/:id', { config: { access: { permissions: [P.USERS_VIEW] } } }, async (req) => {
    const a = auth(req)
    const { id } = parseOr400(idParams, req.params)
    await managedUser(db, a, id)
    return { data: await readUser(db, id) }
  })

  // The user starts disabled with no password; the e-mailed link (single use, INVITE_TTL_HOURS) sets it and enables them.
  app.post('/api/admin/users', { config: { access: { permissions: [P.USER_ADD] } } }, async (req, reply) => {
    const a = auth(req)
    const b = parseOr400(inviteUserSchema, body(req))
    const { id, link } = await db.tx(async (q) => {
      await checkGrant(q, a, b)
      if ((await q.query('select 1 from users where lower(email) = lower($1)', [b.email])).length)
        throw badRequest('A user with this e-mail already exists.', [{ path: 'email', message: 'A user with this e-mail already exists.' }])
      const id = newId()
      await q.query(
        `insert into users (id, email, password_hash, first_name, last_name, role_id, enabled, invite_pending, active_asset_id)
         values ($1, $2, $3, $4, $5, $6, false, true, $7)`,
        [id, b.email, NO_PASSWORD, b.firstName, b.lastName, b.role, b.assets[0]],
      )
      await q.query('insert into user_assets (user_id, asset_id) select $1, unnest($2::uuid[]) on conflict do nothing', [id, b.assets])
      if (b.teamMember) await linkTeamMember(q, a, id, b.teamMember)
      return { id, link: await issuePasswordLink(q, config, { id, email: b.email }, INVITE_TTL_HOURS * 60, true) }
    })
    const send = () => mailer.send(inviteMail(b.email, b.firstName, link), { userId: id })
    reply.then(send, send)
    reply.status(201)
    return { data: await readUser(db, id) }
  })

  app.patch('/api/admin/users/:id', { config: { access: { permissions: [P.USER_UPDATE] } } }, async (req) => {
    const a = auth(req)
    const { id } = parseOr400(idParams, req.params)
    const b: UpdateUser = parseOr400(updateUserSchema, body(req))
    if (id === a.userId && (b.enabled === false || b.role !== undefined)) throw badRequest('You cannot disable your own account or change your own role.')
    // the user's other assets are not the caller's to take away
    if (!a.isSuper && b.assets !== undefined) throw forbidden("Only super access changes a user's assets.")
    await db.tx(async (q) => {
      await managedUser(q, a, id)
      await checkGrant(q, a, b)
      await q.query(
        `update users set first_name = coalesce($2, first_name), last_name = coalesce($3, last_name), role_id = coalesce($4, role_id),
                enabled = case when invite_pending then enabled else coalesce($5, enabled) end, updated_at = now() where id = $1`,
        [id, b.firstName ?? null, b.lastName ?? null, b.role ?? null, b.enabled ?? null],
      )
      if (b.assets) {
        await q.query('delete from user_assets where user_id = $1 and not (asset_id = any($2::uuid[]))', [id, b.assets])
        await q.query('insert into user_assets (user_id, asset_id) select $1, unnest($2::uuid[]) on conflict do nothing', [id, b.assets])
        // a session working in an asset the user lost starts over in one they have
        await q.query('update users set active_asset_id = $2 where id = $1 and not (active_asset_id = any($3::uuid[]))', [id, b.assets[0], b.assets])
        await q.query('update sessions set active_asset_id = $2 where user_id = $1 and not (active_asset_id = any($3::uuid[]))', [id, b.assets[0], b.assets])
        await q.query('update team_members set user_id = null where user_id = $1 and not (asset_id = any($2::uuid[]))', [id, b.assets])
      }
      if (b.teamMember !== undefined) await linkTeamMember(q, a, id, b.teamMember)
      // A disabled user's sessions end now, not when they are enabled again.
      if (b.enabled === false) await q.query('update sessions set revoked_at = now() where user_id = $1 and revoked_at is null', [id])
    })
    return { data: await readUser(db, id) }
  })

  // Only an invitation nobody accepted: a user who signed in is disabled instead, so their history keeps its author.
  app.delete('/api/admin/users/:id', { config: { access: { permissions: [P.USER_DELETE] } } }, async (req) => {
    const a = auth(req)
    const { id } = parseOr400(idParams, req.params)
    await db.tx(async (q) => {
      const u = await managedUser(q, a, id)
      if (!u.invite_pending) throw conflict('Only an invitation not yet accepted can be deleted: disable a user who has signed in.')
      await q.query('update team_members set user_id = null where user_id = $1', [id])
      await q.query('delete from users where id = $1 and invite_pending', [id])
    })
    return { data: { _id: id } }
  })

  // Ends every session, makes the password unusable and e-mails a link to choose a new one (an invite's link again while it is pending).
  app.post('/api/admin/users/:id/reset-password', { config: { access: { permissions: [P.USER_UPDATE] } } }, async (req, reply) => {
    const a = auth(req)
    const { id } = parseOr400(idParams, req.params)
    if (id === a.userId) throw badRequest('Change your own password from your profile.')
    const { mail } = await db.tx(async (q) => {
      const u = await managedUser(q, a, id)
      if (!u.enabled && !u.invite_pending) throw conflict('This user is disabled: enable them first.')
      await q.query('update password_resets set used_at = now() where user_id = $1 and used_at is null', [id])
      await q.query('update users set password_hash = $2, updated_at = now() where id = $1', [id, NO_PASSWORD])
      await q.query('update sessions set revoked_at = now() where user_id = $1 and revoked_at is null', [id])
      const minutes = u.invite_pending ? INVITE_TTL_HOURS * 60 : RESET_TOKEN_TTL_MINUTES
      const link = await issuePasswordLink(q, config, u, minutes, u.invite_pending)
      return { mail: (u.invite_pending ? inviteMail : forcedResetMail)(u.email, u.first_name, link) }
    })
    const send = () => mailer.send(mail, { userId: id })
    reply.then(send, send)
    return { data: { success: true, message: `A link to choose a new password has been sent to ${mail.to}.` } }
  })
}
