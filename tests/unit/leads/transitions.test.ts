import { describe, expect, it } from 'vitest'
import { MSG, defaultLeadValues } from '../../../src/domain/leads/leadForm.ts'
import {
  applyInitialAgent,
  changeAgent,
  changeAssignment,
  changeContactType,
  changeSendToPool,
  changeSlaMode,
  changeType,
  isAcceptedOnCreate,
  leadTypeFor,
  manualSlaAllowed,
  pickCustomer,
  pickListing,
  pickProject,
  slaDatesEditable,
  type Values,
} from '../../../src/domain/leads/transitions.ts'
import { formatSla, parseSlaInput } from '../../../src/web/leads/editor/controls/DateTimeInput.tsx'

const filled = {
  ...defaultLeadValues(),
  listing: 'l1',
  campaignName: 'p1',
  amenities: ['Gym'],
  minBudget: 1,
  maxBudget: 2,
  minBedroom: 1,
  maxBedroom: 2,
  minBathrooms: 1,
  maxBathrooms: 1,
  propertyType: 'Villa',
  location: 'Marina',
  parentId: 'x',
  stage: 'Viewing',
  contactType: 'Tenant' as const,
  leadType: 'Rent' as const,
}
const resetFields = [
  'amenities',
  'minBudget',
  'maxBudget',
  'minBedroom',
  'maxBedroom',
  'minBathrooms',
  'maxBathrooms',
  'propertyType',
  'location',
  'parentId',
]

describe('type change', () => {
  it('resets the shared fields on every change', () => {
    for (const t of ['listing', 'offplan', 'general'] as const) {
      const r = changeType(filled, t)
      for (const f of resetFields)
        expect(r.values[f as keyof typeof r.values], `${t} ${f}`).toEqual(f === 'amenities' ? [] : null)
    }
  })
  it('listing: clears the campaign, stage New, listing required', () => {
    const r = changeType(filled, 'listing')
    expect(r.values).toMatchObject({ type: 'listing', campaignName: null, stage: 'New', listing: 'l1' })
    expect(r.required).toContain('listing')
  })
  it('offplan: clears the listing, Sale, Buyer, New; project and property type required', () => {
    const r = changeType(filled, 'offplan')
    expect(r.values).toMatchObject({
      type: 'offplan',
      listing: null,
      leadType: 'Sale',
      contactType: 'Buyer',
      stage: 'New',
      campaignName: 'p1',
    })
    expect(r.required).toEqual(expect.arrayContaining(['campaignName', 'propertyType']))
    expect(r.required).not.toContain('listing')
  })
  it('general: forces manual assignment and requires agent, property type, location, budgets, bedrooms', () => {
    const r = changeType({ ...filled, sendToPool: true }, 'general')
    expect(r.values).toMatchObject({
      type: 'general',
      isManualAssignment: true,
      sendToPool: false,
      listing: null,
      campaignName: null,
    })
    expect(r.required).toEqual(
      expect.arrayContaining([
        'agent',
        'propertyType',
        'location',
        'minBudget',
        'maxBudget',
        'minBedroom',
        'maxBedroom',
      ]),
    )
  })
})

describe('passing over a type (arrow keys through the radios)', () => {
  /** Arrow steps as the form takes them: each change hands the next one what it forced. */
  const walk = (start: Values, ...types: Array<'listing' | 'offplan' | 'general'>) => {
    let values = start
    let forced: Values = {}
    for (const t of types) {
      const r = changeType(values, t, forced)
      values = r.values
      forced = r.forced ?? {}
    }
    return values
  }
  const tenant = { ...defaultLeadValues(), contactType: 'Tenant' as const, leadType: 'Rent' as const, stage: 'Viewing' }
  it('Listing → Off Plan → General keeps the Tenant / Rent and stage the user had', () => {
    expect(walk(tenant, 'offplan', 'general')).toMatchObject({
      type: 'general',
      contactType: 'Tenant',
      leadType: 'Rent',
      stage: 'Viewing',
    })
  })
  it("General → Off Plan → Listing keeps them too; only Listing's own stage New applies", () => {
    expect(walk({ ...tenant, type: 'general' }, 'offplan', 'listing')).toMatchObject({
      type: 'listing',
      contactType: 'Tenant',
      leadType: 'Rent',
      stage: 'New',
    })
  })
  it('stopping on Off Plan still forces Buyer / Sale and stage New (spec 1 §4)', () => {
    expect(walk(tenant, 'offplan')).toMatchObject({ contactType: 'Buyer', leadType: 'Sale', stage: 'New' })
  })
  it('passing over General gives back the automatic assignment', () => {
    const r = changeType(
      walk({ ...tenant, type: 'offplan' }, 'general'),
      'listing',
      changeType({ ...tenant, type: 'offplan' }, 'general').forced,
    )
    expect(r.values).toMatchObject({ isManualAssignment: false, sendToPool: false })
    expect(r.effects).toContain('fetchAgent')
  })
  it('a contact type the user chose while on Off Plan is kept when leaving it', () => {
    const off = changeType(tenant, 'offplan')
    const landlord = changeContactType(off.values, 'Landlord').values
    expect(changeType(landlord, 'general', off.forced).values).toMatchObject({
      contactType: 'Landlord',
      leadType: 'Rent',
      stage: 'Viewing',
    })
  })
})

describe('picking a listing or project', () => {
  it('a rent listing sets Tenant and copies its fields, then fetches agent and budget', () => {
    const r = pickListing(defaultLeadValues(), {
      _id: 'L',
      purpose: 'rent',
      propertyType: 'Apartment',
      location: 'JLT',
      city: 'Dubai',
      country: 'United Arab Emirates',
      bedrooms: 2,
      bathrooms: 3,
      amenities: ['Gym', 'Balcony'],
    })
    expect(r.values).toMatchObject({
      listing: 'L',
      contactType: 'Tenant',
      leadType: 'Rent',
      propertyType: 'Apartment',
      location: 'JLT',
      minBedroom: 2,
      maxBedroom: 2,
      minBathrooms: 3,
      maxBathrooms: 3,
      amenities: ['Gym', 'Balcony'],
    })
    expect(r.effects).toEqual(['fetchAgent', 'fetchBudget'])
  })
  it('a sale listing sets Buyer', () => {
    expect(pickListing(defaultLeadValues(), { _id: 'L', purpose: 'sale' }).values).toMatchObject({
      contactType: 'Buyer',
      leadType: 'Sale',
    })
  })
  it('clearing the listing fetches nothing', () => {
    expect(pickListing(filled, null)).toMatchObject({ patch: { listing: null }, effects: [] })
  })
  it('a project sets Sale and copies city, country, bedrooms and amenities', () => {
    const r = pickProject(
      { ...defaultLeadValues(), leadType: 'Rent' },
      { _id: 'P', city: 'Abu Dhabi', country: 'United Arab Emirates', bedrooms: [3, 1, 2], amenities: ['Pool'] },
    )
    expect(r.values).toMatchObject({
      campaignName: 'P',
      leadType: 'Sale',
      city: 'Abu Dhabi',
      minBedroom: 1,
      maxBedroom: 3,
      amenities: ['Pool'],
    })
    expect(r.effects).toEqual(['fetchAgent', 'fetchBudget'])
  })
})

describe('contact type → lead type', () => {
  it('maps Buyer/Seller to Sale and Tenant/Landlord to Rent', () => {
    expect(leadTypeFor('Buyer')).toBe('Sale')
    expect(leadTypeFor('Seller')).toBe('Sale')
    expect(leadTypeFor('Tenant')).toBe('Rent')
    expect(leadTypeFor('Landlord')).toBe('Rent')
    expect(changeContactType({ leadType: 'Sale' }, 'Landlord').values.leadType).toBe('Rent')
  })
})

describe('assignment', () => {
  it('auto again refetches the agent and turns the pool off', () => {
    const r = changeAssignment({ ...defaultLeadValues(), isManualAssignment: true, sendToPool: true }, false)
    expect(r.values).toMatchObject({ isManualAssignment: false, sendToPool: false })
    expect(r.effects).toEqual(['fetchAgent'])
  })
  it('manual needs no fetch; general cannot go back to auto', () => {
    expect(changeAssignment(defaultLeadValues(), true)).toMatchObject({
      effects: [],
      values: { isManualAssignment: true },
    })
    expect(changeAssignment({ type: 'general', isManualAssignment: true }, false).values.isManualAssignment).toBe(true)
  })
  it('a parent in the agent answer turns manual off and shows the merge message', () => {
    const r = applyInitialAgent(
      { ...defaultLeadValues(), isManualAssignment: true },
      { agent: { _id: 'A' }, parent: { _id: 'P', leadID: 12 } },
    )
    expect(r.values).toMatchObject({ isManualAssignment: false, parentId: 'P', agent: 'A' })
    expect(r.message).toContain('12')
    expect(r.parent).toEqual({ _id: 'P', leadID: 12 })
    expect(r.effects).toEqual(['fetchSla'])
  })
  it('general leads keep their manual agent, and merge under a parent found for the customer', () => {
    const v = { ...defaultLeadValues(), type: 'general' as const, isManualAssignment: true, agent: 'MINE' }
    const kept = applyInitialAgent(v, { agent: null, notFound: true })
    expect(kept.values).toMatchObject({ agent: 'MINE', isManualAssignment: true })
    expect(kept.errors).toBeUndefined()
    const merged = applyInitialAgent(v, { agent: { _id: 'P-AGENT' }, parent: { _id: 'P', leadID: 3 } })
    expect(merged.values).toMatchObject({ parentId: 'P', agent: 'P-AGENT', isManualAssignment: true })
    expect(changeType(defaultLeadValues(), 'general').effects).toEqual(['fetchAgent'])
  })
  it('notFound shows the spec message', () => {
    const r = applyInitialAgent(defaultLeadValues(), { agent: null, notFound: true })
    expect(r.errors?.agent).toBe('Agent does not found automatically. Please select it manually')
    expect(MSG.agentNotFound).toBe('Agent does not found automatically. Please select it manually')
    expect(r.values.agent).toBeNull()
  })
  it('a first-to-claim group from the routing rules is said, not refused as an agent not found', () => {
    const r = applyInitialAgent(defaultLeadValues(), { agent: null, notFound: false, pool: { windowMinutes: 15 } })
    expect(r.errors).toBeUndefined()
    expect(r.values.agent).toBeNull()
    expect(r.message).toBe(
      'The routing rules offer this lead to the first agent of their group to claim it within 15 minutes: no agent is assigned yet.',
    )
  })
  it('an agent found is set and SLA refetched in auto mode only', () => {
    expect(applyInitialAgent(defaultLeadValues(), { agent: { _id: 'A' } })).toMatchObject({
      values: { agent: 'A' },
      effects: ['fetchSla'],
    })
    expect(applyInitialAgent({ setAutoSLADetails: false }, { agent: { _id: 'A' } }).effects).toEqual([])
    expect(changeAgent(defaultLeadValues(), 'B')).toMatchObject({ values: { agent: 'B' }, effects: ['fetchSla'] })
    expect(changeSendToPool(defaultLeadValues(), true)).toMatchObject({
      values: { sendToPool: true },
      effects: ['fetchSla'],
    })
    expect(changeSendToPool(defaultLeadValues(), true).required).not.toContain('agent')
  })
})

describe('SLA', () => {
  it('manual adds the validators, auto removes them and fetches dates', () => {
    expect(changeSlaMode(defaultLeadValues(), false).required).toEqual(
      expect.arrayContaining(['initialSlaEndDate', 'freePoolSlaEndDate']),
    )
    const auto = changeSlaMode({ setAutoSLADetails: false }, true)
    expect(auto.required).not.toContain('initialSlaEndDate')
    expect(auto.effects).toEqual(['fetchSla'])
  })
  it('External Agent and Spam customers disable SLA editing and reset manual dates', () => {
    const r = pickCustomer({ setAutoSLADetails: false, initialSlaEndDate: 'x' }, { _id: 'C', type: 'Spam' })
    expect(r.values).toMatchObject({
      customer: 'C',
      customerType: 'Spam',
      setAutoSLADetails: true,
      initialSlaEndDate: null,
    })
    expect(slaDatesEditable({ canUpdateSla: true, customerType: 'External Agent' })).toBe(false)
    expect(slaDatesEditable({ canUpdateSla: true, customerType: 'Client' })).toBe(true)
    expect(slaDatesEditable({ canUpdateSla: false, customerType: 'Client' })).toBe(false)
    expect(pickCustomer({}, { _id: 'C', type: 'Client' }).effects).toEqual(['fetchAgent', 'fetchSla'])
  })
  it('manual SLA is disabled while the quota warning shows', () => {
    expect(manualSlaAllowed({ canUpdateSla: true, limitsWarning: 'over' })).toBe(false)
    expect(manualSlaAllowed({ canUpdateSla: true })).toBe(true)
  })
})

describe('accepted on create', () => {
  it('accepts when connected, past New, or merged', () => {
    expect(isAcceptedOnCreate({ action: 'Client Connected to Agent', stage: 'New' })).toBe(true)
    expect(isAcceptedOnCreate({ action: 'Requires call from agent', stage: 'Qualified' })).toBe(true)
    expect(isAcceptedOnCreate({ action: 'Requires call from agent', stage: 'New', parentId: 'P' })).toBe(true)
    expect(isAcceptedOnCreate({ action: 'Requires call from agent', stage: 'New' })).toBe(false)
  })
})

describe('manual SLA input', () => {
  it('reads yyyy-MM-dd HH:mm:ss, and a date alone at 00:00', () => {
    expect(parseSlaInput('2031-05-06 07:08:09')?.format('YYYY-MM-DD HH:mm:ss')).toBe('2031-05-06 07:08:09')
    expect(parseSlaInput('2031-05-06')?.format('YYYY-MM-DD HH:mm:ss')).toBe('2031-05-06 00:00:00')
    expect(parseSlaInput('06/05/2031')).toBeNull()
    expect(parseSlaInput('2031-13-40 10:00:00')).toBeNull()
    expect(formatSla(null)).toBe('')
  })
})
