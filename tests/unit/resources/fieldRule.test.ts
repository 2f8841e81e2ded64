import { describe, expect, it } from 'vitest'
import { P } from '../../../src/domain/permissions.ts'
import { seesColumn, seesField, shownRecord, shownUser } from '../../../src/server/resources/fieldRule.ts'

/**
 * The field rule's guarantee (server/resources/fieldRule.ts): whatever a reader put in a record, what leaves
 * the server is what the declarations let the caller see. The API tests show the readers; these the rule.
 */
const holding = (...keys: string[]) => ({
  can: (k: string | readonly string[]) => [k].flat().some((x) => keys.includes(x)),
})
const frontDesk = holding(P.CUSTOMERS_VIEW, P.LEAD_ADD, P.LEADS_REPORT_VIEW)
const agent = holding(P.CUSTOMERS_VIEW, P.LEAD_ADD, P.LEADS_REPORT_VIEW, P.VIEW_SENSITIVE_INFORMATION)
const superAdmin = { can: () => true, isSuper: true }

describe('the field rule', () => {
  it('leaves out the fields a caller may not see, a group’s secret one for everyone, and keeps what no declaration names', () => {
    const customer = {
      _id: 'c1',
      firstName: 'Ann',
      email: 'ann@example.test',
      phoneNumber: '+971501234567',
      login: { enabled: true, password: '$argon2id$x' },
      deletedAt: '2026-01-01T00:00:00Z',
    }
    const shown = shownRecord(frontDesk, 'customers')(customer)
    expect(shown).toEqual({ _id: 'c1', firstName: 'Ann', login: { enabled: true }, deletedAt: '2026-01-01T00:00:00Z' })
    expect(shownRecord(superAdmin, 'customers')(customer)).toEqual({ ...customer, login: { enabled: true } })
    // the record given is not changed
    expect(customer.email).toBe('ann@example.test')
  })

  it('shapes a populated record by its own resource, one or many', () => {
    const lead = {
      _id: 'l1',
      customer: { _id: 'c1', fullName: 'Ann', email: 'ann@example.test', phoneNumber: '+971501234567' },
      agent: { _id: 'm1', name: 'Sam', email: 'sam@agency.test', whatsapp: '+971509999999' },
      creator: { _id: 'u1', fullName: 'Amira Admin', email: 'admin@demo.test' },
    }
    expect(shownRecord(frontDesk, 'leads')(lead)).toEqual({
      _id: 'l1',
      customer: { _id: 'c1', fullName: 'Ann' },
      agent: { _id: 'm1', name: 'Sam' },
      creator: { _id: 'u1', fullName: 'Amira Admin' },
    })
    // a caller with the contact key sees the customer's, but still no user's e-mail without super access
    const forAgent = shownRecord(agent, 'leads')(lead)
    expect(forAgent.customer).toMatchObject({ email: 'ann@example.test' })
    expect(forAgent.creator).toEqual({ _id: 'u1', fullName: 'Amira Admin' })
    const members = shownRecord(frontDesk, 'teamMembers')({ _id: 'm1', group: [{ _id: 'g1', name: 'Sales' }] })
    expect(members).toEqual({ _id: 'm1', group: [{ _id: 'g1', name: 'Sales' }] })
  })

  it('answers per field, per logged column and for who acted', () => {
    expect(seesField(frontDesk, 'customers', 'email')).toBe(false)
    expect(seesField(agent, 'customers', 'email')).toBe(true)
    expect(seesField(agent, 'customers', 'login.password')).toBe(false)
    expect(seesColumn(frontDesk, 'customers', 'phone_number')).toBe(false)
    expect(seesColumn(frontDesk, 'customers', 'first_name')).toBe(true)
    expect(seesColumn(frontDesk, 'team_members', 'whatsapp_number')).toBe(false)
    expect(seesColumn(superAdmin, 'customers', 'login_password_hash')).toBe(false)
    const who = { _id: 'u1', fullName: 'Amira Admin', email: 'admin@demo.test' }
    expect(shownUser(agent, who)).toEqual({ _id: 'u1', fullName: 'Amira Admin' })
    expect(shownUser(superAdmin, who)).toEqual(who)
  })
})
