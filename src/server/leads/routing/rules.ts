import { matchesEverything, type RoutingRuleInput, type RoutingTarget } from '../../../domain/leads/routing.ts'
import { newId } from '../../auth/tokens.ts'
import type { Queryable } from '../../db/db.ts'
import { badRequest, notFound, type FieldError, invalid } from '../../http/errors.ts'
import { isUuid } from '../../resources/index.ts'
import { t } from '../../../domain/i18n/index.ts'

/** Every agent a target names, with the path of its field in the body. */
function agentPaths(t: RoutingTarget, at: string): Array<[string, string]> {
  if (t.kind === 'agent') return [[`${at}.agentId`, t.agentId]]
  if (t.kind === 'roundRobin') return t.members.map((m, i) => [`${at}.members.${i}.agentId`, m.agentId])
  if (t.kind === 'claim') return t.members.map((id, i) => [`${at}.members.${i}`, id])
  return []
}

/** The rule's agents must be enabled team members of the asset and its projects the asset's, each named where it is wrong. */
async function checkRefs(q: Queryable, assetId: string, r: RoutingRuleInput) {
  const agents = [...agentPaths(r.target, 'target'), ...r.fallbacks.flatMap((t, i) => agentPaths(t, `fallbacks.${i}`))]
  const projects = (r.criteria.projects ?? []).map((id, i): [string, string] => [`criteria.projects.${i}`, id])
  const [found] = await q.query<{ agents: string[]; projects: string[] }>(
    `select array(select id::text from team_members where asset_id = $1 and id = any($2::uuid[]) and deleted_at is null and enabled) as agents,
            array(select id::text from projects where asset_id = $1 and id = any($3::uuid[]) and deleted_at is null) as projects`,
    [assetId, agents.map(([, id]) => id), projects.map(([, id]) => id)],
  )
  const errors: FieldError[] = [
    ...agents
      .filter(([, id]) => !found.agents.includes(id))
      .map(([path]) => ({ path, message: t('errors.routing.agentUnavailable') })),
    ...projects
      .filter(([, id]) => !found.projects.includes(id))
      .map(([path]) => ({ path, message: t('errors.missing.project') })),
  ]
  if (errors.length) throw badRequest(errors.map((e) => e.message).join(' '), errors)
}

/** Creates a rule after the asset's other rules (before the default). */
export async function createRule(q: Queryable, assetId: string, r: RoutingRuleInput): Promise<string> {
  await checkRefs(q, assetId, r)
  const id = newId()
  await q.query(
    `insert into routing_rules (id, asset_id, position, name, enabled, criteria, target, fallbacks)
     values ($1, $2, (select coalesce(max(position), 0) + 1 from routing_rules where asset_id = $2 and not is_default), $3, $4, $5, $6, $7)`,
    [id, assetId, r.name, r.enabled, JSON.stringify(r.criteria), JSON.stringify(r.target), JSON.stringify(r.fallbacks)],
  )
  return id
}

/** Updates a rule; `default` is the asset's default rule (stored on its first change). */
export async function updateRule(q: Queryable, assetId: string, id: string, r: RoutingRuleInput): Promise<void> {
  const json = [JSON.stringify(r.criteria), JSON.stringify(r.target), JSON.stringify(r.fallbacks)]
  if (id === 'default') {
    const errors: FieldError[] = []
    if (!r.enabled) errors.push({ path: 'enabled', message: t('errors.routing.defaultAlwaysOn') })
    if (!matchesEverything(r.criteria))
      errors.push({ path: 'criteria', message: t('errors.routing.defaultNoCriteria') })
    if (errors.length) throw badRequest(errors.map((e) => e.message).join(' '), errors)
    await checkRefs(q, assetId, r)
    await q.query(
      `insert into routing_rules (id, asset_id, position, name, is_default, enabled, criteria, target, fallbacks)
       values ($1, $2, 0, $3, true, true, '{}', $4, $5)
       on conflict (asset_id) where is_default do update set name = excluded.name, target = excluded.target, fallbacks = excluded.fallbacks, updated_at = now()`,
      [newId(), assetId, r.name, json[1], json[2]],
    )
    return
  }
  if (!isUuid(id)) throw notFound(t('errors.routing.ruleNotFound'))
  await checkRefs(q, assetId, r)
  const rows = await q.query(
    `update routing_rules set name = $3, enabled = $4, criteria = $5, target = $6, fallbacks = $7, updated_at = now()
      where id = $1 and asset_id = $2 and not is_default returning id`,
    [id, assetId, r.name, r.enabled, ...json],
  )
  if (!rows.length) throw notFound(t('errors.routing.ruleNotFound'))
}

export async function deleteRule(q: Queryable, assetId: string, id: string): Promise<void> {
  if (id === 'default') throw badRequest(t('errors.routing.defaultNotDeleted'))
  if (!isUuid(id)) throw notFound(t('errors.routing.ruleNotFound'))
  const [r] = await q.query<{ is_default: boolean }>(
    'select is_default from routing_rules where id = $1 and asset_id = $2',
    [id, assetId],
  )
  if (!r) throw notFound(t('errors.routing.ruleNotFound'))
  if (r.is_default) throw badRequest(t('errors.routing.defaultNotDeleted'))
  await q.query('delete from routing_rules where id = $1 and asset_id = $2', [id, assetId])
}

/** Puts the asset's rules in the given order (every rule but the default, each once; the default stays last). */
export async function orderRules(q: Queryable, assetId: string, ids: string[]): Promise<void> {
  const current = await q.query<{ id: string }>('select id from routing_rules where asset_id = $1 and not is_default', [
    assetId,
  ])
  const known = new Set(current.map((r) => r.id))
  if (ids.length !== known.size || new Set(ids).size !== ids.length || !ids.every((id) => known.has(id)))
    throw invalid([{ path: 'ids', message: t('errors.routing.orderEveryRule') }])
  await q.query(
    `update routing_rules r set position = o.n, updated_at = now() from unnest($2::uuid[]) with ordinality as o(id, n) where r.id = o.id and r.asset_id = $1`,
    [assetId, ids],
  )
}
