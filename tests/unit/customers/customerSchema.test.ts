import { describe, expect, it } from 'vitest'
import { CUSTOMER_MESSAGES as M } from '../../../src/domain/customers/messages.ts'
import { customerFormSchema, customerPasswordSchema } from '../../../src/domain/customers/schema.ts'
import { normalizePhone } from '../../../src/domain/customers/phone.ts'

const full = customerFormSchema({ sensitive: true })
const limited = customerFormSchema({ sensitive: false })
const ok = {
  firstName: 'Layla',
  lastName: 'Haddad',
  phoneCode: '971',
  phone: '501234567',
  email: 'layla@example.com',
  type: 'Client',
  enabled: true,
}

/** The messages the schema gives for these values, by field. */
function messages(schema: typeof full | typeof limited, values: Record<string, unknown>) {
  const r = schema.safeParse(values)
  if (r.success) return {}
  const out: Record<string, string[]> = {}
  for (const i of r.error.issues) {
    const key = i.path.join('.') || '_'
    out[key] ??= []
    out[key].push(i.message)
  }
  return out
}

describe('customer form schema (spec 1 §5)', () => {
  it('accepts a complete customer', () => {
    expect(full.safeParse(ok).success).toBe(true)
    expect(limited.safeParse({ firstName: 'Omar', type: 'Spam' }).success).toBe(true)
  })

  it('First Name is required.', () => {
    expect(messages(full, { ...ok, firstName: '' }).firstName).toEqual([M.firstNameRequired])
    expect(messages(full, { ...ok, firstName: undefined }).firstName).toEqual([M.firstNameRequired])
    expect(M.firstNameRequired).toBe('First Name is required.')
  })

  it('The First Name should not contain only whitespaces.', () => {
    expect(messages(full, { ...ok, firstName: '   ' }).firstName).toEqual([
      'The First Name should not contain only whitespaces.',
    ])
  })

  it('The First Name may only contain letters, dashes and underscores.', () => {
    for (const bad of ['Jo3', 'Ann Marie', 'a.b', "O'Neil", '<b>'])
      expect(messages(full, { ...ok, firstName: bad }).firstName).toEqual([
        'The First Name may only contain letters, dashes and underscores.',
      ])
    for (const good of ['Jean-Luc', 'snake_case', 'Zoë', 'محمد', 'José'])
      expect(messages(full, { ...ok, firstName: good }).firstName).toBeUndefined()
  })

  it('applies no validator to the last name', () => {
    expect(messages(full, { ...ok, lastName: '  ' })).toEqual({})
    expect(messages(full, { ...ok, lastName: "O'Neil 3rd" })).toEqual({})
    expect(M.lastNameRequired).toBe('Last Name is required.')
  })

  it('The Phone Number is required.', () => {
    expect(messages(full, { ...ok, phone: '' }).phone).toEqual(['The Phone Number is required.'])
    expect(messages(full, { ...ok, phoneCode: '' }).phone).toEqual(['The Phone Number is required.'])
    expect(messages(full, { ...ok, phone: undefined }).phone).toEqual(['The Phone Number is required.'])
  })

  it('The Phone Number is invalid. (checked against the dial code)', () => {
    expect(messages(full, { ...ok, phone: '12345' }).phone).toEqual(['The Phone Number is invalid.'])
    // a valid UAE mobile is not a valid UK number
    expect(messages(full, { ...ok, phoneCode: '44' }).phone).toEqual(['The Phone Number is invalid.'])
    expect(messages(full, { ...ok, phoneCode: '44', phone: '7911123456' })).toEqual({})
    expect(messages(full, { ...ok, phone: '50123456e' }).phone).toEqual(['The Phone Number is invalid.'])
  })

  it('Invalid Email.', () => {
    expect(messages(full, { ...ok, email: 'not-an-email' }).email).toEqual(['Invalid Email.'])
    expect(messages(full, { ...ok, email: '' })).toEqual({})
  })

  it('Type is required.', () => {
    expect(messages(full, { ...ok, type: '' }).type).toEqual(['Type is required.'])
    expect(messages(full, { ...ok, type: undefined }).type).toEqual(['Type is required.'])
    expect(messages(full, { ...ok, type: 'VIP' }).type).toEqual(['Type is required.'])
  })

  it('keeps the Profile Picture message although the picture is optional', () => {
    expect(M.avatarRequired).toBe('Profile Picture is required.')
    expect(messages(full, { ...ok, avatar: null })).toEqual({})
  })

  it('has no e-mail or phone without VIEW_SENSITIVE_INFORMATION', () => {
    expect(limited.safeParse({ firstName: 'Omar', type: 'Client', phone: '501234567' }).success).toBe(false)
    expect(limited.safeParse({ firstName: 'Omar', type: 'Client', email: 'a@b.co' }).success).toBe(false)
  })

  it('success and failure texts of spec 1 §8', () => {
    expect(M.added).toBe('Customer has been added successfully')
    expect(M.updated).toBe('Customer has been updated successfully')
    expect(M.saveFailed).toBe('Error')
  })

  it('credential password of at least 8 characters', () => {
    expect(customerPasswordSchema.safeParse({ password: 'short7!' }).success).toBe(false)
    expect(customerPasswordSchema.safeParse({ password: 'long-enough' }).success).toBe(true)
  })
})

describe('normalizePhone', () => {
  it('stores E.164 plus code and national number', () => {
    expect(normalizePhone('971', '501234567')).toEqual({
      phoneCode: '971',
      phone: '501234567',
      phoneNumber: '+971501234567',
    })
    expect(normalizePhone('+971', '0501234567')).toEqual({
      phoneCode: '971',
      phone: '501234567',
      phoneNumber: '+971501234567',
    })
    expect(normalizePhone('1', '2015550123')?.phoneNumber).toBe('+12015550123')
  })
  it('refuses numbers of another dial code and garbage', () => {
    expect(normalizePhone('971', '00442079460000')).toBeNull()
    expect(normalizePhone('971', '50-123')).toBeNull()
    expect(normalizePhone('abc', '501234567')).toBeNull()
  })
})
