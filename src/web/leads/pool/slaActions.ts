import { mutate } from 'swr'
import { api } from '../../lib/http.ts'
import { toast } from '../../ui/toast.tsx'
import { t } from '../../../domain/i18n/index.ts'

/** Reloads every list of the SLA cycle (pool, escalated, awaiting acceptance) the tab holds. */
export function reloadSlaLists() {
  return mutate(
    (key) =>
      Array.isArray(key) &&
      typeof key[1] === 'string' &&
      /^\/api\/properties\/leads\/(pool|escalated|awaiting-acceptance)$/.test(key[1]),
  )
}

/** The answer of an SLA action: the lead's new version and what changed (null when it failed, as the toast said). */
export type SlaActionAnswer = { version?: number; isAccepted?: boolean; isContacted?: boolean } | null

async function act(path: string, done: string, body?: unknown): Promise<SlaActionAnswer> {
  try {
    const res = await api.post<{ data: NonNullable<SlaActionAnswer> }>(path, body)
    toast.success(done)
    return res?.data ?? {}
  } catch (e) {
    toast.warning((e as Error).message)
    return null
  } finally {
    void reloadSlaLists()
  }
}

export const acceptLead = (id: string, leadID: number) =>
  act(`/api/properties/leads/${id}/accept`, t('lead.accepted', { id: leadID }))
export const markContacted = (id: string, leadID: number) =>
  act(`/api/properties/leads/${id}/contacted`, t('lead.contactedDone', { id: leadID }))
/** The claimer's leads report shows a lead they claimed: its cached pages are fetched again. */
const reloadReports = () => mutate((key) => Array.isArray(key) && key[1] === '/api/properties/leads')

export const claimLead = (id: string, leadID: number) =>
  act(`/api/properties/leads/${id}/claim`, t('pool.claimed', { id: leadID })).then((answer) => {
    if (answer) void reloadReports()
    return answer
  })
export const assignEscalated = (id: string, leadID: number, agent: string, name: string) =>
  act(`/api/properties/leads/${id}/pool-assign`, t('pool.escalated.assigned', { id: leadID, name }), {
    data: { agent },
  })
