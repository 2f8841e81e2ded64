import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { PASSWORDS_DIFFER, passwordSchema } from '../../domain/password.ts'
import { P, SUPER_ADMIN } from '../../domain/permissions.ts'
import { teamMembers } from '../../domain/resources/teamMembers.ts'
import type { AppDeps } from '../appDeps.ts'
import { issuePasswordLink } from '../auth/passwordReset.ts'
import { hashPassword } from '../auth/passwords.ts'
import type { Queryable } from '../db/db.ts'
import { auth, type AuthContext } from '../http/access.ts'
import { badRequest, notFound, parseOr400, invalid } from '../http/errors.ts'
import { notConnected } from '../listings/routes.ts'
import { isUuid } from '../resources/filter.ts'
import { getDef } from '../resources/registry.ts'
import { mapDbError } from '../resources/rows.ts'
import { checkReferences, parseWriteBody, updateRow } from '../resources/write.ts'
import { t } from '../../domain/i18n/index.ts'
import type { en } from '../../domain/i18n/en/index.ts'
import { say } from '../../domain/i18n/schemaTexts.ts'

/** A member's sign-in link works for a day (an invite's time, not a forgotten password's hour). */
export const MEMBER_LINK_MINUTES = 24 * 60

const idParams = z.object({ id: z.string() })
const loginUrlBody = z.object({ member: z.uuid(say('server.memberId')), asset: z.uuid().optional() }).strict()
const passwordBody = z
  .object({ password: passwordSchema, confirmPassword: z.string().max(1024).optional() })
  .strict()
  .refine((b) => b.confirmPassword === undefined || b.confirmPassword === b.password, {
    ...PASSWORDS_DIFFER,
    path: ['confirmPassword'],
  })
const bulkIds = z
  .array(z.uuid(say('server.eachMemberId')))
  .min(1, say('server.selectMember'))
  .max(1000, say('server.atMostMembers'))

/** Bodies come in a `data` member (the console's convention); a bare body is read as well. */
const dataOf = (body: unknown) =>
  (body && typeof body === 'object' && 'data' in body ? (body as { data: unknown }).data : body) ?? {}

/**
 * The member's console user, when the caller may act for it: a user with super access only by super
 * access (a manager cannot take over an administrator through their member record).
 */
async function memberUser(q: Queryable, a: AuthContext, memberId: string) {
  if (!isUuid(memberId)) throw notFound(t('errors.teams.memberNotFound'))
  const [m] = await q.query<{ user_id: string | null; email: string | null; super: boolean | null }>(
    `select m.user_id, u.email, (u.is_root_user or coalesce(r.code = $3, false)) as super
       from team_members m left join users u on u.id = m.user_id left join roles r on r.id = u.role_id
      where m.id = $1 and m.asset_id = $2 and m.deleted_at is null`,
    [memberId, a.assetId, SUPER_ADMIN],
  )
  if (!m) throw notFound(t('errors.teams.memberNotFound'))
  if (!m.user_id || !m.email || (m.super && !a.isSuper)) throw badRequest(t('errors.teams.noConsoleUser'))
  return { id: m.user_id, email: m.email }
}

/**
 * The team-member calls of spec 2 §7 beyond the generic resource API (and beside the ratings'
 * reviewRoutes.ts and the offices' statistics): sign-in links and passwords of a member's console user,
 * bulk updates, and the team feed calls, which need an outside service this product has no connection to.
 */
export async function memberRoutes(app: FastifyInstance, { db, config }: AppDeps) {
  const def = getDef('teamMembers')
  const base = teamMembers.basePath
  const update = { config: { access: { permissions: [...def.access!.update!] } } }
  // Setting or handing out another person's way in is the user administrator's power, not a team editor's.
  const userAdmin = { config: { access: { permissions: [P.USER_UPDATE] } } }

  // POST login-url {member}: a single-use link for the member's console user to choose a password and sign in.
  app.post(`${base}/login-url`, userAdmin, async (req, reply) => {
    const a = auth(req)
    const body = parseOr400(loginUrlBody, dataOf(req.body))
    if (body.asset && body.asset !== a.assetId) throw invalid([{ path: 'asset', message: t('errors.notActiveAsset') }])
    const url = await db.tx(async (q) =>
      issuePasswordLink(q, config, await memberUser(q, a, body.member), MEMBER_LINK_MINUTES),
    )
    reply.status(201)
    return {
      data: { url: url.toString(), expiresAt: new Date(Date.now() + MEMBER_LINK_MINUTES * 60_000).toISOString() },
    }
  })

  // DELETE {id}/login-url: every open link of the member's console user stops working.
  app.delete(`${base}/:id/login-url`, userAdmin, async (req) => {
    const a = auth(req)
    const { id } = parseOr400(idParams, req.params)
    const revoked = await db.tx(async (q) => {
      const user = await memberUser(q, a, id)
      return q.query(
        'update password_resets set used_at = now() where user_id = $1 and used_at is null and expires_at > now() returning user_id',
        [user.id],
      )
    })
    return { data: { revoked: revoked.length } }
  })

  // PATCH {id}/update-password {password, confirmPassword}: sets the member's console password; their sessions end.
  app.patch(`${base}/:id/update-password`, userAdmin, async (req) => {
    const a = auth(req)
    const { id } = parseOr400(idParams, req.params)
    const body = parseOr400(passwordBody, dataOf(req.body))
    const passwordHash = await hashPassword(body.password)
    await db.tx(async (q) => {
      const user = await memberUser(q, a, id)
      await q.query('update users set password_hash = $2, updated_at = now() where id = $1', [user.id, passwordHash])
      await q.query('update password_resets set used_at = now() where user_id = $1 and used_at is null', [user.id])
      await q.query('update sessions set revoked_at = now() where user_id = $1 and revoked_at is null', [user.id])
    })
    return { data: { success: true, message: t('errors.teams.passwordChanged') } }
  })

  // PATCH bulk-update {data: {ids, ...values}}: the same values on every member, each through the member's
  // write rules, in one transaction: a member not found or a refused value changes none.
  app.patch(`${base}/bulk-update`, update, async (req: FastifyRequest) => {
    const a = auth(req)
    const { ids, ...rest } = (dataOf(req.body) ?? {}) as Record<string, unknown>
    const list = [...new Set(parseOr400(bulkIds, ids, 'ids'))]
    const values = parseWriteBody(def, rest, 'update', a.assetId)
    if (!Object.keys(values).length) throw badRequest(t('errors.teams.nothingToChange'))
    try {
      await db.tx(async (q) => {
        for (const id of list) {
          const own = { ...values }
          await checkReferences(q, def, own, a.assetId, a, id)
          if (!(await updateRow(q, def, id, own, { assetId: a.assetId, userId: a.userId })))
            throw notFound(t('errors.teams.memberNotFound'))
        }
      })
    } catch (e) {
      mapDbError(e, def.label, def)
    }
    return { data: { updated: list.length } }
  })

  // GET {id}/managers: the member's manager chain upwards (reportedTo, its reportedTo …), nearest first.
  app.get(`${base}/:id/managers`, { config: { access: { permissions: [...def.access!.view!] } } }, async (req) => {
    const a = auth(req)
    const { id } = parseOr400(idParams, req.params)
    if (!isUuid(id)) throw notFound(t('errors.teams.memberNotFound'))
    const rows = await db.query<{
      _id: string
      name: string
      designation: string | null
      officeName: string | null
      depth: number
    }>(
      `with recursive up (id, reported_to_id, depth) as (
         select id, reported_to_id, 0 from team_members where id = $1 and asset_id = $2 and deleted_at is null
         union all
         select m.id, m.reported_to_id, up.depth + 1 from team_members m join up on m.id = up.reported_to_id
          where m.asset_id = $2 and m.deleted_at is null and up.depth < 100
       )
       select m.id as "_id", m.name, m.designation, m.office_name as "officeName", up.depth
         from up join team_members m on m.id = up.id order by up.depth`,
      [id, a.assetId],
    )
    if (!rows.length) throw notFound(t('errors.teams.memberNotFound'))
    return { data: rows.slice(1) }
  })

  const refuse = (what: keyof typeof en.errors.teams, service: keyof typeof en.errors.teams) => async () => {
    throw notConnected(t(`errors.teams.${what}`), t(`errors.teams.${service}`))
  }
  const view = { config: { access: { permissions: [...def.access!.view!] } } }
  app.patch(`${base}/sync-now/:id`, update, refuse('syncMember', 'feed'))
  app.post(`${base}/sync-multiple-members`, update, refuse('syncMembers', 'feed'))
  app.get(`${base}/offices/engage/:asset`, view, refuse('engageOffices', 'engage'))
  app.get(`${base}/offices/goyzer/:asset`, view, refuse('goyzerOffices', 'goyzer'))
}
