import type { Db } from '../db.ts'
import { seedCustomers } from './customers.ts'
import { DEMO_ASSETS, DEMO_SEED } from './demo.ts'
import { loadLeadContext, seedLeads } from './leads.ts'
import { Rand } from './random.ts'
import { withoutAudit } from '../../audit/actor.ts'

/** One new customer per this many new leads, so a big database is not 500 customers with 2,000 leads each. */
const LEADS_PER_CUSTOMER = 8

/**
 * Adds leads to the first demo asset until it holds `target` leads (existing leads are kept), plus
 * customers in proportion. Each batch commits on its own; an interrupted run can simply be repeated.
 * Runs ANALYZE afterwards so the planner sees the new volume.
 */
export function topUpLeads(db: Db, target: number, opts: { now?: Date; log?: (line: string) => void } = {}) {
  // generated volume, not changes anyone made: no activity log
  return withoutAudit(() => addLeads(db, target, opts))
}

async function addLeads(db: Db, target: number, opts: { now?: Date; log?: (line: string) => void }) {
  const log = opts.log ?? (() => {})
  const now = opts.now ?? new Date()
  const [asset] = await db.query<{ id: string; name: string }>(
    'select id, name from assets order by (name = $1) desc, created_at, name limit 1',
    [DEMO_ASSETS[0]],
  )
  if (!asset) throw new Error('No asset: seed the demo first')
  const [state] = await db.query<{ leads: number; maxLead: number; maxCustomer: number }>(
    `select (select count(*) from leads where asset_id = $1)::int as leads,
            greatest((select max(lead_id) from leads where asset_id = $1),
                     (select value from asset_counters where asset_id = $1 and name = 'leadID'), 0)::bigint as "maxLead",
            greatest((select max(customer_id) from customers where asset_id = $1),
                     (select value from asset_counters where asset_id = $1 and name = 'customerID'), 0)::bigint as "maxCustomer"`,
    [asset.id],
  )
  const add = target - state.leads
  if (add <= 0) {
    log(`${asset.name} already has ${state.leads} leads (target ${target}): nothing to add`)
    return
  }
  const r = new Rand(DEMO_SEED + state.leads)
  const started = Date.now()
  log(`${asset.name}: ${state.leads} leads, adding ${add}…`)

  const phones = await db.query<{ p: string }>(
    'select phone_number as p from customers where asset_id = $1 and phone_number is not null',
    [asset.id],
  )
  const users = await db.query<{ id: string }>('select user_id as id from user_assets where asset_id = $1', [asset.id])
  const customers = Math.ceil(add / LEADS_PER_CUSTOMER)
  await seedCustomers(db, r, {
    assetId: asset.id,
    count: customers,
    firstCustomerId: state.maxCustomer + 1,
    usedPhones: new Set(phones.map((x) => x.p)),
    creatorIds: users.map((u) => u.id),
    now,
    days: 760,
  })
  log(`  ${customers} customers in ${((Date.now() - started) / 1000).toFixed(1)} s`)

  const ctx = await loadLeadContext(db, asset.id)
  const leadsStarted = Date.now()
  let lastLog = 0
  let rows = 0
  await seedLeads(db, r, ctx, {
    count: add,
    firstLeadId: state.maxLead + 1,
    now,
    days: 730,
    // Each batch commits on its own (triggers such as the report's counters run as for any insert);
    // on PostgreSQL two batches are stored at once while the next is generated.
    store: { parallel: db.engine === 'pg' ? 2 : 1, run: (fn) => db.tx(fn) },
    onBatch: (done, batchRows) => {
      rows += batchRows
      const secs = (Date.now() - leadsStarted) / 1000
      if (done === add || Date.now() - lastLog > 2000) {
        lastLog = Date.now()
        log(
          `  ${done.toLocaleString('en')} / ${add.toLocaleString('en')} leads · ${Math.round(done / secs).toLocaleString('en')} leads/s · ${Math.round(rows / secs).toLocaleString('en')} rows/s (with history)`,
        )
      }
    },
  })
  const analyzeStarted = Date.now()
  await db.exec('analyze')
  log(`  analyze in ${((Date.now() - analyzeStarted) / 1000).toFixed(1)} s`)
  log(
    `${asset.name} now has ${target.toLocaleString('en')} leads; ${add.toLocaleString('en')} added in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  )
}
