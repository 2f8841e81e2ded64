import { z } from 'zod'
import { LEAD_STATUSES } from '../../../domain/leads/constants.ts'
import { newId } from '../../auth/tokens.ts'
import type { Db } from '../../db/db.ts'
import { badRequest, notFound } from '../../http/errors.ts'
import { leadScopeParams, type LeadVisibility } from '../scope.ts'
import { t } from '../../../domain/i18n/index.ts'
import { say } from '../../../domain/i18n/schemaTexts.ts'

/** Bulk actions of the report's palette: assign to an agent, change stage, change status. */
export const bulkUpdateSchema = z
  .object({
    ids: z.array(z.uuid()).min(1, say('server.selectLead')).max(1000),
    agent: z.uuid().optional(),
    stage: z.string().trim().min(1).max(100).optional(),
    status: z.enum(LEAD_STATUSES).optional(),
  })
  .strict()
  .refine((v) => v.agent !== undefined || v.stage !== undefined || v.status !== undefined, {
    error: () => t('errors.leads.nothingToChange'),
  })

export type BulkUpdate = z.output<typeof bulkUpdateSchema>

/**
 * Applies one bulk change in one transaction to the given top-level leads (child leads are left alone)
 * and appends lead_history for every change. A lead the caller may not see (another asset's, deleted,
 * outside their lead scope) is not found, and then nothing changes.
 */
export async function bulkUpdate(
  db: Db,
  assetId: string,
  actorId: string,
  body: BulkUpdate,
  visibility: LeadVisibility,
): Promise<{ matched: number; updated: number }> {
  return db.tx(async (q) => {
    let office: string | null = null
    if (body.agent) {
      const [a] = await q.query<{ office_name: string | null }>(
        'select office_name from team_members where id = $1 and asset_id = $2 and deleted_at is null',
        [body.agent, assetId],
      )
      if (!a)
        throw badRequest(t('errors.leads.agentNotInAsset'), [
          { path: 'agent', message: t('errors.leads.agentNotFound') },
        ])
      office = a.office_name
    }
    const params: unknown[] = [assetId, body.ids]
    const found = await q.query<{
      id: string
      agent_id: string | null
      stage: string
      status: string
      parent_id: string | null
    }>(
      `select id, agent_id, stage, status, parent_id from leads
       where asset_id = $1 and id = any($2::uuid[]) and deleted_at is null and ${leadScopeParams(visibility, 'agent_id', params)}
       order by id for update`,
      params,
    )
    if (found.length < new Set(body.ids).size) throw notFound(t('messages.leadNotFound'))
    const rows = found.filter((r) => !r.parent_id)
    const history: Array<[string, string, string | null, string]> = []
    const changed = new Set<string>()
    for (const r of rows) {
      const note = (kind: string, from: string | null, to: string | undefined) => {
        if (to === undefined || from === to) return
        history.push([r.id, kind, from, to])
        changed.add(r.id)
      }
      note('assignment', r.agent_id ?? 'Lead Pool', body.agent)
      note('stage', r.stage, body.stage)
      note('status', r.status, body.status)
    }
    if (changed.size) {
      await q.query(
        `update leads set
           agent_id = coalesce($3::uuid, agent_id),
           office_name = case when $3::uuid is null then office_name else $4 end,
           agent_assigned_at = case when $3::uuid is null or agent_id = $3::uuid then agent_assigned_at else now() end,
           stage = coalesce($5, stage),
           status = coalesce($6, status),
           updated_by_id = $7, updated_at = now(), version = version + 1
         where asset_id = $1 and id = any($2::uuid[])`,
        [assetId, [...changed], body.agent ?? null, office, body.stage ?? null, body.status ?? null, actorId],
      )
      await q.query(
        `insert into lead_history (id, asset_id, lead_id, kind, from_value, to_value, actor_id)
         select h.id, $1, h.lead_id, h.kind, h.from_value, h.to_value, $2
         from unnest($3::uuid[], $4::uuid[], $5::text[], $6::text[], $7::text[]) as h(id, lead_id, kind, from_value, to_value)`,
        [
          assetId,
          actorId,
          history.map(() => newId()),
          history.map((h) => h[0]),
          history.map((h) => h[1]),
          history.map((h) => h[2]),
          history.map((h) => h[3]),
        ],
      )
    }
    return { matched: rows.length, updated: changed.size }
  })
}
