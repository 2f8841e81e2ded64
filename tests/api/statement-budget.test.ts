import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from './helpers/testApp.ts'

/**
 * The statements and round trips in sequence ("waves") the everyday screens' requests cost, session
 * included: under load every statement is database CPU and a socket write, and every wave is latency
 * (issue 14's mixed load). Counted on the server's own database object; the budgets are today's.
 */
let t: TestApp
let manager: string
let leadId: string

beforeAll(async () => {
  t = await startTestApp()
  ;({ manager } = await t.demo())
  const res = await t.request('GET', '/api/properties/leads', { token: manager, query: { filter: JSON.stringify({ page: 1, limit: 1 }) } })
  leadId = res.body.data[0]._id
})
afterAll(() => t?.close())

/** Runs a request while counting the statements the server sent and how many waves they came in. */
async function measure(path: string, query?: Record<string, unknown>) {
  const db = t.db as { query: (...a: any[]) => Promise<unknown> }
  const original = db.query
  let statements = 0
  let waves = 0
  let inFlight = 0
  db.query = async (...args: any[]) => {
    statements++
    // A statement sent while none is running starts a new round trip in sequence.
    if (inFlight++ === 0) waves++
    try {
      return await original.apply(db, args)
    } finally {
      inFlight--
    }
  }
  try {
    const res = await t.request('GET', path, { token: manager, query, headers: { 'x-timezone': 'Asia/Dubai' } })
    expect(res.status).toBe(200)
    return { statements, waves }
  } finally {
    db.query = original
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
