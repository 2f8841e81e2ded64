import { P } from '../permissions.ts'
import { defineGlobal } from './define.ts'

// At most a year, in minutes.
const YEAR = 525_600

/** /settings/lead-setting: the active asset's SLA durations, daily lead limit per agent and the pool's privacy. */
export const leadSettings = defineGlobal({
  name: 'leadSettings',
  label: 'Lead Setting',
  subtitle: 'SLA durations and agent quota for this asset',
  path: '/api/settings/lead-setting',
  route: '/settings/lead-setting',
  fields: {
    initialSlaMinutes: {
      type: 'integer',
      required: true,
      min: 1,
      max: YEAR,
      label: 'Initial SLA minutes',
      formLabel: 'Initial SLA (minutes)',
      help: 'Time the assigned agent has to accept a new lead.',
    },
    poolSlaMinutes: {
      type: 'integer',
      required: true,
      min: 1,
      max: YEAR,
      label: 'Lead Pool SLA minutes',
      formLabel: 'Lead Pool SLA (minutes)',
      help: 'Then the time the lead stays in the pool for any agent to claim.',
    },
    dailyLeadLimit: {
      type: 'integer',
      required: true,
      min: 1,
      max: 100_000,
      label: 'Daily lead limit',
      formLabel: 'Daily lead limit per agent',
      help: 'Above it the lead form warns before assigning more leads.',
    },
    // the lead pool shows 'Hidden until claimed' instead of the customer's name
    hidePoolCustomerNames: {
      type: 'boolean',
      label: "Hide the customer's name in the lead pool until the lead is claimed",
      help: 'Agents then claim on the enquiry itself (contact type, source, property), not on who the customer is.',
    },
  },
  access: { view: [P.LEAD_SETTING_VIEW], update: [P.LEAD_SETTING_UPDATE] },
  form: {
    sections: [
      { title: 'SLA and quota', fields: ['initialSlaMinutes', 'poolSlaMinutes', 'dailyLeadLimit'] },
      { title: 'Lead pool', fields: ['hidePoolCustomerNames'] },
    ],
  },
  saved: 'Lead settings have been updated successfully',
})
