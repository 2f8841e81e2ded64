/**
 * Market of a lead (spec 2 §2): 'Off Plan' when it has a project, 'Secondary' when it has a listing,
 * otherwise 'General'. The report's market filter uses the same rule in SQL.
 */
import type { Market } from './constants.ts'

export type { Market } from './constants.ts'

export interface MarketFields {
  project?: unknown
  listing?: unknown
  listings?: unknown[] | null
}

const present = (v: unknown) => v !== null && v !== undefined && v !== ''

export function deriveMarket(lead: MarketFields): Market {
  if (present(lead.project)) return 'Off Plan'
  if (present(lead.listing) || (Array.isArray(lead.listings) && lead.listings.length > 0)) return 'Secondary'
  return 'General'
}

/** The market filter as a SQL condition on the leads table aliased `alias`. */
export function marketSql(market: Market, alias = 'l'): string {
  const a = alias
  switch (market) {
    case 'Off Plan':
      return `${a}.project_id is not null`
    case 'Secondary':
      return `(${a}.project_id is null and ${a}.listing_id is not null)`
    case 'General':
      return `(${a}.project_id is null and ${a}.listing_id is null)`
  }
}
