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

/** Rows painted at most: thousands of registered commands must never mean thousands of rows. */
const BROWSE_LIMIT = 100
const BROWSE_PER_GROUP = 50
const MATCH_LIMIT = 20
/** Scattered-letter matches are scored (costly) only while substring matches are few. */
const FUZZY_LIMIT = 200

/** All characters of `q` appear in `text` in order: the condition for any match at all. */
function subsequence(text: string, q: string): boolean {
  let i = 0
  for (let j = 0; j < text.length && i < q.length; j++) if (text.charCodeAt(j) === q.charCodeAt(i)) i++
  return i === q.length
}

interface Prepared {
  title: string
  keywords: string[]
  all: string
}
const prepared = new WeakMap<Command, Prepared>()
function prepare(c: Command): Prepared {
  let p = prepared.get(c)
  if (!p) {
    const keywords = (c.keywords ?? []).map((k) => k.toLowerCase())
    const title = c.title.toLowerCase()
    prepared.set(c, (p = { title, keywords, all: [title, ...keywords].join(' ') }))
  }
  return p
}

const isWordStart = (text: string, i: number) => i === 0 || !/[\p{L}\p{N}]/u.test(text[i - 1])

/** How well `q` names `text`: whole text, its start, a word's start, anywhere; 0 when not a substring. */
function textScore(text: string, q: string): number {
  if (text === q) return 1
  let i = text.indexOf(q)
  if (i < 0) return 0
  if (i === 0) return 0.95 - Math.min(0.1, (text.length - q.length) / 500)
  for (; i >= 0; i = text.indexOf(q, i + 1)) if (isWordStart(text, i)) return 0.85
  return 0.6
}

/** Substring matches on the title (or a keyword, slightly less), ranked by where they fall. */
function substringScore(p: Prepared, q: string): number {
  let s = textScore(p.title, q)
  for (const k of p.keywords) s = Math.max(s, textScore(k, q) * 0.97)
  return s
}

/** The commands that matched the previous text: typing on only narrows them (a match needs every letter). */
let previous: { commands: Command[]; q: string; hits: Command[] } | null = null

/**
 * The palette's list. Not typing: Recent first, then the groups (a page's own first). Typing: fuzzy
 * score (cmdk's command-score) of the title and of each keyword alone ('CRM › Leads' is found as
 * 'Leads'), a bonus for recently used commands, best first.
 */
export function rankCommands(commands: Command[], query: string, recent: string[]): Ranked {
  const q = query.trim()
  if (!q) {
    const byId = new Map(commands.map((c) => [c.id, c]))
    const recentItems = recent.map((id) => byId.get(id)).filter((c): c is Command => !!c).slice(0, 5)
    const seen = new Set(recentItems.map((c) => c.id))
    const grouped = new Map<string, Command[]>()
    let count = recentItems.length
    for (const c of [...commands].sort((a, b) => rank(a.group) - rank(b.group))) {
      if (count >= BROWSE_LIMIT) break
      if (seen.has(c.id)) continue
      const list = grouped.get(c.group) ?? grouped.set(c.group, []).get(c.group)!
      if (list.length < BROWSE_PER_GROUP) {
        list.push(c)
        count++
      }
    }
    const groups = [...(recentItems.length ? [{ heading: 'Recent', items: recentItems }] : []), ...[...grouped].map(([heading, items]) => ({ heading, items }))]
    return { groups, count }
  }
  const lower = q.toLowerCase()
  const pool = previous && previous.commands === commands && lower.startsWith(previous.q) ? previous.hits : commands
  const recentRank = new Map(recent.map((id, i) => [id, i]))
  const scored: { c: Command; s: number }[] = []
  const hits: Command[] = []
  const scattered: Command[] = []
  for (const c of pool) {
    const p = prepare(c)
    if (!subsequence(p.all, lower)) continue
    hits.push(c)
    const s = substringScore(p, lower)
    if (s > 0) scored.push({ c, s })
    else scattered.push(c)
  }
  previous = { commands, q: lower, hits }
  // Few substring matches: cmdk's fuzzy command-score finds scattered letters ('crl' → 'CRM › Leads').
  if (scored.length < MATCH_LIMIT) {
    for (const c of scattered.slice(0, FUZZY_LIMIT)) {
      const s = defaultFilter(c.title, q, c.keywords) * 0.5
      if (s > 0) scored.push({ c, s })
    }
  }
  for (const x of scored) {
    const r = recentRank.get(x.c.id)
    if (r !== undefined) x.s += 0.2 / (r + 1)
  }
  scored.sort((a, b) => b.s - a.s || rank(a.c.group) - rank(b.c.group))
  const items = scored.slice(0, MATCH_LIMIT).map((x) => x.c)
  return { groups: items.length ? [{ heading: 'Commands', items }] : [], count: items.length }
}
