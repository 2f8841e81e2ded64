import { newId } from '../../../src/server/auth/tokens.ts'
import type { Db } from '../../../src/server/db/db.ts'

/** Records of one asset the lead editor tests use, inserted by the test itself (independent of the demo seed). */
export interface AssetFixture {
  assetId: string
  agentA: string
  agentB: string
  agentC: string
  listingSale: string
  listingRent: string
  listingNoAgent: string
  project: string
  customer: string
  spamCustomer: string
}

async function assetFixture(db: Db, assetId: string, tag: string): Promise<AssetFixture> {
  const f = { assetId } as AssetFixture
  // Agents of the demo manager's team where the manager works (the first asset), so the manager's lead scope covers them.
  const member = async (name: string, office: string) => {
    const id = newId()
    await db.query(
      `insert into team_members (id, asset_id, name, office_name, enabled, reported_to_id)
       values ($1,$2,$3,$4,true,(select m.id from team_members m join users u on u.id = m.user_id where m.asset_id = $2 and u.email = 'manager@demo.test'))`,
      [id, assetId, name, office],
    )
    return id
  }
  f.agentA = await member(`${tag} Agent A`, `${tag} Marina Office`)
  f.agentB = await member(`${tag} Agent B`, `${tag} Marina Office`)
  f.agentC = await member(`${tag} Agent C`, `${tag} Downtown Office`)
  const listing = async (ref: string, purpose: string, agent: string | null, price: number) => {
    const id = newId()
    await db.query(
      `insert into listings (id, asset_id, reference, purpose, property_type, price, bedrooms, bathrooms, amenities, country, city, location, agent_id)
       values ($1,$2,$3,$4,'Apartment',$5,2,3,$6,'United Arab Emirates','Dubai','Dubai Marina',$7)`,
      [id, assetId, ref, purpose, price, ['Gym', 'Balcony', 'Sea View'], agent],
    )
    return id
  }
  f.listingSale = await listing(`${tag}-S-1`, 'sale', f.agentA, 2_500_000)
  f.listingRent = await listing(`${tag}-R-1`, 'rent', f.agentC, 120_000)
  f.listingNoAgent = await listing(`${tag}-N-1`, 'sale', null, 900_000)
  f.project = newId()
  await db.query(
    `insert into projects (id, asset_id, name, city, country, min_price, max_price, bedrooms, amenities)
     values ($1,$2,$3,'Dubai','United Arab Emirates',1200000,4800000,'{1,2,3}','{Pool}')`,
    [f.project, assetId, `${tag} Creek Vista`],
  )
  for (const [i, a] of [f.agentA, f.agentB].entries())
    await db.query('insert into project_agents (asset_id, project_id, agent_id, position) values ($1,$2,$3,$4)', [
      assetId,
      f.project,
      a,
      i,
    ])
  const customer = async (first: string, type: string) => {
    const id = newId()
    await db.query('insert into customers (id, asset_id, first_name, last_name, type) values ($1,$2,$3,$4,$5)', [
      id,
      assetId,
      first,
      tag,
      type,
    ])
    return id
  }
  f.customer = await customer('Layla', 'Client')
  f.spamCustomer = await customer('Spammy', 'Spam')
  return f
}

/** Fixtures in the first (A) and second (B) demo asset. */
export async function leadEditorFixtures(db: Db): Promise<{ a: AssetFixture; b: AssetFixture }> {
  const assets = await db.query<{ id: string }>(`select id from assets order by name`)
  // 'Dubai Marina Realty' sorts before 'Palm Coast Properties'; demo users other than admin belong to it.
  return { a: await assetFixture(db, assets[0].id, 'A'), b: await assetFixture(db, assets[1].id, 'B') }
}

/** A valid listing lead body in the API's names. */
export function listingLeadBody(f: AssetFixture, over: Record<string, unknown> = {}): Record<string, any> {
  return {
    customer: f.customer,
    contactType: 'Buyer',
    type: 'listing',
    listing: f.listingSale,
    source: 'Website',
    referredBy: f.agentB,
    contactMethod: 'Phone',
    action: 'Requires call from agent',
    agent: f.agentA,
    isManualAssignment: false,
    setAutoSLADetails: true,
    ...over,
  }
}
