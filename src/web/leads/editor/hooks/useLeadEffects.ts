import { useCallback } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import { api, ApiError } from '../../../lib/http.ts'
import { toast } from '../../../ui/toast.tsx'
import type { LeadFormValues } from '../../../../domain/leads/leadForm.ts'
import {
  applyInitialAgent,
  type Effect,
  type InitialAgentResponse,
  type Transition,
} from '../../../../domain/leads/transitions.ts'

interface Deps {
  leadId?: string
  assetId: string | null
  apply: (t: Transition) => void
  setLimitsWarning: (w: string | null) => void
}

/**
 * The server calls the transitions ask for (spec 1 §4, §7): the initial agent (and a possible parent),
 * the budget of the listing or project, and the SLA dates in auto SLA mode.
 */
export function useLeadEffects(form: UseFormReturn<LeadFormValues>, d: Deps) {
  const { leadId, assetId, apply, setLimitsWarning } = d
  const fetchAgent = useCallback(async () => {
    const v = form.getValues()
    const general = v.type === 'general'
    const listing = v.type === 'listing' ? v.listing : null
    const project = v.type === 'offplan' ? v.campaignName : null
    // General: only the merge lookup (an open general lead of the customer); the agent stays manual.
    const agent = v.isManualAssignment && !general ? v.agent : null
    if (general ? !v.customer : !listing && !project && !agent) return
    try {
      const res = await api.get<{ data: InitialAgentResponse }>('/api/properties/leads/initial-agent', {
        listing: listing ?? undefined,
        project: project ?? undefined,
        agent: agent ?? undefined,
        customer: v.customer ?? undefined,
        // what routing rules may match on besides the listing or project
        source: v.source ?? undefined,
        contactType: v.contactType ?? undefined,
        leadType: v.leadType ?? undefined,
        stage: v.stage ?? undefined,
        action: v.action ?? undefined,
        customerType: v.customerType ?? undefined,
        lead: leadId,
      })
      if (!general || res.data.parent) setLimitsWarning(res.data.limitsWarning ?? null)
      if (!v.isManualAssignment || general) apply(applyInitialAgent(form.getValues(), res.data))
    } catch (e) {
      toast.error((e as Error).message)
    }
  }, [form, leadId, apply, setLimitsWarning])

  const fetchBudget = useCallback(async () => {
    const v = form.getValues()
    const listing = v.type === 'listing' ? v.listing : null
    const project = v.type === 'offplan' ? v.campaignName : null
    if (!listing && !project) return
    try {
      const res = await api.get<{ data: { minBudget: number | null; maxBudget: number | null } }>(
        '/api/properties/leads/budget',
        {
          listing: listing ?? undefined,
          project: project ?? undefined,
        },
      )
      form.setValue('minBudget', res.data.minBudget, { shouldDirty: true })
      form.setValue('maxBudget', res.data.maxBudget, { shouldDirty: true })
    } catch {
      // no budget known: the fields stay for the user to fill
    }
  }, [form])

  const fetchSla = useCallback(async () => {
    const v = form.getValues()
    if (v.setAutoSLADetails === false) return
    try {
      const res = await api.post<{
        data: { initialSlaEndDate: string | null; freePoolSlaEndDate: string | null; limitsWarning: string | null }
      }>('/api/properties/leads/lead-pool-sla', {
        asset: assetId,
        lead: leadId ?? null,
        agent: v.agent,
        sendToPool: v.sendToPool,
        stage: v.stage,
        action: v.action,
        parentId: v.parentId,
        customerType: v.customerType ?? null,
      })
      form.setValue('initialSlaEndDate', res.data.initialSlaEndDate, { shouldDirty: true })
      form.setValue('freePoolSlaEndDate', res.data.freePoolSlaEndDate, { shouldDirty: true })
      if (v.agent) setLimitsWarning(res.data.limitsWarning ?? null)
    } catch (e) {
      toast.error(e instanceof ApiError ? e.message : 'Error')
    }
  }, [form, assetId, leadId, setLimitsWarning])

  return useCallback(
    (effects: Effect[]) => {
      for (const e of effects)
        void (e === 'fetchAgent' ? fetchAgent() : e === 'fetchBudget' ? fetchBudget() : fetchSla())
    },
    [fetchAgent, fetchBudget, fetchSla],
  )
}
