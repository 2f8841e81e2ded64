import { deriveMarket } from '../../../domain/leads/market.ts'
import type { LeadFacts } from '../../../domain/leads/routing.ts'
import { logLine, routeLead, type RoutingLogEntry, type RoutingResult } from '../../../domain/leads/routingChain.ts'
import type { RoutingNote, RoutingVars } from '../../../domain/leads/routingText.ts'
import type { Queryable } from '../../db/db.ts'
import { createEnv, loadLeadTarget, previewEnv, type LeadTarget } from './env.ts'
import { loadRoutingInputs, type RoutingInputs } from './inputs.ts'

/** What a lead says about itself that the criteria read (the form's values or a sample's). */
export interface LeadFields {
  source?: string | null
  sourceChannel?: string | null
  contactType?: string | null
  /** A sample's market; a lead's is derived from its listing or project. */
  market?: string | null
  listing?: string | null
  project?: string | null
  community?: string | null
  location?: string | null
  minBudget?: number | null
  maxBudget?: number | null
  leadType?: string | null
}

/** The criteria's view of a lead: a listing lead's community, location and price are the listing's. */
export function factsOf(f: LeadFields, t: LeadTarget): LeadFacts {
  return {
    source: f.source,
    sourceChannel: f.sourceChannel,
    contactType: f.contactType,
    market: f.market ?? deriveMarket({ listing: f.listing, project: f.project }),
    project: f.project,
    community: t.listing?.community ?? f.community,
    location: t.listing?.location ?? f.location,
    price: t.listing?.price ?? f.maxBudget ?? f.minBudget ?? null,
    leadType: f.leadType,
  }
}

/** What a create reads for routing before its transaction (in parallel with its other reads). */
export interface RoutingRead {
  inputs: RoutingInputs
  target: LeadTarget
  facts: LeadFacts
}

export async function readRouting(q: Queryable, assetId: string, f: LeadFields): Promise<RoutingRead> {
  const [inputs, target] = await Promise.all([loadRoutingInputs(q, assetId), loadLeadTarget(q, assetId, f)])
  return { inputs, target, facts: factsOf(f, target) }
}

/** Routes without changing anything: the agent a lead would get now (initial-agent, the settings page's test). */
export function previewRouting(q: Queryable, r: RoutingRead, now = new Date()): Promise<RoutingResult> {
  return routeLead(r.inputs.rules, r.facts, previewEnv(q, r.inputs, r.target, now))
}

/** Routes a new lead inside its transaction: round-robin turns advance, daily caps count. */
export function applyRouting(tx: Queryable, assetId: string, r: RoutingRead, now = new Date()): Promise<RoutingResult> {
  return routeLead(r.inputs.rules, r.facts, createEnv(tx, assetId, r.inputs, r.target, now))
}

/** The routing log when the rules were not asked, with the reason (kept as a catalogue key: each reader reads it in their language). */
export const notRouted = (note: RoutingNote, vars?: RoutingVars): RoutingLogEntry[] => [logLine('note', note, vars)]
