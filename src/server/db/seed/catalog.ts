import type { Queryable } from '../db.ts'
import { cols, insertRows, type Row } from './bulk.ts'
import { STATIC_AMENITIES as AMENITIES } from '../../../domain/leads/constants.ts'
import { AREAS, DEVELOPERS, PROJECTS, RESIDENTIAL_TYPES } from './data.ts'
import type { BlobStore } from '../../storage/files.ts'
import { seedPictures } from './images.ts'
import { projectDetails } from './projectDetails.ts'
import { Rand } from './random.ts'

const DEVELOPER_COLS = cols(
  'id:uuid',
  'asset_id:uuid',
  'name:text',
  'slug:text',
  'enabled:boolean',
  'description:text',
  'created_at:timestamptz',
  'updated_at:timestamptz',
)
const LISTING_COLS = cols(
  'id:uuid',
  'asset_id:uuid',
  'reference:text',
  'title:text',
  'purpose:text',
  'property_type:text',
  'price:numeric',
  'bedrooms:int',
  'bathrooms:int',
  'size_sqft:numeric',
  'amenities:text[]',
  'country:text',
  'city:text',
  'community:text',
  'location:text',
  'sub_location:text',
  'agent_id:uuid',
  'enabled:boolean',
  'creator_id:uuid',
  'created_at:timestamptz',
  'updated_at:timestamptz',
  'status:text',
  'tags:text[]',
  'permit_number:text',
  'permit_expiry:date',
)
const PROJECT_COLS = cols(
  'id:uuid',
  'asset_id:uuid',
  'name:text',
  'slug:text',
  'enabled:boolean',
  'developer_id:uuid',
  'campaign_name:text',
  'country:text',
  'city:text',
  'community:text',
  'location:text',
  'start_date:date',
  'completion_date:date',
  'agent_id:uuid',
  'min_price:numeric',
  'max_price:numeric',
  'bedrooms:int[]',
  'property_types:text[]',
  'amenities:text[]',
  'creator_id:uuid',
  'created_at:timestamptz',
  'updated_at:timestamptz',
  'description:text',
  'status:text',
  'construction_percent:int',
  'rera_number:text',
  'escrow_account:text',
  'escrow_bank:text',
  'unit_types:jsonb',
  'key_points:jsonb',
  'payment_plans:jsonb',
  'faq_heading:text',
)
const FAQ_COLS = cols(
  'id:uuid',
  'asset_id:uuid',
  'project_id:uuid',
  'question:text',
  'answer:text',
  'position:int',
  'created_at:timestamptz',
  'updated_at:timestamptz',
)
const PROJECT_AGENT_COLS = cols('asset_id:uuid', 'project_id:uuid', 'agent_id:uuid', 'position:int')

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
const round = (n: number, to: number) => Math.max(to, Math.round(n / to) * to)
const areaOf = (location: string) => AREAS.find((a) => a.location === location)!

const TAGS = [['Vacant'], ['Sea View'], ['Exclusive', 'Vacant'], [], ['Upgraded'], []]

/**
 * A demo listing's status, tags and Dubai (Trakheesi) permit: a 10-digit number unique per listing and an
 * expiry a year after it was listed; about one in ten is sold or rented, one in ten reserved.
 */
function listingExtras(i: number, reference: string, purpose: string, listedAt: Date) {
  const status = i % 10 === 3 ? (purpose === 'sale' ? 'sold' : 'rented') : i % 10 === 7 ? 'reserved' : 'available'
  const permit = `71${reference.replace(/\D/g, '').padStart(4, '0')}${String(i).padStart(4, '0')}`
  return {
    status,
    tags: TAGS[i % TAGS.length],
    permit_number: permit,
    permit_expiry: new Date(listedAt.getTime() + 365 * 86_400_000).toISOString().slice(0, 10),
  }
}

export interface CatalogInput {
  assetId: string
  refPrefix: string
  /** Enabled, non-test agents; test agents get a few listings too. */
  agentIds: string[]
  testAgentIds: string[]
  creatorIds: string[]
  listings: number
  now: Date
  /** Where the placeholder pictures are stored (the server's storage); none: no pictures. */
  store?: BlobStore
}

/** Ids of the demo catalog's later additions (pictures, FAQs): a stream of their own, per asset. */
const EXTRAS_SEED = 1015

/** Developers, listings (sale and rent, references like 'DMR-S-1234') and the 20 projects with their round-robin agents. */
export async function seedCatalog(q: Queryable, r: Rand, input: CatalogInput): Promise<void> {
  const { assetId, now } = input
  const past = (maxDays: number) => new Date(now.getTime() - r.int(1, maxDays) * 86_400_000)

  const developers = DEVELOPERS.map((name) => {
    const at = past(900)
    return {
      id: r.uuid(),
      asset_id: assetId,
      name,
      slug: slug(name),
      enabled: true,
      description: `${name}, a Dubai developer.`,
      created_at: at,
      updated_at: at,
    }
  })
  await insertRows(q, 'developers', DEVELOPER_COLS, developers)

  const refs = new Set<string>()
  const listings: Row[] = []
  for (let i = 0; i < input.listings; i++) {
    const area = r.pick(AREAS)
    const purpose = r.chance(0.62) ? 'sale' : 'rent'
    const type = r.chance(0.92) ? r.pick(RESIDENTIAL_TYPES) : r.pick(['Office', 'Retail', 'Warehouse'])
    const beds =
      type === 'Studio' || !RESIDENTIAL_TYPES.includes(type as never)
        ? 0
        : type === 'Villa' || type === 'Townhouse'
          ? r.int(3, 6)
          : r.int(1, 4)
    const size = round(beds === 0 ? r.int(380, 1600) : beds * r.int(550, 900) + (type === 'Villa' ? 1500 : 0), 5)
    const salePrice = size * area.psf * (0.8 + r.next() * 0.4)
    let reference: string
    do reference = `${input.refPrefix}-${purpose === 'sale' ? 'S' : 'R'}-${r.int(1000, 9999)}`
    while (refs.has(reference))
    refs.add(reference)
    const sub = r.pick(area.subLocations)
    const at = past(700)
    listings.push({
      id: r.uuid(),
      asset_id: assetId,
      reference,
      title: `${beds === 0 ? (type === 'Studio' ? 'Studio' : type) : `${beds} Bedroom ${type}`} in ${sub}, ${area.location}`,
      purpose,
      property_type: type,
      price: purpose === 'sale' ? round(salePrice, 5000) : round(salePrice * 0.065, 1000),
      bedrooms: beds,
      bathrooms: Math.max(1, beds + r.int(0, 1)),
      size_sqft: size,
      amenities: r.some(AMENITIES, r.int(2, 6)),
      country: 'United Arab Emirates',
      city: 'Dubai',
      community: area.community,
      location: area.location,
      sub_location: sub,
      agent_id: r.chance(0.04) && input.testAgentIds.length ? r.pick(input.testAgentIds) : r.pick(input.agentIds),
      enabled: r.chance(0.95),
      creator_id: r.chance(0.7) ? r.pick(input.creatorIds) : null,
      created_at: at,
      updated_at: at,
      // Derived, not drawn: the random sequence (and so the rest of the demo data) stays as it was.
      ...listingExtras(i, reference, purpose, at),
    })
  }
  await insertRows(q, 'listings', LISTING_COLS, listings)

  const projects: Row[] = []
  const projectAgents: Row[] = []
  for (const [name, developer, location, types, bedrooms] of PROJECTS) {
    const area = areaOf(location)
    const id = r.uuid()
    const agents = r.some(input.agentIds, r.int(2, 4))
    const start = past(800)
    const minPrice = round(Math.max(1, bedrooms[0]) * 650 * area.psf * 0.9, 10_000)
    projects.push({
      id,
      asset_id: assetId,
      name,
      slug: slug(name),
      enabled: true,
      developer_id: developers.find((d) => d.name === developer)!.id,
      campaign_name: `${name} ${r.pick(['Launch', 'Phase 2', 'Payment Plan', 'Handover Offer', 'Golden Visa'])}`,
      country: 'United Arab Emirates',
      city: 'Dubai',
      community: area.community,
      location: area.location,
      start_date: start.toISOString().slice(0, 10),
      completion_date: new Date(start.getTime() + r.int(700, 1400) * 86_400_000).toISOString().slice(0, 10),
      agent_id: agents[0],
      min_price: minPrice,
      max_price: round(Math.max(1, bedrooms[bedrooms.length - 1]) * 900 * area.psf * 1.3, 10_000),
      bedrooms,
      property_types: types,
      amenities: r.some(AMENITIES, r.int(4, 8)),
      creator_id: r.pick(input.creatorIds),
      created_at: start,
      updated_at: start,
    })
    for (const [position, agentId] of agents.entries())
      projectAgents.push({ asset_id: assetId, project_id: id, agent_id: agentId, position })
  }
  const extras = new Rand(EXTRAS_SEED + parseInt(assetId.slice(0, 8), 16))
  const faqs: Row[] = []
  projects.forEach((p, i) => {
    const { details, faqs: items } = projectDetails(p, i, now)
    Object.assign(p, details)
    for (const f of items)
      faqs.push({
        id: extras.uuid(),
        asset_id: assetId,
        project_id: p.id,
        ...f,
        created_at: p.created_at,
        updated_at: p.created_at,
      })
  })
  await insertRows(q, 'projects', PROJECT_COLS, projects)
  await insertRows(q, 'project_agents', PROJECT_AGENT_COLS, projectAgents)
  await insertRows(q, 'project_faqs', FAQ_COLS, faqs)
  await seedPictures(q, extras, input.store, assetId, input.creatorIds[0] ?? null)
}
