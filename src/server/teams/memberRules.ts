import { deriveWhatsapp, reportsToCycle } from '../../domain/teams/members.ts'
import type { Queryable } from '../db/db.ts'
import type { AuthContext } from '../http/access.ts'
import { badRequest, HttpError, invalid } from '../http/errors.ts'
import { leadVisibility, seesWholeAsset, teamOf } from '../leads/scope.ts'
import { t } from '../../domain/i18n/index.ts'

const WHATSAPP_FIELDS = ['whatsapp', 'whatsappCode', 'whatsappNumber'] as const

/**
 * A member's write rules that need the database, in the write's transaction (teamMembers.server.ts): the stored
 * whatsapp is derived from a full number or a code plus number (spec 2 §3); reportedTo changes only within
 * the writer's team unless they see the whole asset, and never makes a loop of managers (the lead scope's
 * team walks that chain).
 */
export async function memberRules(
  q: Queryable,
  values: Record<string, unknown>,
  assetId: string,
  id: string | undefined,
  by: AuthContext,
) {
  if (WHATSAPP_FIELDS.some((k) => k in values)) await whatsapp(q, values, assetId, id)
  if (id && values.reportedTo !== undefined)
    await reportsWithinTeam(q, id, values.reportedTo as string | null, assetId, by)
  if (id && typeof values.reportedTo === 'string') await noManagerLoop(q, id, values.reportedTo, assetId)
}

/**
 * The lead scope is a boundary for the writes that define it: a writer who does not see the whole asset
 * changes whom a member reports to only for a member of their team (themselves and everyone reporting to
 * them at any depth) and only to someone of that team, so no change moves anyone into or out of it (a team
 * manager re-parenting other teams' agents to themselves took their leads into their own scope). A member
 * outside the team answers the same 403 as a manager outside it: which is which is not the writer's to learn.
 */
async function reportsWithinTeam(q: Queryable, id: string, managerId: string | null, assetId: string, by: AuthContext) {
  const v = leadVisibility(by)
  if (seesWholeAsset(v)) return
  // a form saves the member whole: the manager it already has is no change
  const [stored] = await q.query<{ reported_to_id: string | null }>(
    'select reported_to_id from team_members where id = $1 and asset_id = $2',
    [id, assetId],
  )
  if (!stored || stored.reported_to_id === managerId) return
  const team = v.agentId ? await teamOf(q, v.agentId) : new Set<string>()
  if (team.has(id) && managerId !== null && team.has(managerId)) return
  const message = t('errors.teams.reportsOutsideTeam')
  throw new HttpError(403, message, [{ path: 'reportedTo', message }])
}

async function whatsapp(q: Queryable, values: Record<string, unknown>, assetId: string, id?: string) {
  // An update may send one part: the others are the stored ones.
  const [stored] = id
    ? await q.query<{ whatsappCode: string | null; whatsappNumber: string | null }>(
        `select whatsapp_code as "whatsappCode", whatsapp_number as "whatsappNumber" from team_members where id = $1 and asset_id = $2`,
        [id, assetId],
      )
    : []
  const input = {
    whatsapp: values.whatsapp as string | null | undefined,
    whatsappCode: (values.whatsappCode ?? ('whatsappCode' in values ? null : stored?.whatsappCode)) as
      | string
      | null
      | undefined,
    whatsappNumber: (values.whatsappNumber ?? ('whatsappNumber' in values ? null : stored?.whatsappNumber)) as
      | string
      | null
      | undefined,
  }
  const derived = deriveWhatsapp(input)
  if (derived === undefined) {
    const path = input.whatsapp?.trim() ? 'whatsapp' : input.whatsappCode?.trim() ? 'whatsappNumber' : 'whatsappCode'
    throw invalid([{ path, message: t('errors.teams.whatsappInvalid') }])
  }
  values.whatsapp = derived
}

async function noManagerLoop(q: Queryable, id: string, managerId: string, assetId: string) {
  // One reportedTo change at a time per asset, so two changes that only together make a loop cannot both pass.
  await q.query(`select pg_advisory_xact_lock(hashtext('team_members.reported_to'), hashtext($1))`, [assetId])
  const [r] = await q.query<{ loop: boolean; manager: string; member: string }>(
    `with recursive up (id, reported_to_id, depth) as (
       select id, reported_to_id, 0 from team_members where id = $1 and asset_id = $3
       union all
       select m.id, m.reported_to_id, up.depth + 1 from team_members m join up on m.id = up.reported_to_id where up.depth < 1000
     )
     select exists (select 1 from up where id = $2) as loop,
            (select name from team_members where id = $1) as manager,
            (select name from team_members where id = $2) as member`,
    [managerId, id, assetId],
  )
  if (r?.loop) {
    const message = reportsToCycle(r.manager, r.member)
    throw badRequest(message, [{ path: 'reportedTo', message }])
  }
}
