import { describe, expect, it } from 'vitest'
import {
  NOTIFICATION_KINDS,
  leadNotificationText,
  noticeShown,
  noticeText,
  poolEnteredText,
  webhookDisabledText,
} from '../../src/domain/notifications.ts'

// The texts people read in the bell, the e-mail copies and the notification log (the viewing reminder among them).
describe('lead notification texts', () => {
  it('names the lead, its customer and who acted, for every kind', () => {
    const ctx = {
      leadNumber: 10423,
      customerName: 'Layla Haddad',
      by: 'Aisha Agent',
      viewing: 'DMR-S-1420 starts in 60 minutes',
    }
    // every kind about a lead (a disabled webhook is about no lead: its own test below)
    const leadKinds = NOTIFICATION_KINDS.filter((k) => k !== 'webhook_disabled')
    expect(Object.fromEntries(leadKinds.map((k) => [k, noticeText(k, ctx, 'en')]))).toEqual({
      lead_assigned: {
        title: 'New lead assigned: Lead 10423',
        body: 'You were assigned lead 10423 (Layla Haddad). Accept it before its initial SLA ends.',
      },
      sla_warning: {
        title: '5 minutes left on the initial SLA: Lead 10423',
        body: 'Accept lead 10423 (Layla Haddad) within 5 minutes, or it goes to the lead pool.',
      },
      lead_in_pool: {
        title: 'Lead entered the pool: Lead 10423',
        body: 'Lead 10423 (Layla Haddad) is in the lead pool: the first agent to claim it gets it.',
      },
      lead_escalated: {
        title: 'Lead escalated to you: Lead 10423',
        body: 'Nobody claimed lead 10423 (Layla Haddad) from the pool: assign it to an agent.',
      },
      lead_claimed: {
        title: 'Lead claimed: Lead 10423',
        body: 'Aisha Agent claimed lead 10423 (Layla Haddad) from the pool.',
      },
      viewing_reminder: {
        title: 'Viewing reminder: Lead 10423',
        body: 'Viewing for lead 10423 (Layla Haddad): DMR-S-1420 starts in 60 minutes.',
      },
    })
  })

  it('tells a webhook’s owner that it was disabled, naming its URL, in English as stored and in Arabic', () => {
    const stored = webhookDisabledText('https://hooks.example.com/agency')
    expect(stored).toEqual({
      title: 'Webhook disabled',
      body: 'Deliveries to https://hooks.example.com/agency failed for 3 days, so the webhook was turned off. Fix the receiver, then enable it again.',
      args: { webhookUrl: 'https://hooks.example.com/agency' },
    })
    const ar = noticeText('webhook_disabled', stored.args, 'ar')
    expect(ar.title).toBe('تعطيل خطاف ويب')
    expect(ar.body).toContain('https://hooks.example.com/agency')
  })

  it('leaves the customer out when it is not given (a pool that hides names until claimed)', () => {
    expect(leadNotificationText('lead_in_pool', { leadNumber: 7 }).body).toBe(
      'Lead 7 is in the lead pool: the first agent to claim it gets it.',
    )
    expect(leadNotificationText('lead_claimed', { leadNumber: 7 }).body).toBe('An agent claimed lead 7 from the pool.')
  })
})

// A notification keeps the values of its text, so each reader reads it in their own language.
describe('notification texts in the reader’s language', () => {
  it('stores English with the values, and reads them in Arabic', () => {
    const sent = leadNotificationText('lead_claimed', {
      leadNumber: 10423,
      customerName: 'Layla Haddad',
      by: 'Aisha Agent',
    })
    expect(sent).toEqual({
      title: 'Lead claimed: Lead 10423',
      body: 'Aisha Agent claimed lead 10423 (Layla Haddad) from the pool.',
      args: { leadNumber: 10423, customerName: 'Layla Haddad', by: 'Aisha Agent' },
    })
    expect(noticeText('lead_claimed', sent.args, 'ar')).toEqual({
      title: 'تمت المطالبة بعميل محتمل: العميل المحتمل 10423',
      body: 'طالب Aisha Agent بـالعميل المحتمل 10423 (Layla Haddad) من المجمع.',
    })
    // an older notification without values reads as stored
    expect(noticeShown({ kind: 'lead_claimed', title: 'T', body: 'B', args: null })).toEqual({ title: 'T', body: 'B' })
  })

  it('a pool batch names its leads in both languages, with Arabic plural forms', () => {
    const sent = poolEnteredText([101, 102, 103, 104, 105])
    expect(sent.title).toBe('5 leads entered the pool')
    expect(sent.body).toBe('Leads 101, 102, 103 and 2 more are in the lead pool: the first agent to claim one gets it.')
    expect(poolEnteredText([1, 2]).body).toBe(
      'Leads 1 and 2 are in the lead pool: the first agent to claim one gets it.',
    )
    expect(noticeText('lead_in_pool', sent.args, 'ar').body).toBe(
      'العملاء المحتملون 101، 102، 103 و2 غيرهم في مجمع العملاء المحتملين: أول وكيل يطالب بأحدهم يحصل عليه.',
    )
    expect(noticeText('lead_in_pool', { leadNumbers: [1, 2] }, 'ar').title).toBe('دخل عميلان محتملان المجمع')
  })
})
