import { describe, expect, it } from 'vitest'
import { menuCommands, shellCommands } from '../../../commands/shell.ts'
import { mergeResults } from '../../../src/web/shell/palette/mergeResults.ts'
import { rankCommands } from '../../../src/web/shell/palette/rankCommands.ts'
import { RECORD_SOURCES } from '../../../src/web/shell/palette/recordSources.ts'
import type { FoundRecord } from '../../../src/web/shell/palette/useRecordSearch.ts'

const noop = () => {}
const actions = {
  navigate: noop,
  logout: noop,
  openShortcutHelp: noop,
  openPalette: noop,
  switchAsset: noop,
  leaveField: noop,
}
const commands = [...menuCommands(actions), ...shellCommands(actions, [], null)].filter((c) => !c.hidden && !c.inPage)
const customers = RECORD_SOURCES.find((s) => s.key === 'customers')!
const customer = (title: string, subtitle?: string): FoundRecord => ({
  id: `customers:${title}`,
  source: customers,
  title,
  subtitle,
  href: `/customers/${title}`,
})
/** The palette's rows in order, as 'heading: title'. */
const rows = (q: string, records: FoundRecord[]) =>
  mergeResults(rankCommands(commands, q, []), records, q).flatMap((g) =>
    g.items.map((x) => `${g.heading}: ${x.kind === 'command' ? x.c.title : x.r.title}`),
  )

describe('palette results: commands and records in one order', () => {
  it('a record matching at a word start ranks above a command holding the letters scattered', () => {
    const list = rows('ahmed', [customer('Ahmed Saleh'), customer('Mohammed Ahmed')])
    expect(list.slice(0, 2)).toEqual(['Customers: Ahmed Saleh', 'Customers: Mohammed Ahmed'])
    expect(list).toContain('Commands: Dashboard')
  })

  it('an equally good command stays above a record', () => {
    expect(rows('lea', [customer('Leatha Grant')])[0]).toBe('Commands: CRM › Leads')
  })

  it('a record the server found by a phone typed in any form is an exact match', () => {
    expect(rows('050 490 6370', [customer('Trace Fahey', '+971504906370')])).toEqual(['Customers: Trace Fahey'])
  })
})
