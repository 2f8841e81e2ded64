import { defaultFilter } from 'cmdk'
import type { Command } from '../../../../commands/types.ts'

/** Shell groups in palette order; a page's own groups (contextual commands) come before them. */
const GROUP_RANK: Record<string, number> = {
  Navigation: 1,
  Create: 2,
  Assets: 3,
  Account: 4,
  Administration: 5,
  Help: 6,
}
const rank = (g: string) => GROUP_RANK[g] ?? 0

export interface Ranked {
  /** Heading → commands, in display order. */
  groups: { heading: string; items: Command[] }[]
  count: number
  /** While typing: each listed command's match score (0–1.2), for ranking records among them (mergeResults). */
  scores?: Map<string, number>
}

/** Rows painted at most: thousands of registered commands must never mean thousands of rows. */
const BROWSE_LIMIT = 100
const BROWSE_PER_GROUP = 50
const MATCH_LIMIT = 20
/** Scattered-letter matches are scored (costly) only while substring matches are few. */
const FUZZY_LIMIT = 200

/** A command with its lowercased texts, built once per command list rather than on every keystroke. */
interface Entry {
  c: Command
  title: string
  keywords: string[]
  /** Title and keywords in one string: the subsequence test runs once per command. */
  all: string
  group: number
  order: number
}

interface Index {
  entries: Entry[]
  byId: Map<string, Command>
  /** Entries in browse order (by group rank, stable). */
  browse: Entry[]
  /**
   * What the previous text matched: typing on only narrows it. `containing`: entries whose texts contain
   * it (a superset of the substring matches); `scattered`: entries holding its letters in order, known
   * only when it was needed (few substring matches).
   */
  previous?: { q: string; containing: Entry[]; scattered?: Entry[] }
}

const indexes = new WeakMap<Command[], Index>()
function indexFor(commands: Command[]): Index {
  let index = indexes.get(commands)
  if (!index) {
    const entries = commands.map((c, order): Entry => {
      const title = c.title.toLowerCase()
      const keywords = (c.keywords ?? []).map((k) => k.toLowerCase())
      return { c, title, keywords, all: [title, ...keywords].join(' '), group: rank(c.group), order }
    })
    index = {
      entries,
      byId: new Map(commands.map((c) => [c.id, c])),
      browse: [...entries].sort((a, b) => a.group - b.group),
    }
    indexes.set(commands, index)
  }
  return index
}

/** All characters of `q` appear in `text` in order: the condition for any match at all. */
function subsequence(text: string, q: string): boolean {
  let i = 0
  for (let j = 0; j < text.length && i < q.length; j++) if (text.charCodeAt(j) === q.charCodeAt(i)) i++
  return i === q.length
}

const letterOrDigit = /[\p{L}\p{N}]/u
/** ASCII is decided by char code (the common case, on every candidate); other scripts by Unicode class. */
function isWordStart(text: string, i: number): boolean {
  if (i === 0) return true
  const code = text.charCodeAt(i - 1)
  if (code < 128) return !((code >= 48 && code <= 57) || (code >= 97 && code <= 122) || (code >= 65 && code <= 90))
  return !letterOrDigit.test(text[i - 1])
}

/** How well `q` names `text`: whole text, its start, a word's start, anywhere; 0 when not a substring. */
export function textScore(text: string, q: string): number {
  if (text === q) return 1
  let i = text.indexOf(q)
  if (i < 0) return 0
  if (i === 0) return 0.95 - Math.min(0.1, (text.length - q.length) / 500)
  for (; i >= 0; i = text.indexOf(q, i + 1)) if (isWordStart(text, i)) return 0.85
  return 0.6
}

/**
 * Substring matches on the title (or a keyword, slightly less), ranked by where they fall. A keyword is
 * one word of what the command does, so its start counts as a word's start in the title, not as the
 * title's own start: 'assign' finds 'Assign 3 leads to an agent…' before a page with the keyword 'assignment'.
 */
function substringScore(e: Entry, q: string): number {
  let s = textScore(e.title, q)
  for (const k of e.keywords) s = Math.max(s, Math.min(textScore(k, q), k === q ? 1 : 0.85) * 0.97)
  return s
}

interface Scored {
  e: Entry
  s: number
}
/** Ranks first: higher score, then the earlier group, then registration order. */
const before = (a: Scored, b: Scored) =>
  a.s > b.s || (a.s === b.s && (a.e.group < b.e.group || (a.e.group === b.e.group && a.e.order < b.e.order)))

/** Keeps the best MATCH_LIMIT in order as they come: most candidates are rejected by one comparison, no sort of thousands. */
function keepBest(best: Scored[], x: Scored) {
  if (best.length === MATCH_LIMIT && !before(x, best[MATCH_LIMIT - 1])) return
  let i = best.length === MATCH_LIMIT ? MATCH_LIMIT - 1 : best.length
  while (i > 0 && before(x, best[i - 1])) {
    best[i] = best[i - 1]
    i--
  }
  best[i] = x
}

/**
 * The palette's list. Not typing: Recent first, then the groups (a page's own first). Typing: substring
 * matches of the title and of each keyword alone ('CRM › Leads' is found as 'Leads') ranked by where
 * they fall, scattered letters by cmdk's command-score when substring matches are few, a bonus for
 * recently used commands, best first.
 */
export function rankCommands(commands: Command[], query: string, recent: string[]): Ranked {
  const index = indexFor(commands)
  const q = query.trim()
  if (!q) return browse(index, recent)

  const lower = q.toLowerCase()
  const previous = index.previous && lower.startsWith(index.previous.q) ? index.previous : undefined
  const recentRank = new Map(recent.map((id, i) => [id, i]))
  const bonus = (e: Entry) => {
    const r = recentRank.size ? recentRank.get(e.c.id) : undefined
    return r === undefined ? 0 : 0.2 / (r + 1)
  }
  const best: Scored[] = []
  const containing: Entry[] = []
  let substringHits = 0
  for (const e of previous?.containing ?? index.entries) {
    if (!e.all.includes(lower)) continue
    containing.push(e)
    const s = substringScore(e, lower)
    if (s > 0) {
      substringHits++
      keepBest(best, { e, s: s + bonus(e) })
    }
  }
  // Few substring matches: cmdk's fuzzy command-score finds scattered letters ('crl' → 'CRM › Leads').
  let scattered: Entry[] | undefined
  if (substringHits < MATCH_LIMIT) {
    scattered = (previous?.scattered ?? index.entries).filter((e) => subsequence(e.all, lower))
    let scored = 0
    for (const e of scattered) {
      if (scored === FUZZY_LIMIT) break
      if (substringScore(e, lower) > 0) continue
      scored++
      const s = defaultFilter(e.c.title, q, e.c.keywords) * 0.5
      if (s > 0) keepBest(best, { e, s: s + bonus(e) })
    }
  }
  index.previous = { q: lower, containing, scattered }
  const items = best.map((x) => x.e.c)
  return {
    groups: items.length ? [{ heading: 'Commands', items }] : [],
    count: items.length,
    scores: new Map(best.map((x) => [x.e.c.id, x.s])),
  }
}

function browse(index: Index, recent: string[]): Ranked {
  const recentItems = recent
    .map((id) => index.byId.get(id))
    .filter((c): c is Command => !!c)
    .slice(0, 5)
  const seen = new Set(recentItems.map((c) => c.id))
  const grouped = new Map<string, Command[]>()
  for (const { c } of index.browse) {
    if (seen.has(c.id)) continue
    const list = grouped.get(c.group) ?? grouped.set(c.group, []).get(c.group)!
    if (list.length < BROWSE_PER_GROUP) list.push(c)
  }
  // Every group keeps a place: the rows left after Recent are shared out, the longest groups cut first,
  // so a long Navigation or Create group never pushes Help off the end of the list.
  const cap = fairCap(
    [...grouped.values()].map((l) => l.length),
    BROWSE_LIMIT - recentItems.length,
  )
  const groups = [
    ...(recentItems.length ? [{ heading: 'Recent', items: recentItems }] : []),
    ...[...grouped].map(([heading, items]) => ({ heading, items: items.slice(0, cap) })),
  ]
  return { groups, count: groups.reduce((n, g) => n + g.items.length, 0) }
}

/** The largest per-group row count whose total stays within `room` (at least 1: each group shows its first). */
function fairCap(sizes: number[], room: number): number {
  let cap = Math.max(0, ...sizes)
  while (cap > 1 && sizes.reduce((n, s) => n + Math.min(s, cap), 0) > room) cap--
  return cap
}
