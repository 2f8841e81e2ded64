import { STATIC_AMENITIES } from '../../../domain/leads/constants.ts'
import type { Row } from './bulk.ts'
import { AREAS, RESIDENTIAL_TYPES, REVIEW_FEEDBACK } from './data.ts'
import type { LeadContext } from './leadContext.ts'
import type { Rand } from './random.ts'

/** What a generated lead asks for (its requirement) and what it collects (review, response times). */

/**
 * Type (listing/offplan/general → market Secondary/Off Plan/General) and what the client wants.
 * Returns the agents the lead would go to: the listing's agent or the project's round-robin agents.
 */
export function describeRequirement(r: Rand, ctx: LeadContext, lead: Row): string[] {
  const type = r.weighted([
    ['listing', 50],
    ['offplan', 25],
    ['general', 25],
  ] as const)
  lead.type = type
  if (type === 'listing' && ctx.listings.length) {
    const l = r.pick(ctx.listings)
    const contact = l.purpose === 'rent' ? 'Tenant' : 'Buyer'
    Object.assign(lead, {
      listing_id: l.id,
      contact_type: contact,
      lead_type: contact === 'Tenant' ? 'Rent' : 'Sale',
      unit_type: l.propertyType,
      min_bedrooms: l.bedrooms,
      max_bedrooms: l.bedrooms,
      min_bathrooms: l.bathrooms,
      max_bathrooms: l.bathrooms,
      min_price: Math.round(l.price * 0.85),
      max_price: Math.round(l.price * 1.1),
      amenities: l.amenities.slice(0, 3),
      community: l.community,
      location: l.location,
      sub_location: l.subLocation,
      locations: [l.location],
    })
    return l.agentId ? [l.agentId] : []
  } else if (type === 'offplan' && ctx.projects.length) {
    const p = r.pick(ctx.projects)
    const beds = r.pick(p.bedrooms)
    Object.assign(lead, {
      project_id: p.id,
      contact_type: 'Buyer',
      lead_type: 'Sale',
      unit_type: r.pick(p.propertyTypes),
      min_bedrooms: beds,
      max_bedrooms: beds + r.int(0, 1),
      min_price: p.minPrice,
      max_price: p.maxPrice,
      amenities: p.amenities.slice(0, 2),
      community: p.community,
      location: p.location,
      locations: [p.location],
    })
    return p.agentIds
  } else {
    lead.type = 'general'
    const contact = r.weighted([
      ['Buyer', 40],
      ['Seller', 20],
      ['Tenant', 25],
      ['Landlord', 15],
    ] as const)
    const rent = contact === 'Tenant' || contact === 'Landlord'
    const area = r.pick(AREAS)
    const beds = r.int(0, 4)
    const price = Math.round((Math.max(1, beds) * 750 * area.psf * (rent ? 0.065 : 1)) / 1000) * 1000
    Object.assign(lead, {
      contact_type: contact,
      lead_type: rent ? 'Rent' : 'Sale',
      unit_type: r.pick(RESIDENTIAL_TYPES),
      min_bedrooms: beds,
      max_bedrooms: beds + r.int(0, 2),
      min_price: Math.round(price * 0.8),
      max_price: Math.round(price * 1.2),
      amenities: r.some(STATIC_AMENITIES, r.int(1, 3)),
      community: area.community,
      location: area.location,
      sub_location: r.chance(0.5) ? r.pick(area.subLocations) : null,
      locations: r.chance(0.3) ? [area.location, r.pick(AREAS).location] : [area.location],
    })
    return []
  }
}

/** A merged child asks about the same thing for the same customer. */
export function copyRequirement(lead: Row, parent: Row) {
  for (const k of [
    'type',
    'listing_id',
    'project_id',
    'contact_type',
    'lead_type',
    'unit_type',
    'min_bedrooms',
    'max_bedrooms',
    'min_bathrooms',
    'max_bathrooms',
    'min_price',
    'max_price',
    'amenities',
    'community',
    'location',
    'sub_location',
    'locations',
    'customer_id',
  ]) {
    lead[k] = parent[k]
  }
}

/** Minutes; some over a month (43200), some invalid, as real CRM data has. */
export function responseTimes(r: Rand, firstResponse: number): unknown {
  const kind = r.weighted([
    ['ok', 90],
    ['long', 3],
    ['nullField', 2],
    ['negative', 2],
    ['text', 1],
    ['absent', 2],
  ] as const)
  const first = kind === 'long' ? r.int(43_201, 120_000) : Math.max(0, Math.round(firstResponse))
  switch (kind) {
    case 'nullField':
      return { firstResponse: null, firstContact: null }
    case 'negative':
      return { firstResponse: -r.int(1, 90), firstContact: first }
    case 'text':
      return { firstResponse: 'n/a' }
    case 'absent':
      return null
    default:
      return { firstResponse: first, firstContact: first + r.int(0, 240) }
  }
}

export function review(r: Rand): Row {
  if (r.chance(0.08)) return { review_rating: 0, review_feedback: null, review_category: 'unresponsive' }
  return {
    review_rating: r.weighted([
      [5, 40],
      [4, 30],
      [3, 15],
      [2, 8],
      [1, 7],
    ] as const),
    review_feedback: r.chance(0.8) ? r.pick(REVIEW_FEEDBACK) : null,
    review_category: r.pick(['agent', 'service', 'viewing']),
  }
}
