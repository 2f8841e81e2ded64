import { describe, expect, it } from 'vitest'
import { leadFormSchema, defaultLeadValues, MSG, type LeadFormValues } from '../../../src/domain/leads/leadForm.ts'
import { slaHoldOf } from '../../../src/domain/leads/pool.ts'
import { applyInitialAgent, pickCustomer } from '../../../src/domain/leads/transitions.ts'

/** A lead the SLA engine holds without an agent (pool, manager) is a valid form without one. */
describe('leads held by the SLA engine', () => {
  it('are the pool leads the engine moved (not those the form sent there) and the escalated ones', () => {
    expect(slaHoldOf({ isInFreePool: true, sendToPool: false })).toBe('pool')
    expect(slaHoldOf({ isInFreePool: true, sendToPool: true })).toBeNull()
    expect(slaHoldOf({ isInFreePool: false, escalatedToIds: ['m1'] })).toBe('manager')
    expect(slaHoldOf({ isInFreePool: false, escalatedToIds: null })).toBeNull()
  })

  const base: Partial<LeadFormValues> = {
    ...defaultLeadValues(),
    customer: crypto.randomUUID(),
    contactType: 'Buyer',
    source: 'Website',
    referredBy: crypto.randomUUID(),
    contactMethod: 'Phone',
    action: 'Requires call from agent',
    type: 'general',
    listing: null,
    country: 'UAE',
    city: 'Dubai',
    location: 'Marina',
    propertyType: 'Villa',
    amenities: ['Pool'],
    minBedroom: 1,
    maxBedroom: 2,
    minBudget: 1,
    maxBudget: 2,
    isManualAssignment: true,
  }

  it('need no agent in the form; other leads of manual assignment still do', () => {
    const agentErrors = (v: object) =>
      (leadFormSchema.safeParse(v).error?.issues ?? []).filter((i) => i.path[0] === 'agent').map((i) => i.message)
    expect(agentErrors({ ...base, slaHold: null })).toEqual([MSG.agent])
    expect(agentErrors({ ...base, slaHold: 'pool' })).toEqual([])
    expect(agentErrors({ ...base, slaHold: 'manager' })).toEqual([])
  })

  it('get no agent from the lookup and ask for no new SLA dates', () => {
    const held = { ...base, type: 'listing' as const, isManualAssignment: false, slaHold: 'pool' as const }
    expect(pickCustomer(held, { _id: crypto.randomUUID(), type: 'Client' }).effects).toEqual([])
    expect(pickCustomer({ ...held, slaHold: null }, { _id: crypto.randomUUID(), type: 'Client' }).effects).toEqual([
      'fetchAgent',
      'fetchSla',
    ])
    expect(applyInitialAgent(held, { notFound: true }).errors).toBeUndefined()
    expect(applyInitialAgent({ ...held, slaHold: null }, { notFound: true }).errors).toEqual({
      agent: MSG.agentNotFound,
    })
  })
})
