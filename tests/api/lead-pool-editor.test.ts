import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { toLeadApiBody } from '../../src/domain/leads/leadApi.ts'
import { leadFormSchema } from '../../src/domain/leads/leadForm.ts'
import { POOL_AGENT_MESSAGE } from '../../src/domain/leads/pool.ts'
import { ManualClock } from '../../src/server/clock.ts'
import { runDue } from '../../src/server/leads/sla/scheduler.ts'
import { leadToForm } from '../../src/web/leads/editor/leadToForm.ts'
import { leadEditorFixtures, listingLeadBody, type AssetFixture } from './helpers/leadEditorFixtures.ts'
import { slaUser } from './helpers/slaFixtures.ts'
import { loginAgentWithoutContacts } from './helpers/users.ts'
import { startTestApp, type TestApp } from './helpers/testApp.ts'

/**
 * A lead the scheduler took from its agent (in the pool, or escalated to the manager) opens in the
 * lead editor and saves its other fields; the agent stays empty and the lead stays where the engine put it.
 */
const MIN = 60_000
let t: TestApp
let clock: ManualClock
let f: AssetFixture
let admin: string
let manager: string
/** Edits every lead of the asset but may not assign pool leads (no LEAD_POOL_ASSIGN). */
let editor: string
let ana: { token: string; member: string }

beforeAll(async () => {
  clock = new ManualClock()
  t = await startTestApp({ config: { clock, slaTickSeconds: 0 } })
  f = (await leadEditorFixtures(t.db)).a
  ;({ admin, manager } = await t.demo())
  ana = await slaUser(t, 'ana@pool-editor.test', 'Ana Pool')
  editor = await loginAgentWithoutContacts(t)
  await t.db.query('update assets set initial_sla_minutes = 30, pool_sla_minutes = 60 where id = $1', [f.assetId])
})
afterAll(() => t?.close())
beforeEach(() => clock.set(new Date()))

/** A lead for Ana by hand (or found automatically: the listing's agent) that the scheduler moved `minutes` later. */
async function movedLead(minutes: number, manual: boolean): Promise<string> {
  const res = await t.request('POST', '/api/properties/leads', {
    token: manager,
    body: listingLeadBody(f, { agent: ana.member, isManualAssignment: manual }),
  })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  clock.advance(minutes * MIN)
  await runDue(t.db, clock)
  return res.body.data._id
}

/** The editor's way: GET cms/{id} → the form's values → its schema → a PATCH with `change`. */
async function editorSave(token: string, id: string, change: Record<string, unknown>) {
  const got = await t.request('GET', `/api/properties/leads/cms/${id}`, { token })
  expect(got.status, JSON.stringify(got.body)).toBe(200)
  const form = leadFormSchema.safeParse(leadToForm(got.body.data))
  expect(form.success, form.error?.issues.map((i) => `${i.path}: ${i.message}`).join('; ')).toBe(true)
  const body = toLeadApiBody({ ...form.data!, ...change, customerType: undefined, slaHold: undefined }, f.assetId)
  return t.request('PATCH', `/api/properties/leads/cms/${id}`, { token, body })
}

const row = async (id: string) => (await t.db.query('select * from leads where id = $1', [id]))[0]

describe('a pool lead in the lead editor', () => {
  for (const manual of [false, true])
    it(`saves its other fields and stays in the pool (${manual ? 'manual' : 'automatic'} assignment)`, async () => {
      const id = await movedLead(31, manual)
      const lost = manual ? ana.member : f.agentA
      expect(await row(id)).toMatchObject({
        is_in_free_pool: true,
        agent_id: null,
        sla_step: 'pool',
        pool_left_agent_id: lost,
      })
      const saved = await editorSave(editor, id, { remarks: 'Called back, no answer', stage: 'Qualified' })
      expect(saved.status, JSON.stringify(saved.body)).toBe(200)
      expect(await row(id)).toMatchObject({
        remarks: 'Called back, no answer',
        stage: 'Qualified',
        is_in_free_pool: true,
        agent_id: null,
        sla_step: 'pool',
        pool_left_agent_id: lost,
      })
      // Still claimable, and the pool period did not restart.
      const pool = await t.request('GET', '/api/properties/leads/pool', { token: ana.token })
      expect(pool.body.data.map((x: any) => x._id)).toContain(id)
    })

  it('takes an agent only from a user who may assign pool leads (LEAD_POOL_ASSIGN), as an assignment from the pool', async () => {
    const id = await movedLead(31, true)
    const refused = await editorSave(editor, id, { agent: ana.member })
    expect(refused.status).toBe(400)
    expect(refused.body.errors).toEqual([{ path: 'agent', message: POOL_AGENT_MESSAGE.pool }])
    expect(await row(id)).toMatchObject({ is_in_free_pool: true, agent_id: null })
    const assigned = await editorSave(admin, id, { agent: ana.member })
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200)
    expect(await row(id)).toMatchObject({
      is_in_free_pool: false,
      agent_id: ana.member,
      is_assigned_from_lead_pool: true,
    })
  })
})

describe('an escalated lead in the lead editor', () => {
  it('saves its other fields and stays with the manager', async () => {
    const id = await movedLead(92, true)
    const before = await row(id)
    expect(before).toMatchObject({ is_in_free_pool: false, agent_id: null })
    expect(before.escalated_to_ids).toHaveLength(1)
    const saved = await editorSave(editor, id, { remarks: 'Waiting for the manager' })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    const after = await row(id)
    expect(after).toMatchObject({
      remarks: 'Waiting for the manager',
      agent_id: null,
      escalated_to_ids: before.escalated_to_ids,
    })
    expect(after.free_pool_sla_end_date).toEqual(before.free_pool_sla_end_date)
    const refused = await editorSave(editor, id, { agent: ana.member })
    expect(refused.body.errors).toEqual([{ path: 'agent', message: POOL_AGENT_MESSAGE.manager }])
    const assigned = await editorSave(admin, id, { agent: ana.member })
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200)
    expect(await row(id)).toMatchObject({
      agent_id: ana.member,
      escalated_to_ids: null,
      is_assigned_from_lead_pool: true,
      sla_step: null,
    })
  })
})
