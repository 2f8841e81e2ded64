/** In-app notifications' texts (src/domain/notifications.ts), read in the reader's language from the kind and its values. */
export const notifications = {
  kinds: {
    lead_assigned: 'New lead assigned',
    sla_warning: '5 minutes left on the initial SLA',
    lead_in_pool: 'Lead entered the pool',
    lead_escalated: 'Lead escalated to you',
    lead_claimed: 'Lead claimed',
    viewing_reminder: 'Viewing reminder',
    webhook_disabled: 'Webhook disabled',
  },
  title: '{{kind}}: Lead {{n}}',
  lead: 'lead {{n}}',
  leadOf: 'lead {{n}} ({{customer}})',
  bodies: {
    lead_assigned: 'You were assigned {{lead}}. Accept it before its initial SLA ends.',
    sla_warning: 'Accept {{lead}} within 5 minutes, or it goes to the lead pool.',
    lead_in_pool: '{{Lead}} is in the lead pool: the first agent to claim it gets it.',
    lead_escalated: 'Nobody claimed {{lead}} from the pool: assign it to an agent.',
    lead_claimed: '{{by}} claimed {{lead}} from the pool.',
    viewing_reminder: 'Viewing for {{lead}}: {{viewing}}.',
    webhook_disabled:
      'Deliveries to {{url}} failed for 3 days, so the webhook was turned off. Fix the receiver, then enable it again.',
  },
  anAgent: 'An agent',
  seeTheLead: 'see the lead',
  poolTitle_one: '{{n}} lead entered the pool',
  poolTitle_other: '{{n}} leads entered the pool',
  poolBody: 'Leads {{numbers}} are in the lead pool: the first agent to claim one gets it.',
  andMore: '{{named}} and {{more}} more',
  and: '{{named}} and {{last}}',
  // I18N-E: the viewing reminder's time, made by the scheduler and read in the reader's language
  theViewing: 'the viewing',
  viewingWith: '{{what}} with {{customer}}',
  startsIn_one: '{{subject}} starts in {{n}} minute',
  startsIn_other: '{{subject}} starts in {{n}} minutes',
  startedAgo_one: '{{subject}} started {{n}} minute ago',
  startedAgo_other: '{{subject}} started {{n}} minutes ago',
}
