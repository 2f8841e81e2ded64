import type { Command } from '../../../../commands/types.ts'
import { phoneSearchPatterns } from '../../../domain/customers/phone.ts'
import { textScore, type Ranked } from './rankCommands.ts'
import { recordValue } from './RecordRow.tsx'
import type { FoundRecord } from './useRecordSearch.ts'

export type Result = { kind: 'command'; value: string; c: Command } | { kind: 'record'; value: string; r: FoundRecord }
export interface ResultGroup {
  key: string
  heading: string
  items: Result[]
}

/**
 * A record the server found by a field its row does not show as typed (an e-mail's part, a CRM ID):
 * as good as a match anywhere in a title, below a word's start.
 */
const SERVER_MATCH = 0.6

/**
 * A record's match counts a little less than a command's equal match ('lea': CRM › Leads before a customer
 * Leatha), yet a word's start in a record (0.765) stays above any scattered-letter command (0.5, and 0.7
 * with the recently-used bonus).
 */
const RECORD_WEIGHT = 0.9
/** No record scores more: a command scoring this much is the best result before the records answer. */
export const BEST_RECORD_SCORE = RECORD_WEIGHT

/**
 * How well the typed text names a record, on the commands' scale (rankCommands): its title or subtitle
 * by where the text falls; a phone typed in any form is an exact match (the server matched the number).
 */
export function recordScore(r: FoundRecord, query: string): number {
  if (phoneSearchPatterns(query)) return RECORD_WEIGHT
  const q = query.trim().toLowerCase()
  const s = Math.max(
    textScore(r.title.toLowerCase(), q),
    r.subtitle ? textScore(r.subtitle.toLowerCase(), q) * 0.97 : 0,
  )
  return (s || SERVER_MATCH) * RECORD_WEIGHT
}

/**
 * The palette's list: browsing, the commands' own groups; typing, commands and records in one order by
 * match quality (a customer named 'Ahmed …' above a command holding a, h, m, e, d scattered), ties to
 * the commands, then the record sources' order. Neighbours of one kind share a heading.
 */
export function mergeResults(ranked: Ranked, records: FoundRecord[], query: string): ResultGroup[] {
  const command = (c: Command): Result => ({ kind: 'command', value: c.id, c })
  if (!ranked.scores)
    return ranked.groups.map((g) => ({ key: g.heading, heading: g.heading, items: g.items.map(command) }))
  const scored = [
    ...ranked.groups.flatMap((g) =>
      g.items.map((c) => ({ res: command(c), heading: g.heading, s: ranked.scores!.get(c.id) ?? 0 })),
    ),
    ...records.map((r) => ({
      res: { kind: 'record', value: recordValue(r), r } as Result,
      heading: r.source.group,
      s: recordScore(r, query),
    })),
  ]
  // Array sort is stable: equal scores keep commands first and the sources' order.
  scored.sort((a, b) => b.s - a.s)
  const groups: ResultGroup[] = []
  for (const { res, heading } of scored) {
    const last = groups.at(-1)
    if (last?.heading === heading) last.items.push(res)
    else groups.push({ key: `${heading}-${groups.length}`, heading, items: [res] })
  }
  return groups
}
