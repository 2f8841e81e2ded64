import { systemLog } from '../../audit/systemLog.ts'
import { leadNotificationText } from '../../../domain/notifications.ts'
import { POOL_EVENTS } from '../../../domain/leads/pool.ts'
import type { Db, Queryable } from '../../db/db.ts'
import type { Clock } from '../../clock.ts'
import { publishEvent } from '../../events/publish.ts'
import { notifyAgents } from '../../notifications/notify.ts'
import { escalate, toPool } from './moves.ts'
import { poolEndHook } from './poolEnd.ts'
import { startTicker, type Ticker } from '../../scheduling/ticker.ts'
import { notifyPoolEntered } from './poolNotices.ts'
import { emitLeadEvents } from '../../webhooks/emit.ts'

/** Leads taken per transaction: small, so a batch's locks are short and other processes take the next ones. */
const BATCH = 250

interface DueRow {
  id: string
  asset_id: string
  lead_id: number
  sla_step: 'warn' | 'initial' | 'pool'
  agent_id: string | null
  initial_sla_end_date: Date
  free_pool_sla_end_date: Date
  pool_fallback: ({ kind: string } & Record<string, unknown>) | null
  pool_member_ids: string[] | null
  pool_left_agent_id: string | null
}

/**
 * Moves every lead whose SLA deadline (leads.sla_due_at, kept by the trigger of migration 1201) is at or
 * before the clock's now, batch by batch, each in its own transaction. Rows are taken with FOR UPDATE SKIP
 * LOCKED, so processes running this at once share the work and never move a lead twice; a lead an agent is
 * writing (accept, claim) waits for the next run. Returns how many leads were moved.
 */
export async function runDue(db: Db, clock: Clock): Promise<number> {
  const moved = await drain(db, clock)
  // the system log keeps the runs that did something (a run that finds nothing due is no news)
  if (moved)
    await systemLog(db, {
      kind: 'scheduler.run',
      message: `SLA scheduler moved ${moved} lead${moved === 1 ? '' : 's'}`,
      details: { moved },
    })
  return moved
}

/**
 * One batch at a time, letting the requests that came meanwhile run before the next one: the moves take at
 * most one connection and about one core of the database, so requests keep the rest (with two batches at a
 * time both cores went to the moves and the report's p95 tripled while 10,000 leads moved).
 */
async function drain(db: Db, clock: Clock): Promise<number> {
  let total = 0
  for (;;) {
    const n = await db.tx((q) => runBatch(q, clock.now()))
    total += n
    if (n < BATCH) return total
    await new Promise((resolve) => setImmediate(resolve))
  }
}

async function runBatch(q: Queryable, now: Date): Promise<number> {
  const rows = await q.query<DueRow>(
    `select id, asset_id, lead_id, sla_step, agent_id, initial_sla_end_date, free_pool_sla_end_date, pool_fallback, pool_member_ids, pool_left_agent_id
       from leads where sla_due_at <= $1 order by sla_due_at limit ${BATCH} for update skip locked`,
    [now],
  )
  if (!rows.length) return 0
  const t = now.getTime()
  const warn = rows.filter((r) => r.sla_step === 'warn' && r.initial_sla_end_date.getTime() > t)
  // A warning taken late (the server was down) is the initial end itself.
  const pool = rows.filter((r) => r.sla_step !== 'pool' && !warn.includes(r))
  // Leads whose pool also ended while nobody looked go on at once.
  const ended = rows.filter(
    (r) => r.sla_step === 'pool' || (pool.includes(r) && r.free_pool_sla_end_date.getTime() <= t),
  )
  const handedOver: DueRow[] = []
  const toManager: string[] = []
  const hooked: DueRow[] = []

  if (warn.length) {
    await q.query('update leads set sla_warned_for = initial_sla_end_date where id = any($1::uuid[])', [
      warn.map((r) => r.id),
    ])
    await notifyAgents(
      q,
      warn.map((r) => ({
        assetId: r.asset_id,
        agentId: r.agent_id!,
        kind: 'sla_warning',
        leadId: r.id,
        ...leadNotificationText('sla_warning', { leadNumber: r.lead_id }),
      })),
    )
  }
  if (pool.length) {
    await toPool(
      q,
      pool.map((r) => r.id),
    )
    await announce(
      q,
      POOL_EVENTS.entered,
      pool.filter((r) => !ended.includes(r)),
    )
  }
  if (ended.length) {
    for (const r of ended) {
      const hook = r.pool_fallback ? poolEndHook(r.pool_fallback.kind) : undefined
      const lead = {
        id: r.id,
        assetId: r.asset_id,
        leadNumber: r.lead_id,
        fallback: r.pool_fallback!,
        memberIds: r.pool_member_ids,
        previousAgentId: r.pool_left_agent_id ?? r.agent_id,
      }
      if (hook && (await hook(q, lead, now))) hooked.push(r)
      else toManager.push(r.id)
    }
    if (toManager.length) await escalate(q, toManager)
    // every lead whose pool ended, also one that went through it within this run (both ends passed between
    // two runs): the escalated lists read again on this event, and the pool screens drop what they do not show
    await announce(q, POOL_EVENTS.left, ended)
    // a hook that put the lead in the pool again (a routing group's window handed it to the next group)
    if (hooked.length) {
      const again = new Set(
        (
          await q.query<{ id: string }>('select id from leads where id = any($1::uuid[]) and is_in_free_pool', [
            hooked.map((r) => r.id),
          ])
        ).map((r) => r.id),
      )
      handedOver.push(...hooked.filter((r) => again.has(r.id)))
      await announce(q, POOL_EVENTS.entered, handedOver)
    }
  }
  // the moves for the webhooks that want them, in the batch's transaction
  await emitLeadEvents(q, 'lead.sla_moved', [
    ...pool.map((r) => ({ leadId: r.id, extra: { move: 'pool', previousAgent: agentRef(r.agent_id) } })),
    ...hooked.map((r) => ({ leadId: r.id, extra: { move: 'routed' } })),
    ...toManager.map((id) => ({ leadId: id, extra: { move: 'escalated' } })),
  ])
  // after the pool ends above: a lead that went on to the manager at once tells only the agent who lost it
  await notifyPoolEntered(q, [
    ...pool.map((r) => ({ id: r.id, leadNumber: r.lead_id })),
    ...handedOver.map((r) => ({ id: r.id, leadNumber: r.lead_id, handedOver: true })),
  ])
  return rows.length
}

const agentRef = (id: string | null) => (id ? { _id: id } : null)

/** One event per asset for the pool screens open on it (ids only: who may see what is the screen's read). */
async function announce(q: Queryable, kind: string, rows: DueRow[]) {
  const byAsset = new Map<string, string[]>()
  for (const r of rows) byAsset.set(r.asset_id, [...(byAsset.get(r.asset_id) ?? []), r.id])
  for (const [assetId, ids] of byAsset) await publishEvent(q, { assetId, kind, recordType: 'lead', payload: { ids } })
}

/**
 * Runs the scheduler in this process: once at start (catching up on deadlines passed while no server ran),
 * then every `tickSeconds` (0: only at start). A tick while a run is going is skipped. Returns the stop function.
 */
export function startScheduler(db: Db, clock: Clock, tickSeconds: number, log: (err: unknown) => void): Ticker {
  return startTicker(
    () => runDue(db, clock),
    tickSeconds,
    (err) => {
      log(err)
      return systemLog(
        db,
        { kind: 'scheduler.run', level: 'error', message: `SLA scheduler run failed: ${(err as Error).message}` },
        log,
      )
    },
  )
}
