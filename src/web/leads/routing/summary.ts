import { t } from '../../../domain/i18n/index.ts'
import { valueLabel, type ValueKind } from '../../../domain/i18n/values.ts'
import {
  criteriaMiss,
  WEEKDAYS,
  type LeadFacts,
  type RoutingCriteria,
  type RoutingRule,
  type RoutingTarget,
  type WorkingHours,
} from '../../../domain/leads/routing.ts'
import { formatList, formatNumber } from '../../../domain/format.ts'

type Names = (id: string) => string

const values = (kind: ValueKind, list: readonly string[] | undefined) =>
  list?.length ? formatList(list.map((v) => valueLabel(kind, v))) : ''

/** A rule's criteria in a line: "Source Bayut · Buyer, Tenant · 1,000,000–3,000,000", or "Every lead". */
export function criteriaSummary(c: RoutingCriteria, project: Names): string {
  const parts = [
    c.sources?.length ? t('routing.summary.source', { list: formatList(c.sources) }) : '',
    c.sourceChannels?.length ? t('routing.summary.channel', { list: formatList(c.sourceChannels) }) : '',
    values('contactType', c.contactTypes),
    values('market', c.markets),
    c.projects?.length ? t('routing.summary.project', { list: formatList(c.projects.map(project)) }) : '',
    c.communities?.length ? t('routing.summary.community', { list: formatList(c.communities) }) : '',
    c.locations?.length ? t('routing.summary.location', { list: formatList(c.locations) }) : '',
    c.minPrice != null || c.maxPrice != null
      ? t('routing.summary.price', {
          min: formatNumber(c.minPrice ?? 0),
          max: c.maxPrice != null ? formatNumber(c.maxPrice) : t('routing.summary.anyPrice'),
        })
      : '',
    values('leadType', c.leadTypes),
  ].filter(Boolean)
  return parts.length ? parts.join(' · ') : t('routing.summary.everyLead')
}

/** A target in a few words: "Round robin: Ann ×2 (cap 5/day), Bo". */
export function targetSummary(tg: RoutingTarget, agent: Names): string {
  switch (tg.kind) {
    case 'agent':
      return t('routing.summary.agent', { name: agent(tg.agentId) })
    case 'roundRobin': {
      const members = tg.members.map(
        (m) =>
          `${agent(m.agentId)}${m.weight > 1 ? t('routing.summary.weight', { weight: formatNumber(m.weight, 0) }) : ''}${m.dailyCap ? t('routing.summary.cap', { cap: formatNumber(m.dailyCap, 0) }) : ''}`,
      )
      return t('routing.summary.roundRobin', { members: formatList(members) })
    }
    case 'claim':
      return t('routing.summary.claim', {
        count: tg.windowMinutes,
        n: formatNumber(tg.windowMinutes, 0),
        names: formatList(tg.members.map(agent)),
      })
    case 'standard':
      return t('routing.summary.standard')
  }
}

/** Working hours in a line: "Mon 09:00–18:00, Tue 09:00–18:00", or "Any time". */
export function hoursSummary(h: WorkingHours): string {
  if (!h) return t('routing.summary.anyTime')
  const days = WEEKDAYS.filter((d) => h[d]).map((d) => `${t(`routing.summary.day.${d}`)} ${h[d]!.from}–${h[d]!.to}`)
  return days.length ? formatList(days) : t('routing.summary.never')
}

/**
 * Why each rule would not take a sample lead (null: the rule that takes it), by the domain matcher the
 * server routes by: only the first match is null, later matches say a rule above takes the lead first.
 */
export function testMisses(rules: readonly RoutingRule[], facts: LeadFacts, name: Names): Map<string, string | null> {
  let taken = false
  return new Map(
    rules.map((r) => {
      const miss = r.isDefault ? null : r.enabled ? criteriaMiss(r.criteria, facts, name) : t('routing.page.ruleIsOff')
      const why = miss ?? (taken ? t('routing.page.takenAbove') : null)
      if (miss === null) taken = true
      return [r._id, why]
    }),
  )
}
