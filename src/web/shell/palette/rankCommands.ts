import { defaultFilter } from 'cmdk'
import type { Command } from '../../../../commands/types.ts'

/** Shell groups in palette order; a page's own groups (contextual commands) come before them. */
const GROUP_RANK: Record<string, number> = { Navigation: 1, Create: 2, Assets: 3, Account: 4, Administration: 5, Help: 6 }
const rank = (g: string) => GROUP_RANK[g] ?? 0

export interface Ranked {
  /** Heading → commands, in display order. */
  groups: { heading: string; items: Command[] }[]
  count: number
}

/**
 * The palette's list: fuzzy score (cmdk's command-score over title and keywords) with a bonus for
 * recently used commands when typing; Recent first, then groups when not typing. Capped so that
 * thousands of registered commands never mean thousands of rows to paint.
 */
export function rankCommands(commands: Command[], query: string, recent: string[], limit = 60): Ranked {
  const q = query.trim()
  if (!q) {
    const byId = new Map(commands.map((c) => [c.id, c]))
    const recentItems = recent.map((id) => byId.get(id)).filter((c): c is Command => !!c).slice(0, 5)
    const seen = new Set(recentItems.map((c) => c.id))
    const grouped = new Map<string, Command[]>()
    for (const c of [...commands].sort((a, b) => rank(a.group) - rank(b.group))) {
      if (seen.has(c.id)) continue
      const list = grouped.get(c.group) ?? grouped.set(c.group, []).get(c.group)!
      if (list.length < limit) list.push(c)
    }
    const groups = [...(recentItems.length ? [{ heading: 'Recent', items: recentItems }] : []), ...[...grouped].map(([heading, items]) => ({ heading, items }))]
    return { groups, count: groups.reduce((n, g) => n + g.items.length, 0) }
  }
  const recentRank = new Map(recent.map((id, i) => [id, i]))
  const scored: { c: Command; s: number }[] = []
  for (const c of commands) {
    // The best of the title and each keyword alone ('CRM › Leads' is found as 'Leads').
    let s = defaultFilter(c.title, q)
    for (const k of c.keywords ?? []) s = Math.max(s, defaultFilter(k, q) * 0.98)
    if (s <= 0) continue
    const r = recentRank.get(c.id)
    if (r !== undefined) s += 0.2 / (r + 1)
    scored.push({ c, s })
  }
  scored.sort((a, b) => b.s - a.s || rank(a.c.group) - rank(b.c.group))
  const items = scored.slice(0, limit).map((x) => x.c)
  return { groups: items.length ? [{ heading: 'Commands', items }] : [], count: items.length }
}
