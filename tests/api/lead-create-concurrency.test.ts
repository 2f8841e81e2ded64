import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newId } from '../../src/server/auth/tokens.ts'
import { startTestApp, type TestApp } from './helpers/testApp.ts'
import { leadEditorFixtures, listingLeadBody, type AssetFixture } from './helpers/leadEditorFixtures.ts'

// Under concurrent creates, round robin on a project locked the project row and then waited
// for the lead number, while a create that already had its number waited to reference the project:
// a deadlock, answered 500. PGlite runs one transaction at a time, so only PostgreSQL can show it.
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'concurrent lead creates on one project (PostgreSQL: needs TEST_DATABASE_URL)',
  () => {
    let t: TestApp
    let a: AssetFixture
    let manager: string
    beforeAll(async () => {
      t = await startTestApp()
      ;({ a } = await leadEditorFixtures(t.db))
      manager = await t.login('manager@demo.test')
    })
    afterAll(() => t?.close())

    it('all succeed, each with its own lead number, round robin and manual assignment mixed', async () => {
      // One customer per lead: a second open lead of a customer on the project merges instead of taking the round robin.
      const customers = Array.from({ length: 60 }, () => newId())
      for (const id of customers)
        await t.db.query(
          `insert into customers (id, asset_id, first_name, last_name, type) values ($1, $2, 'Con', 'Current', 'Client')`,
          [id, a.assetId],
        )
      const offplan = { type: 'offplan', listing: null, project: a.project, unitType: 'Apartment' }
      // Round robin (auto) and an explicit agent (manual) on the same project, so both lock orders meet.
      const bodies = customers.map((customer, i) =>
        listingLeadBody(a, {
          ...offplan,
          customer,
          remarks: `concurrent-${i}`,
          ...(i % 2 ? { isManualAssignment: true, agent: a.agentA } : {}),
        }),
      )
      const answers = await Promise.all(
        bodies.map((body) => t.request('POST', '/api/properties/leads', { token: manager, body })),
      )
      expect(answers.filter((r) => r.status !== 201).map((r) => `${r.status} ${JSON.stringify(r.body)}`)).toEqual([])
      const numbers = answers.map((r) => r.body.data.leadID)
      expect(new Set(numbers).size).toBe(numbers.length)
      const rows = await t.db.query<{ n: number; numbers: number }>(
        `select count(*)::int as n, count(distinct lead_id)::int as numbers from leads where asset_id = $1 and remarks like 'concurrent-%'`,
        [a.assetId],
      )
      expect(rows).toEqual([{ n: 60, numbers: 60 }])
    })
  },
)
