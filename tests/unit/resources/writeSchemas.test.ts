import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { defineResource } from '../../../src/domain/resources/define.ts'
import { checkProblems, writeSchemas } from '../../../src/domain/resources/schema.ts'
import { ordered } from '../../../src/domain/resources/kinds.ts'
import { customFields } from '../../../src/domain/resources/customFields.ts'
import { projects } from '../../../src/domain/resources/projects.ts'
import { teamMembers } from '../../../src/domain/resources/teamMembers.ts'
import { listings } from '../../../src/domain/resources/listings.ts'
import { installValidationMessages } from '../../../src/domain/validationMessages.ts'

installValidationMessages()

/** The field errors a schema answers, as the API lists them. */
const errors = (schema: z.ZodType, value: unknown) => {
  const res = schema.safeParse(value)
  return res.success ? [] : res.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }))
}

const thing = defineResource({
  name: 'things',
  label: 'Thing',
  plural: 'Things',
  ar: { label: 'الشيء', plural: 'الأشياء', indefinite: 'شيء' },
  menu: { key: 'things', group: 'settings', order: 90 },
  icon: 'Box',
  basePath: '/api/things',
  route: '/things',
  table: 'things',
  fields: {
    name: { type: 'string', required: true, max: 100 },
    note: { type: 'string', max: 100, notNull: true },
    from: { type: 'number' },
    to: { type: 'number' },
    site: { type: 'string', kind: 'url' },
  },
  checks: [ordered('from', 'to')],
  defaultSort: { name: 1 },
  titleField: 'name',
  list: { columns: [{ field: 'name' }] },
  form: { sections: [{ title: 'Thing', fields: ['name', 'note', 'from', 'to', 'site'] }] },
})

describe('required: one fact for the create, the update and the form', () => {
  const { create, update } = writeSchemas(thing)
  it('the create needs it, the update may leave it out, and neither may empty it', () => {
    expect(errors(create, {})).toEqual([{ path: 'name', message: 'Name is required.' }])
    expect(errors(update, {})).toEqual([])
    for (const empty of ['', '  ', null])
      expect(errors(update, { name: empty })[0]).toMatchObject({ path: 'name', message: expect.any(String) })
  })
  it('an optional field may be emptied on both, whether its column holds null or its default (notNull)', () => {
    expect(errors(create, { name: 'A', note: null, site: null })).toEqual([])
    expect(errors(update, { note: null, site: '' })).toEqual([])
  })
  it("a listing's title is optional on create, so an update never demands it (a listing made without one saves again)", () => {
    expect(listings.fields.title.required).toBeFalsy()
    expect(errors(writeSchemas(listings).create, { reference: 'R-1' })).toEqual([])
    expect(errors(writeSchemas(listings).update, { title: null, description: 'New' })).toEqual([])
  })
})

describe('declared kinds', () => {
  const { update } = writeSchemas(teamMembers)
  it.each([
    ['email', 'bad-email', 'Invalid Email.'],
    ['phone', 'abc', 'The Phone Number is invalid.'],
    ['phoneNumber', '12', 'The Phone Number is invalid.'],
    [
      'facebookProfileLink',
      'not a url',
      'Facebook must be a web address starting with http:// or https://, such as https://example.com.',
    ],
    [
      'calendly',
      'javascript:alert(1)',
      'Calendly must be a web address starting with http:// or https://, such as https://example.com.',
    ],
    [
      'videoLink',
      'data:text/html,<b>x</b>',
      'Video Link must be a web address starting with http:// or https://, such as https://example.com.',
    ],
    ['phoneCode', '9x', 'Phone Code must be a dial code such as 971 or +971.'],
  ])('%s %j: %s', (field, value, message) => {
    expect(errors(update, { [field]: value })).toEqual([{ path: field, message }])
  })
  it('takes what each kind means', () => {
    expect(
      errors(update, {
        email: 'sara@agency.ae',
        phoneCode: '+971',
        phone: '50 123 4567',
        phoneNumber: '+971 50 123 4567',
        calendly: 'https://calendly.com/sara',
        linkedInProfileLink: 'http://linkedin.com/in/sara',
      }),
    ).toEqual([])
  })
  it('checks a phone against its dial code, in the update that sends both', () => {
    expect(errors(update, { phoneCode: '971', phone: '12345' })).toEqual([
      { path: 'phone', message: 'The Phone Number is invalid.' },
    ])
  })
  it("a custom field's key is a name, not a phrase", () => {
    expect(errors(writeSchemas(customFields).update, { key: 'my key!' })).toEqual([
      {
        path: 'key',
        message:
          "Key may hold only Latin letters, digits and underscores, starting with a letter, such as 'parking_spaces'.",
      },
    ])
    expect(errors(writeSchemas(customFields).update, { key: 'parking_spaces' })).toEqual([])
  })
})

describe('rules over several fields', () => {
  it('run on a create, beside the errors of other fields', () => {
    expect(
      errors(writeSchemas(projects).create, {
        name: '',
        startDate: '2027-01-01',
        completionDate: '2026-01-01',
        minPrice: 5,
        maxPrice: 1,
      }),
    ).toEqual([
      { path: 'name', message: 'Name is required.' },
      { path: 'startDate', message: 'Start Date cannot be after Completion Date.' },
      { path: 'minPrice', message: 'Min Price cannot be greater than Max Price.' },
    ])
  })
  it('run on an update carrying all their fields; one carrying some is left to the server with the stored values', () => {
    const { update } = writeSchemas(projects)
    expect(errors(update, { startDate: '2027-01-01', completionDate: '2026-01-01' })).toHaveLength(1)
    expect(errors(update, { completionDate: '2026-01-01' })).toEqual([])
    expect(checkProblems(projects, { startDate: '2027-01-01', completionDate: '2026-01-01' }, false)).toHaveLength(1)
  })
  it('pass when either end is empty', () => {
    expect(errors(writeSchemas(thing).create, { name: 'A', from: 5, to: null })).toEqual([])
    expect(errors(writeSchemas(thing).create, { name: 'A', from: 5, to: 1 })).toEqual([
      { path: 'from', message: 'From cannot be greater than To.' },
    ])
  })
  it('a select custom field offers at least one option', () => {
    expect(
      errors(writeSchemas(customFields).create, { name: 'View', key: 'view', type: 'select', options: [] }),
    ).toEqual([{ path: 'options', message: 'A select field needs at least one option.' }])
    expect(
      errors(writeSchemas(customFields).create, { name: 'View', key: 'view', type: 'select', options: ['Sea'] }),
    ).toEqual([])
  })
})
