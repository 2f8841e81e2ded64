import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from './helpers/testApp.ts'
import { leadEditorFixtures, listingLeadBody } from './helpers/leadEditorFixtures.ts'

/**
 * The statements and round trips in sequence ("waves") the everyday screens' requests cost, session
 * included: under load every statement is database CPU and a socket write, and every wave is latency
 * (the mixed load of the load bench). Counted on the server's own database object; the budgets are today's.
 */
let t: TestApp
let manager: string
let leadId: string

beforeAll(async () => {
  // No scheduler ticks (SLA, reminders) after the start: their statements would count in a request's.
  // no timed background work (the SLA tick, the job poll): its statements would be counted as the request's
  t = await startTestApp({ config: { slaTickSeconds: 0, jobPollSeconds: 0 } })
  ;({ manager } = await t.demo())
  const res = await t.request('GET', '/api/properties/leads', {
    token: manager,
    query: { filter: JSON.stringify({ page: 1, limit: 1 }) },
  })
  leadId = res.body.data[0]._id
})
afterAll(() => t?.close())

/**
 * Runs a request while counting the statements the server sent and how many waves they came in; a
 * transaction's BEGIN and COMMIT count as one each, its statements as the pool's.
 */
async function measure(
  path: string,
  query?: Record<string, unknown>,
  write?: { method: string; body: unknown; status: number },
) {
  const db = t.db as {
    query: (...a: any[]) => Promise<unknown>
    tx: (fn: (q: any) => Promise<unknown>) => Promise<unknown>
  }
  const [original, originalTx] = [db.query, db.tx]
  let statements = 0
  let waves = 0
  let inFlight = 0
  // A statement sent while none is running starts a new round trip in sequence.
  const sent = () => {
    statements++
    if (inFlight++ === 0) waves++
  }
  const counted =
    (q: { query: (...a: any[]) => Promise<unknown> }) =>
    async (...args: any[]) => {
      sent()
      try {
        return await q.query.apply(q, args)
      } finally {
        inFlight--
      }
    }
  db.query = counted({ query: original.bind(db) })
  db.tx = (fn) =>
    originalTx.call(db, async (q: { query: (...a: any[]) => Promise<unknown> }) => {
      sent() // BEGIN, already answered
      inFlight--
      try {
        return await fn({ query: counted(q) })
      } finally {
        sent() // COMMIT
        inFlight--
      }
    })
  try {
    const res = await t.request(write?.method ?? 'GET', path, {
      token: manager,
      query,
      body: write?.body,
      headers: { 'x-timezone': 'Asia/Dubai' },
    })
    expect(res.status).toBe(write?.status ?? 200)
    return { statements, waves }
  } finally {
    db.query = original
    db.tx = originalTx
  }
}

const page = (limit: number) => ({ filter: JSON.stringify({ page: 1, limit }) })

describe('statements per request of the mixed load', () => {
  it('profile: the session alone', async () => {
    expect(await measure('/api/profile')).toEqual({ statements: 1, waves: 1 })
  })
  it('lead details: session, then the lead with its customer contact and referrer, its columns and its history at once', async () => {
    expect(await measure(`/api/properties/leads/${leadId}/details`)).toEqual({ statements: 4, waves: 2 })
  })
  it('customers page with its total', async () => {
    expect(await measure('/api/customers', page(20))).toEqual({ statements: 3, waves: 2 })
  })
  it('leads report first page with its total: the page with its relations and the total at once', async () => {
    expect(await measure('/api/properties/leads', page(50))).toEqual({ statements: 4, waves: 3 })
  })
})

// Lead creates at scale: each statement is a round trip (a socket write and read on both sides) and database
// CPU; those inside the transaction also hold its locks.
describe('statements per lead create', () => {
  it("a listing lead: session; its number beside its reads (references, merge parent, routing, the listing's agent, SLA settings) in one statement; then BEGIN, the lead with its history, routing log and notification, COMMIT", async () => {
    const { a } = await leadEditorFixtures(t.db)
    const write = { method: 'POST', body: listingLeadBody(a), status: 201 }
    expect(await measure('/api/properties/leads', undefined, write)).toEqual({ statements: 6, waves: 5 })
  })
})
