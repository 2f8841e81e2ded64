import type { ReportQuery } from '../../domain/leads/reportFilter.ts'
import { PORTAL_INPUT_SOURCE, RESPONSE_COLUMNS } from '../../domain/reports/definitions.ts'
import type { Queryable } from '../db/db.ts'
import type { WhereContext } from '../leads/report/where.ts'
import { dimensionRows } from './dimensions.ts'

/**
 * Portal Leads (/reports/portal-leads): the leads whose input source is a property portal (input source
 * 'Portal'; the portal is the lead's source), by portal, by listing (the 50 with most leads) and by
 * agent, with acceptance and first-response times. The drill-down adds inputSource Portal.
 */
export async function portalLeadsReport(db: Queryable, q: ReportQuery, ctx: WhereContext) {
  const pq: ReportQuery = { ...q, inputSource: [PORTAL_INPUT_SOURCE] }
  const [portals, listings, agents] = await Promise.all([
    dimensionRows(db, pq, ctx, { key: 'l.source', name: 'l.source' }, RESPONSE_COLUMNS),
    dimensionRows(db, pq, ctx, { key: 'l.listing_id', name: "coalesce(li.reference, '') || coalesce(' · ' || nullif(li.title, ''), '')", joins: 'left join listings li on li.id = l.listing_id', limit: 50 }, RESPONSE_COLUMNS),
    dimensionRows(db, pq, ctx, { key: 'l.agent_id', name: 'l.agent_name' }, RESPONSE_COLUMNS),
  ])
  return { portals, listings, agents }
}
