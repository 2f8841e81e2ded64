import { useAtomValue } from 'jotai'
import { useRegisterCommands } from '../../../../commands/registry.ts'
import type { AwaitingLead } from '../../../domain/leads/pool.ts'
import { P } from '../../../domain/permissions.ts'
import { useServerEvent } from '../../events/eventStream.ts'
import { EVENT_KINDS } from '../../../domain/events.ts'
import { useApi } from '../../lib/useApi.ts'
import { canAtom, profileAtom } from '../../state/session.ts'
import { acceptLead } from './slaActions.ts'
import { t } from '../../../domain/i18n/index.ts'

/** The caller's leads awaiting their acceptance, kept fresh by their notifications (a new lead, a warning, one gone). */
export function useAwaitingAcceptance() {
  const agentId = useAtomValue(profileAtom)?.agentId
  const can = useAtomValue(canAtom)
  const enabled = !!agentId && can([P.LEADS_REPORT_VIEW])
  const res = useApi<{ data: AwaitingLead[] }>(enabled ? '/api/properties/leads/awaiting-acceptance' : null)
  useServerEvent(EVENT_KINDS.notification, () => void res.mutate())
  return { enabled, leads: res.data?.data ?? [], loading: res.isLoading }
}

/** "Accept lead 10423" in the palette for each lead awaiting the caller (mounted once, in App). */
export function useAcceptCommands() {
  const { leads } = useAwaitingAcceptance()
  useRegisterCommands(
    'sla-accept',
    leads.map((l) => ({
      id: `sla.accept.${l._id}`,
      title: t('report.commands.acceptNo', { id: l.leadID }),
      subtitle: l.customerName || undefined,
      group: 'Leads',
      keywords: ['accept', 'sla', String(l.leadID)],
      permission: [P.LEAD_UPDATE],
      run: () => void acceptLead(l._id, l.leadID),
    })),
    [leads],
  )
}
