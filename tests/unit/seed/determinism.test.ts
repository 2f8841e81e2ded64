import { describe, expect, it } from 'vitest'
import type { Queryable } from '../../../src/server/db/db.ts'
import type { LeadContext } from '../../../src/server/db/seed/leadContext.ts'
import { seedLeads } from '../../../src/server/db/seed/leads.ts'
import { Rand } from '../../../src/server/db/seed/random.ts'

/** Records what the seed would send to the database. */
function recorder() {
  const calls: unknown[] = []
  const q: Queryable = {
    async query(sql, params) {
      calls.push([sql, params])
      return []
    },
  }
  return { q, calls }
}

const ctx: LeadContext = {
  assetId: '00000000-0000-4000-8000-000000000001',
  agents: [
    { id: '00000000-0000-4000-8000-00000000000a', officeName: 'Marina Office' },
    { id: '00000000-0000-4000-8000-00000000000b', officeName: 'JLT Office' },
  ],
  testAgents: [{ id: '00000000-0000-4000-8000-00000000000c', officeName: 'Marina Office' }],
  listings: [
    {
      id: '00000000-0000-4000-8000-0000000000f1',
      purpose: 'rent',
      propertyType: 'Apartment',
      price: 120000,
      bedrooms: 2,
      bathrooms: 2,
      amenities: ['Gym'],
      community: 'Dubai Marina',
      location: 'Dubai Marina',
      subLocation: 'Marina Gate',
      agentId: null,
    },
  ],
  projects: [
    {
      id: '00000000-0000-4000-8000-0000000000e1',
      community: 'Business Bay',
      location: 'Business Bay',
      minPrice: 1e6,
      maxPrice: 3e6,
      bedrooms: [1, 2],
      propertyTypes: ['Apartment'],
      amenities: [],
      agentIds: ['00000000-0000-4000-8000-00000000000a'],
    },
  ],
  customerIds: ['00000000-0000-4000-8000-0000000000c1', '00000000-0000-4000-8000-0000000000c2'],
  userIds: ['00000000-0000-4000-8000-0000000000u1'],
  initialSlaMinutes: 30,
  poolSlaMinutes: 120,
}

describe('lead seed', () => {
  it('produces the same rows for the same seed and moment', async () => {
    const now = new Date('2026-01-15T10:00:00Z')
    const a = recorder()
    const b = recorder()
    await seedLeads(a.q, new Rand(7), ctx, { count: 300, firstLeadId: 1, now, days: 730, batch: 100 })
    await seedLeads(b.q, new Rand(7), ctx, { count: 300, firstLeadId: 1, now, days: 730, batch: 100 })
    expect(a.calls.length).toBeGreaterThanOrEqual(7) // 3 batches of leads and history, then the leadID counter
    expect(JSON.stringify(a.calls)).toBe(JSON.stringify(b.calls))
    const c = recorder()
    await seedLeads(c.q, new Rand(8), ctx, { count: 300, firstLeadId: 1, now, days: 730, batch: 100 })
    expect(JSON.stringify(c.calls)).not.toBe(JSON.stringify(a.calls))
  })
})
