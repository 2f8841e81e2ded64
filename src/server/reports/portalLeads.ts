import type { ReportQuery } from '../../domain/leads/reportFilter.ts'
import { PORTAL_INPUT_SOURCE, RESPONSE_COLUMNS } from '../../domain/reports/definitions.ts'
import type { Queryable } from '../db/db.ts'
import type { WhereContext } from '../leads/report/where.ts'
import { dimensionSets } from './dimensions.ts'

/**
 * Portal Leads (/reports/portal-leads): the leads whose input source is a property portal (input source
 * 'Portal'; the portal is the lead's source), by portal, by listing (the 50 with most leads) and by
 * agent, with acceptance and first-response times. The drill-down adds inputSource Portal.
 */
export async function portalLeadsReport(db: Queryable, q: ReportQuery, ctx: WhereContext) {
  const pq: ReportQuery = { ...q, inputSource: [PORTAL_INPUT_SOURCE] }
  // one scan of the portal leads for the three tables (GROUPING SETS); the listing's name looked up for its groups only
  const {
    dims: [portals, listings, agents],
  } = await dimensionSets(db, pq, ctx, RESPONSE_COLUMNS, [
    { key: 'l.source', name: 'l.source' },
    { key: 'l.listing_id', name: "coalesce(li.reference, '') || coalesce(' · ' || nullif(li.title, ''), '')", lookup: { join: (key) => `left join listings li on li.id = ${key}` }, limit: 50 },
    // the agent's name as the lead carries it (leads.agent_name is always team_members.name, migration 0901), looked up for its groups
    { key: 'l.agent_id', name: 'tm.name', lookup: { join: (key) => `left join team_members tm on tm.id = ${key}` } },
  ])
  return { portals, listings, agents }
}
