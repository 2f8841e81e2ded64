import type { RoutingAgent, RoutingRule } from '../../../domain/leads/routing.ts'
import { STANDARD_DEFAULT_RULE } from '../../../domain/leads/routingChain.ts'
import type { Queryable } from '../../db/db.ts'

/** The time zone of working hours and daily caps while the asset names none (basic settings; the product ships for Dubai agencies). */
export const DEFAULT_TIME_ZONE = 'Asia/Dubai'

/** An asset's time zone as SQL, for the asset row aliased `a`. */
export const assetTimeZoneSql = (a = 'a', param = '$2') =>
  `coalesce(nullif(${a}.settings #>> '{basic,timeZone}', ''), ${param})`

/** What routing reads before a create's transaction, in one statement, whatever the number of rules. */
export interface RoutingInputs {
  rules: RoutingRule[]
  /** The enabled agents the rules name, with their availability. */
  agents: Map<string, RoutingAgent>
  timeZone: string
}

export const AGENT_JSON = `json_build_object('_id', m.id, 'name', m.name, 'paused', m.routing_paused, 'workingHours', m.working_hours)`

/** The asset's rules in order (default last; the standard default when none is stored), as one JSON value. */
const RULES_SQL = `select coalesce(json_agg(json_build_object('_id', r.id, 'name', r.name, 'isDefault', r.is_default, 'enabled', r.enabled,
    'criteria', r.criteria, 'target', r.target, 'fallbacks', r.fallbacks) order by r.is_default, r.position, r.created_at), '[]')
  from routing_rules r where r.asset_id = $1`

export async function loadRoutingInputs(q: Queryable, assetId: string): Promise<RoutingInputs> {
  const [row] = await q.query<{ rules: RoutingRule[]; agents: RoutingAgent[]; tz: string }>(
    `select (${RULES_SQL}) as rules,
       (select coalesce(json_agg(${AGENT_JSON}), '[]') from team_members m
         where m.asset_id = $1 and m.deleted_at is null and m.enabled and m.id in (
           select (regexp_matches(r.target::text || r.fallbacks::text, '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}', 'g'))[1]::uuid
             from routing_rules r where r.asset_id = $1)) as agents,
       (select ${assetTimeZoneSql()} from assets a where a.id = $1) as tz`,
    [assetId, DEFAULT_TIME_ZONE],
  )
  return {
    rules: withDefault(row.rules),
    agents: new Map(row.agents.map((a) => [a._id, a])),
    timeZone: row.tz ?? DEFAULT_TIME_ZONE,
  }
}

/** The stored rules with the standard default appended when the asset never stored its own. */
export function withDefault(rules: RoutingRule[]): RoutingRule[] {
  return rules.some((r) => r.isDefault) ? rules : [...rules, { _id: 'default', ...STANDARD_DEFAULT_RULE }]
}
