import { describe, expect, it } from 'vitest'
import { deriveMarket, marketSql } from '../../../src/domain/leads/market.ts'

describe('deriveMarket (spec 2 §2)', () => {
  it('is Off Plan with a project, even with a listing', () => {
    expect(deriveMarket({ project: { name: 'P' } })).toBe('Off Plan')
    expect(deriveMarket({ project: 'id', listing: 'id' })).toBe('Off Plan')
  })
  it('is Secondary with a listing only', () => {
    expect(deriveMarket({ listing: { reference: 'R-1' } })).toBe('Secondary')
    expect(deriveMarket({ listings: [{ reference: 'R-1' }] })).toBe('Secondary')
  })
  it('is General otherwise', () => {
    expect(deriveMarket({})).toBe('General')
    expect(deriveMarket({ project: null, listing: null, listings: [] })).toBe('General')
  })
  it('has one SQL condition per market on the given alias', () => {
    expect(marketSql('Off Plan', 'x')).toBe('x.project_id is not null')
    expect(marketSql('Secondary')).toContain('l.listing_id is not null')
    expect(marketSql('General')).toContain('l.listing_id is null')
  })
})
