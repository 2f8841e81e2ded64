import { createContext, useContext } from 'react'
import type { LeadField } from '../../../domain/leads/leadForm.ts'
import type { Transition } from '../../../domain/leads/transitions.ts'
import type { LeadOptions } from './hooks/useLeadOptions.ts'

export interface LoadedLead {
  _id: string
  leadID: number
  version: number
  parentId: string | null
  parent: { _id: string; leadID: number | null } | null
  childLeads: Array<{ _id: string; leadID: number; stage: string; status: string; createdAt: string }>
  customerName: string | null
  customerType: string | null
  listings: { _id: string; reference: string | null } | null
  /** The SLA state the pane's header shows (Accept, Mark contacted: pool/AcceptActions). */
  agent?: string | null
  isAccepted?: boolean
  isContacted?: boolean
  isInFreePool?: boolean
  isAssignedFromLeadPool?: boolean
  acceptedAt?: string | null
  initialSlaEndDate?: string | null
  freePoolSlaEndDate?: string | null
}

/** What the cards share besides the form itself: transitions, labels of picked records, rules. */
export interface EditorState {
  mode: 'create' | 'update'
  variant: 'page' | 'pane'
  lead: LoadedLead | null
  apply: (t: Transition) => void
  options: LeadOptions
  required: LeadField[]
  labels: Partial<Record<LeadField, string>>
  setLabel: (field: LeadField, label: string | null) => void
  limitsWarning: string | null
  mergeMessage: string | null
  /** The parent named by the agent lookup (create: before the lead exists). */
  mergeParent: { _id: string; leadID?: number | string } | null
  can: { sla: boolean; addCustomer: boolean; editCustomer: boolean; save: boolean }
  busy: boolean
}

export const EditorContext = createContext<EditorState | null>(null)

export function useEditor(): EditorState {
  const ctx = useContext(EditorContext)
  if (!ctx) throw new Error('useEditor outside LeadEditor')
  return ctx
}
