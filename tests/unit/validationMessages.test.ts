import { beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { fieldLabel, installValidationMessages, unknownFieldsMessage } from '../../src/domain/validationMessages.ts'
import { text } from '../../src/domain/input.ts'
import { leadSettings } from '../../src/domain/globals/leadSettings.ts'
import { writeSchemas } from '../../src/domain/resources/schema.ts'
import { reportQuerySchema } from '../../src/domain/leads/reportFilter.ts'
import { RAW_MESSAGE } from '../humanMessages.ts'
import { customerFormSchema } from '../../src/domain/customers/schema.ts'
import { leadFormSchema } from '../../src/domain/leads/leadForm.ts'

beforeAll(() => installValidationMessages())

/** The messages of one parse, in order. */
const messages = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value)
  if (r.success) throw new Error('expected a failure')
  return r.error.issues.map((i) => i.message)
}
const one = (schema: z.ZodType, value: unknown) => messages(schema, value)[0]

describe('schema issues become sentences naming the field', () => {
  it('labels fields from the label map, else from the field name', () => {
    expect(fieldLabel(['initialSlaMinutes'])).toBe('Initial SLA minutes')
    expect(fieldLabel(['campaignName'])).toBe('Project')
    expect(fieldLabel(['agents', 0])).toBe('Agents')
    expect(fieldLabel(['address', 'postalCode'])).toBe('Postal Code')
    expect(fieldLabel(['listingId'])).toBe('Listing ID')
    expect(fieldLabel(['utm', 'source'])).toBe('UTM Source')
    expect(fieldLabel([])).toBe('This value')
  })

  it('too_big and too_small of text, numbers and lists', () => {
    const s = z.object({
      search: z.string().max(200),
      initialSlaMinutes: z.number().min(1).max(525_600),
      tags: z.array(z.string()).min(1).max(3),
      code: z.string().min(3),
    })
    expect(one(s.pick({ search: true }), { search: 'x'.repeat(201) })).toBe('Search can be at most 200 characters.')
    expect(one(s.pick({ initialSlaMinutes: true }), { initialSlaMinutes: 0 })).toBe(
      'Initial SLA minutes must be at least 1.',
    )
    expect(one(s.pick({ initialSlaMinutes: true }), { initialSlaMinutes: 600_000 })).toBe(
      'Initial SLA minutes can be at most 525,600.',
    )
    expect(one(s.pick({ tags: true }), { tags: [] })).toBe('Tags needs at least one value.')
    expect(one(s.pick({ tags: true }), { tags: ['a', 'b', 'c', 'd'] })).toBe('Tags can have at most 3 values.')
    expect(one(s.pick({ code: true }), { code: 'ab' })).toBe('Code must be at least 3 characters.')
    expect(one(z.object({ name: z.string().min(1) }), { name: '' })).toBe('Name is required.')
    expect(one(z.object({ price: z.number().positive() }), { price: 0 })).toBe('Price must be more than 0.')
    expect(one(z.object({ price: z.number().lt(10) }), { price: 10 })).toBe('Price must be less than 10.')
  })

  it('invalid_type: a missing field is required, a wrong one says what it must be', () => {
    const s = z.object({
      firstName: z.string(),
      enabled: z.boolean(),
      dailyLeadLimit: z.number().int(),
      amenities: z.array(z.string()),
    })
    expect(messages(s, { enabled: 'yes', dailyLeadLimit: 1.5, amenities: 'pool' })).toEqual([
      'First Name is required.',
      'Enabled must be true or false.',
      'Daily lead limit must be a whole number.',
      'Amenities must be a list.',
    ])
    expect(one(z.object({ count: z.number() }), { count: 'abc' })).toBe('Count must be a number.')
    expect(one(z.object({ count: z.number() }), { count: Number.NaN })).toBe('Count must be a number.')
  })

  it('invalid_format: e-mail, web address, id, date, date-time and patterns', () => {
    expect(one(z.object({ email: z.email() }), { email: 'nope' })).toBe('Email must be a valid e-mail address.')
    expect(one(z.object({ website: z.url() }), { website: 'nope' })).toBe(
      'Website must be a valid web address (https://…).',
    )
    expect(one(z.object({ agents: z.array(z.uuid()) }), { agents: ['x'] })).toBe('Agents must be a valid id.')
    expect(one(z.object({ day: z.iso.date() }), { day: '31/01/2026' })).toBe('Day must be a date (YYYY-MM-DD).')
    expect(one(z.object({ code: z.string().regex(/^\d+$/) }), { code: 'a' })).toBe('Code is not in the right format.')
    expect(one(z.object({ at: z.union([z.iso.datetime({ offset: true }), z.iso.date()]) }), { at: 'soon' })).toBe(
      'At must be a date and time (e.g. 2026-01-31T09:00:00Z) or a date (YYYY-MM-DD).',
    )
  })

  it('invalid_value and enums list the values a person may choose', () => {
    expect(one(z.object({ status: z.array(z.enum(['Open', 'Closed'])) }), { status: ['Nope'] })).toBe(
      'Status must be Open or Closed.',
    )
    expect(
      one(z.object({ contactType: z.enum(['Buyer', 'Seller', 'Tenant', 'Landlord']) }), { contactType: 'x' }),
    ).toBe('Contact Type must be Buyer, Seller, Tenant or Landlord.')
    expect(one(z.object({ kind: z.literal('a') }), { kind: 'b' })).toBe('Kind must be a.')
    const many = Array.from({ length: 20 }, (_, i) => `v${i}`) as [string, ...string[]]
    expect(one(z.object({ stage: z.enum(many) }), { stage: 'x' })).toBe('Stage is not one of the values it can have.')
  })

  it('unknown fields and custom issues', () => {
    expect(one(z.object({}).strict(), { foo: 1 })).toBe('"foo" is not a field that can be sent here.')
    expect(unknownFieldsMessage(['a', 'b', 'c'])).toBe('"a", "b" and "c" are not fields that can be sent here.')
    expect(one(z.object({ n: z.number().refine((v) => v > 1) }), { n: 0 })).toBe('N is not valid.')
    expect(one(z.object({ title: text(200) }), { title: 'a\u0000b' })).toBe(
      'Title must not contain the NUL character (\\u0000).',
    )
    expect(one(z.object({ title: text(200) }), { title: 'x'.repeat(201) })).toBe('Title can be at most 200 characters.')
    expect(one(z.object({ title: text(200, 'Listing title') }), { title: 'x'.repeat(201) })).toBe(
      'Listing title can be at most 200 characters.',
    )
  })

  it("a schema's own message (the spec's) stays verbatim", () => {
    expect(messages(leadFormSchema, {})).toContain('Customer is required.')
    expect(messages(customerFormSchema({ sensitive: true }), { type: 'Client', phoneCode: '971', phone: '1' })).toEqual(
      expect.arrayContaining(['First Name is required.', 'The Phone Number is invalid.']),
    )
  })

  it('bad inputs read as sentences', () => {
    expect(one(reportQuerySchema, { search: 'x'.repeat(201) })).toBe('Search can be at most 200 characters.')
    expect(
      messages(writeSchemas(leadSettings).create, { initialSlaMinutes: 0, poolSlaMinutes: 1.5, dailyLeadLimit: 'x' }),
    ).toEqual([
      'Initial SLA minutes must be at least 1.',
      'Lead Pool SLA minutes must be a whole number.',
      'Daily lead limit must be a number.',
    ])
    const all = [
      ...messages(reportQuerySchema, {
        search: 'x'.repeat(201),
        status: ['x'],
        agents: ['x'],
        slaEndsWithin: 'a',
        dateFrom: 'x',
        foo: 1,
      }),
      ...messages(leadFormSchema, {
        contactType: 'x',
        minBedroom: 1000,
        source: 'x'.repeat(300),
        amenities: 'x',
        utm: { id: 'x'.repeat(300) },
      }),
    ]
    for (const m of all) expect(m).not.toMatch(RAW_MESSAGE)
    for (const m of all) expect(m).toMatch(/^[A-Z"].*\.$/)
  })
})
