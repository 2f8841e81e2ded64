import {
  criteriaMissPhrase,
  matchesEverything,
  roundRobinOrder,
  unavailableReason,
  type LeadFacts,
  type RoutingAgent,
  type RoutingRule,
  type RoutingTarget,
} from './routing.ts'
import type { Language } from '../i18n/index.ts'
import {
  DEFAULT_RULE_NAME,
  phrase,
  ruleNameValue,
  stepText,
  type RoutingNote,
  type RoutingVars,
} from './routingText.ts'

/** One line of a lead's routing log ("Why this agent"). */
export interface RoutingLogEntry {
  kind: 'matched' | 'skipped' | 'chosen' | 'note'
  /** The line in English, as written when the lead was routed (all that rows from before the routing log was stored as keys have). */
  text: string
  /** The line's catalogue key (routing.steps) with its values, read in the reader's language (routingText.ts). */
  note?: RoutingNote
  vars?: RoutingVars
}

/** A log line in a language (the current one by default); rows from before the routing log was stored as keys read as stored. */
export const lineText = (e: RoutingLogEntry, lng?: Language): string =>
  e.note ? stepText(e.note, e.vars, lng) : e.text

/** A log line: its key and values, and its English text for readers of the stored JSON. */
export const logLine = (kind: RoutingLogEntry['kind'], note: RoutingNote, vars?: RoutingVars): RoutingLogEntry => ({
  kind,
  text: stepText(note, vars, 'en'),
  note,
  ...(vars ? { vars } : {}),
})

/** Where the lead goes to be claimed by the first of a group (then the rule's next fallback). */
export interface PoolOutcome {
  memberIds: string[]
  windowMinutes: number
  /** Where routing goes on when nobody claims: the rule and the index of its next target. */
  next: { ruleId: string; target: number }
}

export interface RoutingResult {
  agent: { _id: string; name: string } | null
  pool: PoolOutcome | null
  ruleId: string | null
  log: RoutingLogEntry[]
}

/** What the chain asks of the database (the create advances and counts; the preview only reads). */
export interface RoutingEnv {
  now: Date
  timeZone: string
  /** The asset's agents the rules name (missing: deleted or disabled). */
  agents: ReadonlyMap<string, RoutingAgent>
  projectName?: (id: string) => string
  /** The round robin's position for a rule's target (the create takes it and advances it). */
  takeTurn(ruleId: string, target: number): Promise<number>
  /** Counts one routed lead for the agent today unless `cap` is reached: the count, or null when reached. */
  takeCapSlot(agentId: string, cap: number): Promise<number | null>
  /** The standard order's candidates: the listing's agent, else the project's agents from its round-robin turn. */
  standard(): Promise<{ via: 'listing' | 'project' | null; agents: RoutingAgent[] }>
}

/** Tries one target; the agent or pool it gives, or null (every reason logged). */
async function tryTarget(
  t: RoutingTarget,
  idx: number,
  rule: RoutingRule,
  env: RoutingEnv,
  log: RoutingLogEntry[],
): Promise<Omit<RoutingResult, 'log' | 'ruleId'> | null> {
  const skip = (a: RoutingAgent | undefined, id: string) => {
    const why = unavailableReason(a, env.now, env.timeZone)
    if (why) log.push(logLine('skipped', 'agentSkipped', { name: a?.name ?? phrase('reasons.anAgent'), why }))
    return why !== null || !id
  }
  const choose = (a: RoutingAgent, why: RoutingVars[string]) => {
    log.push(logLine('chosen', 'agentChosen', { name: a.name, why }))
    return { agent: { _id: a._id, name: a.name }, pool: null }
  }
  switch (t.kind) {
    case 'agent': {
      const a = env.agents.get(t.agentId)
      return skip(a, t.agentId) ? null : choose(a!, phrase('reasons.ruleAgent', { rule: ruleNameValue(rule) }))
    }
    case 'roundRobin': {
      const turn = await env.takeTurn(rule._id, idx)
      for (const id of roundRobinOrder(t.members, turn)) {
        const a = env.agents.get(id)
        if (skip(a, id)) continue
        const m = t.members.find((x) => x.agentId === id)!
        if (m.dailyCap == null)
          return choose(a!, phrase('reasons.roundRobinNext', { rule: ruleNameValue(rule), weight: m.weight }))
        const n = await env.takeCapSlot(id, m.dailyCap)
        if (n === null) {
          log.push(logLine('skipped', 'capReached', { name: a!.name, cap: m.dailyCap }))
          continue
        }
        return choose(
          a!,
          phrase('reasons.roundRobinNextCap', { rule: ruleNameValue(rule), weight: m.weight, n, cap: m.dailyCap }),
        )
      }
      log.push(logLine('note', 'roundRobinNobody', { rule: ruleNameValue(rule) }))
      return null
    }
    case 'claim': {
      const free = t.members.filter((id) => !skip(env.agents.get(id), id))
      if (!free.length) {
        log.push(logLine('note', 'claimNobody', { rule: ruleNameValue(rule) }))
        return null
      }
      const names = free.map((id) => env.agents.get(id)!.name)
      log.push(logLine('chosen', 'sentToClaim', { names, minutes: t.windowMinutes }))
      return {
        agent: null,
        pool: { memberIds: free, windowMinutes: t.windowMinutes, next: { ruleId: rule._id, target: idx + 1 } },
      }
    }
    case 'standard': {
      const { via, agents } = await env.standard()
      for (const a of agents)
        if (!skip(a, a._id))
          return choose(a, phrase(via === 'listing' ? 'reasons.listingAgent' : 'reasons.projectRoundRobin'))
      if (!agents.length) log.push(logLine('note', 'noStandardAgents'))
      return null
    }
  }
}

/** Tries a rule's targets from `from` (its own, then its fallbacks); null when none gives an agent or pool. */
async function tryRule(rule: RoutingRule, from: number, env: RoutingEnv, log: RoutingLogEntry[]) {
  const targets = [rule.target, ...rule.fallbacks]
  for (let i = from; i < targets.length; i++) {
    if (i > 0) log.push(logLine('note', 'fallbackTried', { n: i, rule: ruleNameValue(rule) }))
    const r = await tryTarget(targets[i], i, rule, env, log)
    if (r) return r
  }
  return null
}

/**
 * Routes a lead: the rules in order (the default last), the first enabled rule whose criteria match
 * decides; its target, then its fallbacks, then the default rule. `resume` continues a rule's chain at a
 * later target (a first-to-claim window that ended unclaimed). Every step is logged.
 */
export async function routeLead(
  rules: readonly RoutingRule[],
  facts: LeadFacts,
  env: RoutingEnv,
  resume?: { ruleId: string; target: number },
): Promise<RoutingResult> {
  const log: RoutingLogEntry[] = []
  const def = rules.find((r) => r.isDefault)!
  const resumed = resume && rules.find((r) => r._id === resume.ruleId)
  if (resumed) {
    const r = resumed.isDefault ? null : await tryRule(resumed, resume.target, env, log)
    if (r) return { ...r, ruleId: resumed._id, log }
  } else {
    for (const rule of rules) {
      if (rule.isDefault) continue
      if (!rule.enabled) {
        log.push(logLine('skipped', 'ruleOff', { rule: ruleNameValue(rule) }))
        continue
      }
      const why = criteriaMissPhrase(rule.criteria, facts, env.projectName)
      if (why) {
        log.push(logLine('skipped', 'ruleMissed', { rule: ruleNameValue(rule), why }))
        continue
      }
      log.push(
        logLine('matched', matchesEverything(rule.criteria) ? 'ruleMatchedAll' : 'ruleMatched', {
          rule: ruleNameValue(rule),
        }),
      )
      const r = await tryRule(rule, 0, env, log)
      if (r) return { ...r, ruleId: rule._id, log }
      log.push(logLine('note', 'ruleExhausted', { rule: ruleNameValue(rule) }))
      break
    }
  }
  log.push(logLine('matched', 'defaultApplies'))
  const r = await tryRule(def, resumed?.isDefault ? resume!.target : 0, env, log)
  if (r) return { ...r, ruleId: def._id, log }
  log.push(logLine('note', 'noAgentFound'))
  return { agent: null, pool: null, ruleId: def._id, log }
}

/** The default rule an asset has before anyone edits it: every lead, the standard order. */
export const STANDARD_DEFAULT_RULE: Omit<RoutingRule, '_id'> = {
  name: DEFAULT_RULE_NAME,
  isDefault: true,
  enabled: true,
  criteria: {},
  target: { kind: 'standard' },
  fallbacks: [],
}
