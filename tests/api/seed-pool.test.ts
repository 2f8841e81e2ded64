import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SLA_NOTES } from '../../src/domain/leads/pool.ts'
import { startTestApp, type TestApp } from './helpers/testApp.ts'

/** The demo's pool leads are in the states the SLA engine gives them, with the engine's history. */
let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t?.close())

const count = async (where: string) =>
  Number((await t.db.query(`select count(*)::int as n from leads l where l.parent_id is null and ${where}`))[0].n)
const noteOf = (where: string, note: string) =>
  count(
    `${where} and not exists (select 1 from lead_history h where h.lead_id = l.id and h.kind = 'assignment' and h.note = '${note.replace(/'/g, "''")}')`,
  )

describe('the demo seed', () => {
  it('has pool leads as the engine leaves them: no agent, the agent who lost it, history saying why', async () => {
    const moved = 'l.is_in_free_pool and not l.send_to_pool'
    expect(await count(moved)).toBeGreaterThan(0)
    expect(await count('l.is_in_free_pool and l.agent_id is not null')).toBe(0)
    expect(await count(`${moved} and l.pool_left_agent_id is null`)).toBe(0)
    expect(await noteOf(moved, SLA_NOTES.toPool)).toBe(0)
  })

  it('has leads escalated to a manager, without agent, with the escalation in their history', async () => {
    const escalated = 'l.escalated_to_ids is not null'
    expect(await count(escalated)).toBeGreaterThan(0)
    expect(await count(`${escalated} and (l.agent_id is not null or l.is_in_free_pool)`)).toBe(0)
    expect(
      await count(
        `${escalated} and not exists (select 1 from lead_history h where h.lead_id = l.id and h.to_value = 'Manager' and h.note like 'Free-pool SLA ended unclaimed%')`,
      ),
    ).toBe(0)
  })

  it('has claimed and assigned-from-pool leads with the way through the pool in their history', async () => {
    expect(await count('l.is_claimed_from_pool')).toBeGreaterThan(0)
    expect(await count('l.is_claimed_from_pool and l.pool_left_agent_id is null')).toBe(0)
    expect(
      await count(`l.is_claimed_from_pool and not exists (select 1 from lead_history h join team_members m on m.id = l.agent_id
      where h.lead_id = l.id and h.from_value = 'Lead Pool' and h.to_value = l.agent_id::text and h.note = 'Claimed from the lead pool by ' || m.name || '.')`),
    ).toBe(0)
    expect(
      await count(
        `l.is_assigned_from_lead_pool and not exists (select 1 from lead_history h where h.lead_id = l.id and h.from_value = 'Manager' and h.to_value = l.agent_id::text)`,
      ),
    ).toBe(0)
  })
})
