import { formatNumber } from '../../../domain/format.ts'
import { WEEKDAYS, WEEKDAY_LABELS, type RoutingCriteria, type RoutingTarget, type WorkingHours } from '../../../domain/leads/routing.ts'

type Names = (id: string) => string

/** A rule's criteria in a line: "Source Bayut · Buyer, Tenant · 1,000,000–3,000,000", or "Every lead". */
export function criteriaSummary(c: RoutingCriteria, project: Names): string {
  const parts = [
    c.sources?.length ? `Source ${c.sources.join(', ')}` : '',
    c.sourceChannels?.length ? `Channel ${c.sourceChannels.join(', ')}` : '',
    c.contactTypes?.join(', ') ?? '',
    c.markets?.join(', ') ?? '',
    c.projects?.length ? `Project ${c.projects.map(project).join(', ')}` : '',
    c.communities?.length ? `Community ${c.communities.join(', ')}` : '',
    c.locations?.length ? `Location ${c.locations.join(', ')}` : '',
    c.minPrice != null || c.maxPrice != null ? `Price ${c.minPrice != null ? formatNumber(c.minPrice) : '0'}–${c.maxPrice != null ? formatNumber(c.maxPrice) : 'any'}` : '',
    c.leadTypes?.join(', ') ?? '',
  ].filter(Boolean)
  return parts.length ? parts.join(' · ') : 'Every lead'
}

/** A target in a few words: "Round robin: Ann ×2 (cap 5), Bo". */
export function targetSummary(t: RoutingTarget, agent: Names): string {
  switch (t.kind) {
    case 'agent':
      return `Agent ${agent(t.agentId)}`
    case 'roundRobin':
      return `Round robin: ${t.members.map((m) => `${agent(m.agentId)}${m.weight > 1 ? ` ×${m.weight}` : ''}${m.dailyCap ? ` (cap ${m.dailyCap}/day)` : ''}`).join(', ')}`
    case 'claim':
      return `First to claim within ${t.windowMinutes} min: ${t.members.map(agent).join(', ')}`
    case 'standard':
      return "Listing's agent, else the project's round robin"
  }
}

/** Working hours in a line: "Mon 09:00–18:00, Tue 09:00–18:00", or "Any time". */
export function hoursSummary(h: WorkingHours): string {
  if (!h) return 'Any time'
  const days = WEEKDAYS.filter((d) => h[d]).map((d) => `${WEEKDAY_LABELS[d].slice(0, 3)} ${h[d]!.from}–${h[d]!.to}`)
  return days.length ? days.join(', ') : 'Never (no working day)'
}
