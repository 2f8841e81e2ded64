import { describe, expect, it } from 'vitest'
import {
  criteriaMiss,
  localDay,
  localTime,
  roundRobinOrder,
  routingRuleInputSchema,
  unavailableReason as reason,
  weightedSequence,
  type RoutingAgent,
} from '../../../src/domain/leads/routing.ts'
import { phraseText } from '../../../src/domain/leads/routingText.ts'
import { routeLead, STANDARD_DEFAULT_RULE, type RoutingEnv } from '../../../src/domain/leads/routingChain.ts'
import { criteriaSummary, hoursSummary, targetSummary } from '../../../src/web/leads/routing/summary.ts'

describe('criteria', () => {
  it('match when empty and name the first criterion that does not', () => {
    expect(criteriaMiss({}, {})).toBeNull()
    expect(criteriaMiss({ sources: ['Bayut', 'Property Finder'] }, { source: 'bayut' })).toBeNull()
    expect(criteriaMiss({ sources: ['Bayut', 'Property Finder'] }, { source: 'Website' })).toBe(
      'Source is Website, not one of Bayut, Property Finder',
    )
    expect(criteriaMiss({ contactTypes: ['Tenant'] }, {})).toBe('the lead has no contact type')
    expect(criteriaMiss({ projects: ['p1'] }, { project: 'p2' }, (id) => ({ p1: 'Creek', p2: 'Marina' })[id]!)).toBe(
      'Project is Marina, not Creek',
    )
    expect(criteriaMiss({ maxPrice: 1_000_000 }, { price: 2_000_000 })).toBe('Price 2,000,000 is above 1,000,000')
    expect(criteriaMiss({ minPrice: 0 }, { price: null })).toBe('the lead has no price or budget')
  })

  it('refuse a range whose minimum exceeds its maximum', () => {
    const r = routingRuleInputSchema.safeParse({
      name: 'X',
      criteria: { minPrice: 5, maxPrice: 1 },
      target: { kind: 'standard' },
    })
    expect(r.success ? [] : r.error.issues.map((i) => i.message)).toEqual([
      'Min price cannot be greater than Max price.',
    ])
  })
})

describe('weighted round robin', () => {
  it('spreads a heavier agent’s turns and starts at the turn', () => {
    expect(
      weightedSequence([
        { agentId: 'a', weight: 2 },
        { agentId: 'b', weight: 1 },
      ]),
    ).toEqual(['a', 'b', 'a'])
    expect(
      roundRobinOrder(
        [
          { agentId: 'a', weight: 2 },
          { agentId: 'b', weight: 1 },
        ],
        1,
      ),
    ).toEqual(['b', 'a'])
    expect(
      roundRobinOrder(
        [
          { agentId: 'a', weight: 1 },
          { agentId: 'b', weight: 1 },
          { agentId: 'c', weight: 1 },
        ],
        4,
      ),
    ).toEqual(['b', 'c', 'a'])
  })
})

describe('availability', () => {
  // Monday 2026-11-23 10:30 in Dubai (UTC+4)
  const monday = new Date('2026-11-23T06:30:00Z')
  const agent = { _id: 'a', name: 'Ann', paused: false, workingHours: { mon: { from: '09:00', to: '18:00' } } }
  // the reason is a catalogue phrase (the routing log stores it); read here in English and Arabic
  const unavailableReason = (a: RoutingAgent, now: Date, zone: string, lng: 'en' | 'ar' = 'en') => {
    const p = reason(a, now, zone)
    return p && phraseText(p, lng)
  }
  it('reads working hours in the asset’s time zone', () => {
    expect(unavailableReason(agent, monday, 'Asia/Dubai')).toBeNull()
    expect(unavailableReason(agent, monday, 'UTC')).toBe(
      'outside working hours (Monday 09:00–18:00 in UTC; it is 06:30)',
    )
    expect(
      unavailableReason({ ...agent, workingHours: { tue: { from: '09:00', to: '18:00' } } }, monday, 'Asia/Dubai'),
    ).toBe('off on Mondays (Asia/Dubai)')
    expect(unavailableReason({ ...agent, paused: true }, monday, 'Asia/Dubai')).toBe('paused (on leave)')
    expect(unavailableReason(agent, monday, 'UTC', 'ar')).toBe(
      'خارج ساعات العمل (الاثنين 09:00–18:00 بتوقيت UTC؛ الساعة الآن 06:30)',
    )
  })
  it('counts a daily cap on the asset’s calendar day, whatever zone was read before', () => {
    // 22:30 UTC on Monday is already Tuesday 02:30 in Dubai; formatters are kept per zone, so alternate zones
    const late = new Date('2026-11-23T22:30:00Z')
    expect(localDay(late, 'Asia/Dubai')).toBe('2026-11-24')
    expect(localDay(late, 'UTC')).toBe('2026-11-23')
    expect(localTime(late, 'Asia/Dubai')).toEqual({ day: 'tue', time: '02:30' })
    expect(localTime(new Date('2026-11-24T00:05:00Z'), 'UTC')).toEqual({ day: 'tue', time: '00:05' })
    expect(localDay(late, 'America/New_York')).toBe('2026-11-23')
  })
})

describe('the chain', () => {
  const agents = new Map([['b', { _id: 'b', name: 'Bo', paused: false, workingHours: null }]])
  const env: RoutingEnv = {
    now: new Date(),
    timeZone: 'UTC',
    agents,
    takeTurn: async () => 0,
    takeCapSlot: async () => 1,
    standard: async () => ({ via: null, agents: [] }),
  }
  const def = { _id: 'd', ...STANDARD_DEFAULT_RULE }
  it('offers a lead to a first-to-claim group and resumes at the next fallback when nobody claims', async () => {
    const claim = {
      _id: 'r',
      name: 'Claim',
      isDefault: false,
      enabled: true,
      criteria: {},
      target: { kind: 'claim' as const, members: ['b', 'gone'], windowMinutes: 15 },
      fallbacks: [{ kind: 'agent' as const, agentId: 'b' }],
    }
    const first = await routeLead([claim, def], {}, env)
    expect(first.pool).toEqual({ memberIds: ['b'], windowMinutes: 15, next: { ruleId: 'r', target: 1 } })
    expect(first.log.map((e) => e.text)).toEqual([
      'Rule “Claim” matched (no criteria: every lead).',
      'An agent skipped: no longer an enabled team member of this asset.',
      'Sent to the lead pool for the first to claim among Bo, for 15 minutes.',
    ])
    const then = await routeLead([claim, def], {}, env, first.pool!.next)
    expect(then.agent).toEqual({ _id: 'b', name: 'Bo' })
    expect(then.log.map((e) => e.text)).toEqual([
      'Fallback 1 of rule “Claim” is tried.',
      'Bo chosen: the agent of rule “Claim”.',
    ])
  })
})

describe('the routing page’s summaries', () => {
  const name = (id: string) => ({ a: 'Ann', b: 'Bo', p: 'Creek' })[id] ?? id
  it('say a rule’s criteria, target and an agent’s hours in a line', () => {
    expect(criteriaSummary({}, name)).toBe('Every lead')
    expect(
      criteriaSummary({ sources: ['Bayut'], contactTypes: ['Buyer'], projects: ['p'], minPrice: 1_000_000 }, name),
    ).toBe('Source Bayut · Buyer · Project Creek · Price 1,000,000–any')
    expect(
      targetSummary(
        {
          kind: 'roundRobin',
          members: [
            { agentId: 'a', weight: 2, dailyCap: 5 },
            { agentId: 'b', weight: 1 },
          ],
        },
        name,
      ),
    ).toBe('Round robin: Ann ×2 (cap 5/day), Bo')
    expect(targetSummary({ kind: 'claim', members: ['a', 'b'], windowMinutes: 15 }, name)).toBe(
      'First to claim within 15 min: Ann, Bo',
    )
    expect(hoursSummary(null)).toBe('Any time')
    expect(hoursSummary({ mon: { from: '09:00', to: '18:00' }, fri: { from: '10:00', to: '14:00' } })).toBe(
      'Mon 09:00–18:00, Fri 10:00–14:00',
    )
  })
})
