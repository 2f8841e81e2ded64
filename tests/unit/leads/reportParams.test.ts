import { describe, expect, it } from 'vitest'
import {
  activeFilterCount,
  defaultView,
  parseView,
  slaEndsWithinLabel,
  toApiQuery,
  toApiSort,
  viewToParams,
} from '../../../src/web/leads/report/reportParams.ts'

describe('leads report URL state', () => {
  it('reads the dashboard links', () => {
    const v = parseView(new URLSearchParams('status=Open&agents=a1'))
    expect(v.filters.lists).toEqual({ status: ['Open'], agents: ['a1'] })
    expect(parseView(new URLSearchParams('slaStage=Lead Pool')).filters.lists.slaStage).toEqual(['Lead Pool'])
    expect(parseView(new URLSearchParams('datePreset=Today')).filters.datePreset).toBe('Today')
  })
  it("carries the dashboard's slaEndsWithin to the URL, the API query and the active filter count", () => {
    const v = parseView(new URLSearchParams('status=Open&slaStage=Initial&slaEndsWithin=60'))
    expect(v.filters.slaEndsWithin).toBe('60')
    expect(viewToParams(v).get('slaEndsWithin')).toBe('60')
    expect(toApiQuery(v.filters)).toMatchObject({ status: ['Open'], slaStage: ['Initial'], slaEndsWithin: '60' })
    expect(activeFilterCount(v.filters)).toBe(3)
    expect(toApiQuery(defaultView().filters)).not.toHaveProperty('slaEndsWithin')
    for (const bad of ['abc', '0', '1.5', '10081'])
      expect(parseView(new URLSearchParams(`slaEndsWithin=${bad}`)).filters.slaEndsWithin).toBeUndefined()
    expect([slaEndsWithinLabel('60'), slaEndsWithinLabel('120'), slaEndsWithinLabel('90')]).toEqual([
      'Initial SLA ends within 1h',
      'Initial SLA ends within 2h',
      'Initial SLA ends within 90 min',
    ])
  })
  it('drops a hand-typed date or preset the server would refuse, keeps valid ones', () => {
    const v = parseView(new URLSearchParams('dateFrom=2024-01-31&dateTo=+300000-01-01&datePreset=Someday'))
    expect([v.filters.dateFrom, v.filters.dateTo, v.filters.datePreset]).toEqual(['2024-01-31', undefined, undefined])
  })
  it('normalizes page and size: non-positive size → 10, page below 1 → 1', () => {
    expect(parseView(new URLSearchParams('limit=0&page=-3'))).toMatchObject({ limit: 10, page: 1 })
    expect(parseView(new URLSearchParams('limit=40&page=3'))).toMatchObject({ limit: 40, page: 3 })
  })
  it('round-trips through the URL', () => {
    const v = defaultView()
    v.filters.lists = { market: ['Off Plan', 'General'], stage: ['New'] }
    v.filters.excludeTestAgents = false
    v.filters.search = 'PF-1'
    v.sort = ['leadID', 1]
    v.page = 2
    v.limit = 60
    const sp = viewToParams(v)
    expect(sp.toString()).toBe(
      'market=Off+Plan%2CGeneral&stage=New&excludeTestAgents=false&search=PF-1&sort=leadID&page=2&limit=60',
    )
    expect(parseView(sp)).toEqual(v)
  })
  it('builds the API query and sort (none = default newest first)', () => {
    const v = parseView(new URLSearchParams('status=Open&search=%20x%20&datePreset=Today&dateFrom=2026-01-01'))
    expect(toApiQuery(v.filters)).toEqual({
      status: ['Open'],
      datePreset: 'Today',
      excludeTestAgents: true,
      search: 'x',
    })
    expect(toApiSort(null)).toEqual({ dataSourceCreatedAt: -1 })
    expect(toApiSort(['stage', 1])).toEqual({ stage: 1 })
  })
})
