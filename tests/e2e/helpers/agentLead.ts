import { expect, type APIRequestContext } from '@playwright/test'
import { authHeaders } from '../fixtures.ts'

/**
 * A lead of the test's own for the demo agent (Aisha Agent, on the manager's team), created through the API as
 * the admin for a listing, with `extra` fields of the create body (e.g. a stage): specs then do not depend on
 * other specs' data or on the SLA scheduler.
 */
export async function leadForTheAgent(request: APIRequestContext, extra: Record<string, unknown> = {}) {
  const headers = await authHeaders('admin')
  const get = async (path: string, filter: object) =>
    (await (await request.get(path, { headers, params: { filter: JSON.stringify(filter) } })).json()).data
  const [agent] = (await get('/api/teams/members', { query: { name: 'Aisha Agent' }, limit: 5 })).filter(
    (m: { name: string }) => m.name === 'Aisha Agent',
  )
  const [listing] = await get('/api/properties/listings', { limit: 1 })
  const [customer] = await get('/api/customers', { limit: 1 })
  const res = await request.post('/api/properties/leads', {
    headers,
    data: {
      customer: customer._id,
      contactType: 'Buyer',
      type: 'listing',
      listing: listing._id,
      source: 'Website',
      referredBy: agent._id,
      contactMethod: 'Phone',
      action: 'Requires call from agent',
      agent: agent._id,
      isManualAssignment: true,
      setAutoSLADetails: true,
      ...extra,
    },
  })
  expect(res.status(), await res.text()).toBe(201)
  return { ...((await res.json()).data as { _id: string; leadID: number }), reference: listing.reference as string }
}
