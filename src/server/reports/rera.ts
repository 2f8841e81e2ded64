import type { Queryable } from '../db/db.ts'
import type { WhereContext } from '../leads/report/where.ts'

/** How long before its expiry a Trakheesi permit is reported as expiring. */
export const PERMIT_WARNING_DAYS = 30

/**
 * RERA Report (/reports/rera-report): the asset's listings whose Trakheesi permit is missing (no number
 * or no expiry), expired, or expiring within 30 days (days in the caller's time zone), and its projects
 * without a RERA registration number or escrow details (account or bank). The asset's catalogue, not
 * agents' work: the whole asset whatever the lead scope, and the leads report's date range does not apply.
 */
export async function reraReport(db: Queryable, ctx: WhereContext) {
  const today = `(now() at time zone $2)::date`
  const [listings, projects] = await Promise.all([
    db.query<{
      _id: string
      reference: string
      title: string
      permitNumber: string | null
      permitExpiry: string | null
      problem: string
    }>(
      `select * from (
         select li.id as "_id", li.reference, li.title, li.permit_number as "permitNumber", to_char(li.permit_expiry, 'YYYY-MM-DD') as "permitExpiry",
                m.name as "agentName",
                case when coalesce(trim(li.permit_number), '') = '' or li.permit_expiry is null then 'missing'
                     when li.permit_expiry < ${today} then 'expired'
                     when li.permit_expiry <= ${today} + ${PERMIT_WARNING_DAYS} then 'expiring' end as problem
           from listings li left join team_members m on m.id = li.agent_id
          where li.asset_id = $1 and li.deleted_at is null) x
        where problem is not null order by case problem when 'expired' then 0 when 'expiring' then 1 else 2 end, "permitExpiry" nulls last, reference`,
      [ctx.assetId, ctx.timeZone],
    ),
    db.query<{
      _id: string
      name: string
      reraNumber: string | null
      escrowAccount: string | null
      escrowBank: string | null
      problem: string
    }>(
      `select * from (
         select p.id as "_id", p.name, p.rera_number as "reraNumber", p.escrow_account as "escrowAccount", p.escrow_bank as "escrowBank",
                case when coalesce(trim(p.rera_number), '') = '' then 'noRera'
                     when coalesce(trim(p.escrow_account), '') = '' or coalesce(trim(p.escrow_bank), '') = '' then 'noEscrow' end as problem
           from projects p where p.asset_id = $1 and p.deleted_at is null) x
        where problem is not null order by problem, name`,
      [ctx.assetId],
    ),
  ])
  const count = (rows: Array<{ problem: string }>, p: string) => rows.filter((r) => r.problem === p).length
  return {
    summary: {
      missing: count(listings, 'missing'),
      expired: count(listings, 'expired'),
      expiring: count(listings, 'expiring'),
      noRera: count(projects, 'noRera'),
      noEscrow: count(projects, 'noEscrow'),
    },
    listings,
    projects,
  }
}
