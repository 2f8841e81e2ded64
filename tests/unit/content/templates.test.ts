import { describe, expect, it } from 'vitest'
import {
  htmlToText,
  renderTemplate,
  unknownVariables,
  unknownVariablesMessage,
} from '../../../src/domain/content/templates.ts'

const ctx = {
  customer: {
    firstName: 'Layla',
    lastName: 'Haddad',
    fullName: 'Layla Haddad',
    email: 'layla@example.com',
    phoneNumber: null,
    customerID: 42,
  },
  asset: { name: 'Dubai Marina Realty' },
}

describe('template renderer', () => {
  it('puts each variable’s value in, with or without spaces inside the braces', () => {
    expect(renderTemplate('Dear {{customer.firstName}} ({{ customer.customerID }}), from {{asset.name}}', ctx)).toBe(
      'Dear Layla (42), from Dubai Marina Realty',
    )
  })

  it('leaves a missing value empty and an unknown name as written', () => {
    expect(renderTemplate('Call {{customer.phoneNumber}}. {{customer.nickname}}', ctx)).toBe(
      'Call . {{customer.nickname}}',
    )
  })

  it('escapes values in an HTML body, so a customer’s name cannot inject markup', () => {
    const evil = { ...ctx, customer: { ...ctx.customer, firstName: '<img src=x onerror=alert(1)>' } }
    expect(renderTemplate('<p>Hi {{customer.firstName}}</p>', evil, { html: true })).toBe(
      '<p>Hi &lt;img src=x onerror=alert(1)&gt;</p>',
    )
    expect(renderTemplate('Hi {{customer.firstName}}', evil)).toBe('Hi <img src=x onerror=alert(1)>')
  })

  it('names the variables it does not know, once each', () => {
    expect(
      unknownVariables('{{customer.frstName}} {{customer.firstName}} {{customer.frstName}} {{agent.name}}'),
    ).toEqual(['customer.frstName', 'agent.name'])
    expect(unknownVariablesMessage('Body', ['customer.frstName'])).toMatch(
      /^Body names \{\{customer\.frstName\}\}, which is not a variable: use \{\{customer\.firstName\}\}/,
    )
  })

  it('turns the HTML body into the mail’s text part', () => {
    expect(
      htmlToText('<p>Dear Layla,</p><p>New units at <strong>Marina&nbsp;Heights</strong> &amp; more.<br>Regards</p>'),
    ).toBe('Dear Layla,\nNew units at Marina Heights & more.\nRegards')
  })
})
