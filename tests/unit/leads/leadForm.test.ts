import { beforeAll, describe, expect, it } from 'vitest'
import { MSG, defaultLeadValues, leadFormSchema, requiredFields } from '../../../src/domain/leads/leadForm.ts'
import { apiFieldName, fromLeadApiBody, toLeadApiBody } from '../../../src/domain/leads/leadApi.ts'
import { installValidationMessages } from '../../../src/domain/validationMessages.ts'

// as the web and the server parse: messages name the field
beforeAll(() => installValidationMessages())

const ID = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`

function valid(over: Record<string, unknown> = {}) {
  return {
    ...defaultLeadValues(),
    customer: ID(1),
    contactType: 'Buyer',
    source: 'Website',
    referredBy: ID(2),
    contactMethod: 'Phone',
    action: 'Requires call from agent',
    type: 'listing',
    listing: ID(3),
    agent: ID(4),
    ...over,
  }
}

function messages(values: Record<string, unknown>): Record<string, string[]> {
  const r = leadFormSchema.safeParse(values)
  if (r.success) return {}
  const out: Record<string, string[]> = {}
  for (const i of r.error.issues) {
    const key = i.path.join('.')
    out[key] ??= []
    out[key].push(i.message)
  }
  return out
}

describe('lead form schema', () => {
  it('accepts a complete listing lead and applies defaults', () => {
    const r = leadFormSchema.parse(valid())
    expect(r.stage).toBe('New')
    expect(r.status).toBe('Open')
    expect(r.country).toBe('United Arab Emirates')
    expect(r.city).toBe('Dubai')
    expect(r.setAutoSLADetails).toBe(true)
  })

  it('names every always-required field with its message', () => {
    const m = messages(defaultLeadValues() as Record<string, unknown>)
    expect(m.customer).toEqual([MSG.customer])
    expect(m.contactType).toEqual([MSG.contactType])
    expect(m.source).toEqual(['Source is required.'])
    expect(m.referredBy).toEqual([MSG.referredBy])
    expect(m.contactMethod).toEqual([MSG.contactMethod])
    expect(m.action).toEqual([MSG.action])
    // auto assignment (the default) finds the agent on save: nothing to ask of the disabled field
    expect(m.agent).toBeUndefined()
    expect(messages({ ...defaultLeadValues(), isManualAssignment: true }).agent).toEqual(['Agent is required.'])
    expect(m.listing).toEqual(['Listing is required.'])
    expect(messages(valid({ type: null })).type).toEqual([MSG.type])
    expect(MSG.customer).toBe('Customer is required.')
    expect(MSG.contactType).toBe('Contact Type is required.')
  })

  it('rejects whitespace-only text', () => {
    expect(messages(valid({ source: '   ' })).source).toEqual(['Field should not contain only whitespaces.'])
    expect(messages(valid({ remarks: ' \t ' })).remarks).toEqual(['Field should not contain only whitespaces.'])
    expect(leadFormSchema.parse(valid({ source: '  Portal ' })).source).toBe('Portal')
  })

  it('requires the project for offplan, with property type', () => {
    const m = messages(valid({ type: 'offplan', listing: null }))
    expect(m.campaignName).toEqual(['Project is required.'])
    expect(m.propertyType).toEqual([MSG.propertyType])
    expect(m.listing).toBeUndefined()
  })

  it('requires country, city, location, property type, amenities, bedrooms and budget for general', () => {
    const m = messages(valid({ type: 'general', listing: null, country: null, city: null }))
    expect(m.country).toEqual([MSG.country])
    expect(m.city).toEqual([MSG.city])
    expect(m.location).toEqual([MSG.location])
    expect(m.propertyType).toEqual([MSG.propertyType])
    expect(m.amenities).toEqual([MSG.amenities])
    expect(m.minBedroom).toEqual(['Min and max bedrooms is required.'])
    expect(m.minBudget).toEqual(['Min and max budget is required.'])
    const half = messages(valid({ type: 'general', minBedroom: 1, minBudget: 10 }))
    expect(half.maxBedroom).toEqual(['Min and max bedrooms is required.'])
    expect(half.maxBudget).toEqual(['Min and max budget is required.'])
  })

  it('keeps minimums at 0 and each min at most its max', () => {
    expect(messages(valid({ minBedroom: -1 })).minBedroom).toEqual([MSG.bedroomsMin])
    expect(messages(valid({ maxBathrooms: -2 })).maxBathrooms).toEqual([MSG.bathroomsMin])
    expect(messages(valid({ minBudget: -5 })).minBudget).toEqual([MSG.budgetMin])
    expect(messages(valid({ minBedroom: 3, maxBedroom: 2 })).minBedroom).toEqual([
      'Min bedrooms cannot be greater than Max bedrooms.',
    ])
    expect(messages(valid({ minBathrooms: 3, maxBathrooms: 1 })).minBathrooms).toEqual([
      'Min bathrooms cannot be greater than Max bathrooms.',
    ])
    expect(messages(valid({ minBudget: 300, maxBudget: 100 })).minBudget).toEqual([
      'Min budget cannot be greater than Max budget.',
    ])
    expect(messages(valid({ minBedroom: 2, maxBedroom: 2, minBudget: '100', maxBudget: '200' }))).toEqual({})
  })

  it('treats empty number inputs as empty and rejects non-numbers', () => {
    expect(leadFormSchema.parse(valid({ minBedroom: Number.NaN, maxBedroom: '' })).minBedroom).toBeNull()
    expect(messages(valid({ minBudget: 'lots' })).minBudget).toBeDefined()
    expect(messages(valid({ minBedroom: 1.5 })).minBedroom).toBeDefined()
  })

  it('adds the manual SLA validators', () => {
    const m = messages(valid({ setAutoSLADetails: false }))
    expect(m.initialSlaEndDate).toEqual(['Initial SLA End Date is required.'])
    expect(m.freePoolSlaEndDate).toEqual([MSG.freePoolSlaRequired])
    const same = messages(
      valid({
        setAutoSLADetails: false,
        initialSlaEndDate: '2030-01-01 10:00:00',
        freePoolSlaEndDate: '2030-01-01 10:00:00',
      }),
    )
    expect(same.initialSlaEndDate).toEqual(['Initial SLA End Date and Free Pool SLA End Date cannot be same.'])
    const later = messages(
      valid({
        setAutoSLADetails: false,
        initialSlaEndDate: '2030-01-02 10:00:00',
        freePoolSlaEndDate: '2030-01-01 10:00:00',
      }),
    )
    expect(later.initialSlaEndDate).toEqual(['Initial SLA End Date should be less than Free Pool SLA End Date.'])
    expect(
      messages(
        valid({
          setAutoSLADetails: false,
          initialSlaEndDate: '2030-01-01 10:00:00',
          freePoolSlaEndDate: '2030-01-01 12:00:00',
        }),
      ),
    ).toEqual({})
    // auto SLA ignores the dates
    expect(
      messages(valid({ setAutoSLADetails: true, initialSlaEndDate: '2030-01-02', freePoolSlaEndDate: '2030-01-01' })),
    ).toEqual({})
  })

  it('does not require an agent when the lead goes to the pool', () => {
    expect(messages(valid({ agent: null, sendToPool: true }))).toEqual({})
  })

  it('asks for the agent only where the user chooses it: manual assignment or a general lead', () => {
    expect(messages(valid({ agent: null, isManualAssignment: false }))).toEqual({})
    expect(messages(valid({ agent: null, isManualAssignment: true })).agent).toEqual([MSG.agent])
    expect(messages(valid({ agent: null, isManualAssignment: false, type: 'general' })).agent).toEqual([MSG.agent])
    expect(requiredFields({ type: 'listing', isManualAssignment: false })).not.toContain('agent')
    expect(requiredFields({ type: 'listing', isManualAssignment: true })).toContain('agent')
  })

  it('rejects wrong types, bad ids and huge strings', () => {
    expect(messages(valid({ customer: 'not-an-id' })).customer).toEqual([MSG.invalidId])
    expect(messages(valid({ contactType: 'Alien' })).contactType).toBeDefined()
    expect(messages(valid({ source: 'x'.repeat(201) })).source).toBeDefined()
    expect(messages(valid({ remarks: 'x'.repeat(5001) })).remarks).toEqual(['Remarks can be at most 5,000 characters.'])
    expect(messages(valid({ remarks: 'a\u0000b' })).remarks).toEqual([
      'Remarks must not contain the NUL character (\\u0000).',
    ])
    expect(
      messages(
        valid({
          setAutoSLADetails: false,
          initialSlaEndDate: '-005000-01-01T00:00:00Z',
          freePoolSlaEndDate: '2030-01-01',
        }),
      ).initialSlaEndDate,
    ).toEqual([MSG.dateRange])
    expect(messages(valid({ amenities: 'Pool' })).amenities).toBeDefined()
    expect(messages(valid({ isManualAssignment: 'yes' })).isManualAssignment).toBeDefined()
    expect(
      messages(valid({ setAutoSLADetails: false, initialSlaEndDate: 'soon', freePoolSlaEndDate: '2030-01-01' }))
        .initialSlaEndDate,
    ).toEqual([MSG.invalidDate])
  })

  it('lists required fields per type and SLA mode', () => {
    expect(requiredFields({ type: 'listing' })).toContain('listing')
    expect(requiredFields({ type: 'offplan' })).toEqual(expect.arrayContaining(['campaignName', 'propertyType']))
    expect(requiredFields({ type: 'general' })).toEqual(
      expect.arrayContaining(['location', 'amenities', 'minBudget', 'agent']),
    )
    expect(requiredFields({ type: 'listing', setAutoSLADetails: false })).toContain('initialSlaEndDate')
    expect(requiredFields({ type: 'listing', sendToPool: true })).not.toContain('agent')
  })
})

describe('API field names', () => {
  it('renames the fields both ways', () => {
    const body = toLeadApiBody(
      {
        minBedroom: 1,
        maxBedroom: 2,
        minBudget: 3,
        maxBudget: 4,
        propertyType: 'Villa',
        campaignName: 'p',
        source: 's',
      },
      'a',
    )
    expect(body).toEqual({
      minBedrooms: 1,
      maxBedrooms: 2,
      minPrice: 3,
      maxPrice: 4,
      unitType: 'Villa',
      project: 'p',
      source: 's',
      asset: 'a',
    })
    expect(fromLeadApiBody(body)).toMatchObject({
      minBedroom: 1,
      maxBedroom: 2,
      minBudget: 3,
      maxBudget: 4,
      propertyType: 'Villa',
      campaignName: 'p',
    })
    expect(apiFieldName('minBudget')).toBe('minPrice')
    expect(apiFieldName('source')).toBe('source')
  })
})
