import { describe, expect, it } from 'vitest'
import { NOTIFICATION_KINDS, leadNotificationText } from '../../src/domain/notifications.ts'

// The texts people read in the bell, the e-mail copies and the notification log (issue 16's five kinds, issue 19's reminder).
describe('lead notification texts', () => {
  it('names the lead, its customer and who acted, for every kind', () => {
    const ctx = { leadNumber: 10423, customerName: 'Layla Haddad', by: 'Aisha Agent', viewing: 'DMR-S-1420 starts in 60 minutes' }
    expect(Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, leadNotificationText(k, ctx)]))).toEqual({
      lead_assigned: { title: 'New lead assigned: Lead 10423', body: 'You were assigned lead 10423 (Layla Haddad). Accept it before its initial SLA ends.' },
      sla_warning: { title: '5 minutes left on the initial SLA: Lead 10423', body: 'Accept lead 10423 (Layla Haddad) within 5 minutes, or it goes to the lead pool.' },
      lead_in_pool: { title: 'Lead entered the pool: Lead 10423', body: 'Lead 10423 (Layla Haddad) is in the lead pool: the first agent to claim it gets it.' },
      lead_escalated: { title: 'Lead escalated to you: Lead 10423', body: 'Nobody claimed lead 10423 (Layla Haddad) from the pool: assign it to an agent.' },
      lead_claimed: { title: 'Lead claimed: Lead 10423', body: 'Aisha Agent claimed lead 10423 (Layla Haddad) from the pool.' },
      viewing_reminder: { title: 'Viewing reminder: Lead 10423', body: 'Viewing for lead 10423 (Layla Haddad): DMR-S-1420 starts in 60 minutes.' },
    })
  })

  it('leaves the customer out when it is not given (a pool that hides names until claimed)', () => {
    expect(leadNotificationText('lead_in_pool', { leadNumber: 7 }).body).toBe('Lead 7 is in the lead pool: the first agent to claim it gets it.')
    expect(leadNotificationText('lead_claimed', { leadNumber: 7 }).body).toBe('An agent claimed lead 7 from the pool.')
  })
})
