import { describe, expect, it } from 'vitest'
import { reportQuerySchema } from '../../../src/domain/leads/reportFilter.ts'
import { AGENT_FIGURE_COLUMNS } from '../../../src/domain/reports/agentFigures.ts'
import { drillQuery } from '../../../src/domain/reports/columns.ts'
import { parseView, toApiQuery } from '../../../src/web/leads/report/reportParams.ts'
import { leadsHref } from '../../../src/web/reports/links.ts'

/** A figure's link opens the leads report on the very query the figure was counted with. */
const agent = '3f1c6a52-0d43-4c1e-9d6b-1a2b3c4d5e6f'
const column = (key: string) => AGENT_FIGURE_COLUMNS.find((c) => c.key === key)!
const opened = (href: string) =>
  reportQuerySchema.parse(toApiQuery(parseView(new URL(href, 'http://x').searchParams).filters))

describe('drill-down links', () => {
  it('carry the report filter, the row and the figure into the leads report URL', () => {
    const report = { datePreset: 'This Year' as const, source: ['Bayut'] }
    for (const key of ['acceptedInInitial', 'contacted', 'viewings', 'claimed', 'reachedOffer']) {
      const q = drillQuery(report, { agents: [agent] }, column(key))
      expect(opened(leadsHref(q)), key).toEqual(reportQuerySchema.parse(q))
    }
    expect(opened(leadsHref(drillQuery(report, { agents: [agent] }, column('reachedOffer')))).reachedStage).toEqual([
      'Offer',
    ])
  })

  it('turn a lost-to-pool figure into the leads its agents lost, whoever holds them now', () => {
    const q = drillQuery({ datePreset: 'Last Year' }, { agents: [agent] }, column('lostToPool'))
    expect(q.agents).toBeUndefined()
    expect(opened(leadsHref(q))).toMatchObject({ lostToPoolBy: [agent], datePreset: 'Last Year' })
  })

  it('keep a flag set to false and drop values the server would refuse', () => {
    expect(opened('/reports/leads?contacted=false&firstResponse=5m,1h')).toMatchObject({
      contacted: false,
      firstResponse: ['5m', '1h'],
    })
    expect(opened('/reports/leads?firstResponse=soon&listings=nope')).not.toHaveProperty('firstResponse')
  })
})
