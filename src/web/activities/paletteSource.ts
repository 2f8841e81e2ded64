import { PhoneCall } from 'lucide-react'
import { parseLeadAction, type LeadAction } from '../../domain/activities/leadActions.ts'
import { t } from '../../domain/i18n/index.ts'
import { P } from '../../domain/permissions.ts'
import type { RecordSource } from '../shell/palette/recordSource.ts'

/**
 * The palette's lead actions: "Log call on 10423" (or "call 10423", "viewing 10423", "follow-up
 * 10423" …) finds lead 10423 through the leads search and offers the action; Enter opens the lead with that
 * action's dialog (`?action=`), in the caller's lead scope like every lead read.
 */
export const LEAD_ACTION_SOURCE: RecordSource = {
  key: 'lead-actions',
  group: 'Lead actions',
  path: '/api/properties/leads/search',
  permission: [P.LEAD_UPDATE],
  icon: PhoneCall,
  filter: { populate: ['customer'] },
  query: (text) => {
    const parsed = parseLeadAction(text)
    return parsed ? { q: parsed.leadNumber, context: parsed.action } : null
  },
  title: (r, action) =>
    t('activities.actionOn', { action: t(`activities.actions.${action as LeadAction}`), leadID: r.leadID }),
  subtitle: (r) => [r.customer?.fullName, r.stage].filter(Boolean).join(' · ') || undefined,
  href: (r, action) => `/reports/leads/${r._id}?tab=0&refresh=0&ref=dashboard&action=${action}`,
}
