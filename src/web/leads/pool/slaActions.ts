import { mutate } from 'swr'
import { api } from '../../lib/http.ts'
import { toast } from '../../ui/toast.tsx'

/** Reloads every list of the SLA cycle (pool, escalated, awaiting acceptance) the tab holds. */
export function reloadSlaLists() {
  return mutate((key) => Array.isArray(key) && typeof key[1] === 'string' && /^\/api\/properties\/leads\/(pool|escalated|awaiting-acceptance)$/.test(key[1]))
}

async function act(path: string, done: string, body?: unknown): Promise<boolean> {
  try {
    await api.post(path, body)
    toast.success(done)
    return true
  } catch (e) {
    toast.warning((e as Error).message)
    return false
  } finally {
    void reloadSlaLists()
  }
}

export const acceptLead = (id: string, leadID: number) => act(`/api/properties/leads/${id}/accept`, `Lead ${leadID} accepted.`)
export const claimLead = (id: string, leadID: number) => act(`/api/properties/leads/${id}/claim`, `Lead ${leadID} is yours: accept it before its initial SLA ends.`)
export const assignEscalated = (id: string, leadID: number, agent: string, name: string) =>
  act(`/api/properties/leads/${id}/pool-assign`, `Lead ${leadID} assigned to ${name}.`, { data: { agent } })
