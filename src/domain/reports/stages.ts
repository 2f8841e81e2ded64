import { LEAD_STAGES, type LeadStage } from '../leads/constants.ts'

/**
 * The sales pipeline the reports count (issue 19): the form's stages in order (spec 1 §4). A lead has
 * reached a stage when its current stage is that one or a later one; stages of the alternate list count
 * as the pipeline stage they stand for. Stages that end a lead without saying how far it went (Closed,
 * Unsuccessful, Lost) and the early ones (Client Connected To Agent, Contacted, …) count as New only.
 * So a figure "reached Viewing" is the leads report filtered by stagesFrom('Viewing').
 */
export const FUNNEL_STAGES = LEAD_STAGES

const RANK: Readonly<Record<string, LeadStage>> = {
  Qualified: 'Qualified',
  'In Progress': 'Qualified',
  Opportunity: 'Qualified',
  Viewing: 'Viewing',
  'Viewing Arranged': 'Viewing',
  'Viewing Done': 'Viewing',
  Offer: 'Offer',
  Offered: 'Offer',
  Negotiation: 'Offer',
  Reserved: 'Reserved',
  Deal: 'Deal',
  Successful: 'Deal',
}

/** The stage names that count as having reached `stage` (New: every lead, so no stage filter: null). */
export function stagesFrom(stage: LeadStage): string[] | null {
  const min = FUNNEL_STAGES.indexOf(stage)
  if (min <= 0) return null
  return Object.entries(RANK).filter(([, s]) => FUNNEL_STAGES.indexOf(s) >= min).map(([name]) => name)
}
