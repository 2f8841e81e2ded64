import { LEAD_STAGES, type LeadStage } from '../leads/constants.ts'

/**
 * The sales pipeline the reports count: the form's stages in order (spec 1 §4). A lead has
 * reached a stage when it is at that one or a later one now, or was at any time before; stages of the
 * alternate list count as the pipeline stage they stand for. Stages that end a lead without saying how far
 * it went (Closed, Unsuccessful, Lost) and the early ones (Client Connected To Agent, Contacted, …) count as
 * New only. The database keeps the rank of a lead's earlier stages (leads.furthest_stage_rank, migration
 * 1620, whose lead_stage_rank() holds PIPELINE_STAGE_OF below), so a figure "reached Viewing" is the leads report
 * filtered by reachedStage Viewing.
 */
export const FUNNEL_STAGES = LEAD_STAGES

/** The pipeline stage each stage name stands for (the rest: New). */
export const PIPELINE_STAGE_OF: Readonly<Record<string, LeadStage>> = {
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

/** A stage's place in the pipeline (New 0 … Deal 5). */
export const stageRank = (stage: LeadStage): number => FUNNEL_STAGES.indexOf(stage)

/** The furthest pipeline rank a lead `alias` reached, now or before, as SQL. */
export const reachedRankSql = (alias = 'l') =>
  `greatest(lead_stage_rank(${alias}.stage), coalesce(${alias}.furthest_stage_rank, 0))`
