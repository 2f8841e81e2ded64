import { DEMO_ROLES } from '../../../domain/roles.ts'
import { hashPassword } from '../../auth/passwords.ts'
import type { Db } from '../db.ts'
import type { BlobStore } from '../../storage/files.ts'
import { seedCatalog } from './catalog.ts'
import { seedContentA } from './content.ts'
import { seedCustomers } from './customers.ts'
import { ASSET_PROFILES } from './data.ts'
import { loadLeadContext, seedLeads } from './leads.ts'
import { Rand } from './random.ts'
import { withoutAudit } from '../../audit/actor.ts'
import { seedAgentReviews, seedTeam } from './team.ts'
import { seedContentB } from './contentForms.ts'
import { seedActivities } from './activities.ts'

export const DEMO_PASSWORD = 'demopass1'
export const DEMO_USERS = [
  {
    email: 'admin@demo.test',
    first: 'Amira',
    last: 'Admin',
    role: 'SUPER_ADMIN',
    assets: 'all',
    label: 'Super Admin, both assets',
  },
  {
    email: 'manager@demo.test',
    first: 'Marek',
    last: 'Manager',
    role: 'MANAGER',
    assets: 'first',
    label: 'Manager, first asset',
  },
  {
    email: 'agent@demo.test',
    first: 'Aisha',
    last: 'Agent',
    role: 'AGENT',
    assets: 'first',
    label: 'Agent, first asset',
  },
  {
    email: 'viewer@demo.test',
    first: 'Victor',
    last: 'Viewer',
    role: 'VIEWER',
    assets: 'first',
    label: 'Viewer (read only), first asset',
  },
  {
    email: 'frontdesk@demo.test',
    first: 'Farah',
    last: 'Desk',
    role: 'FRONT_DESK',
    assets: 'first',
    label: 'Front Desk (no contact details), first asset',
    addedLater: true,
  },
] as const

export const DEMO_ASSETS = ['Dubai Marina Realty', 'Palm Coast Properties'] as const

/** The random stream's seed: the same demo agency every time (dates relative to the moment of seeding). */
export const DEMO_SEED = 20240601

export async function isEmpty(db: Db): Promise<boolean> {
  const [r] = await db.query<{ n: number }>('select count(*)::int as n from users')
  return r.n === 0
}

export interface SeedOptions {
  /** Leads per asset (default 5000). */
  leadsPerAsset?: number
  /** Customers per asset (default 500). */
  customersPerAsset?: number
  /** "Now" for the SLA situations and the two-year spread (default: the current time). */
  now?: Date
  log?: (line: string) => void
  /** Where the demo's placeholder pictures are stored (the server's storage); none: no pictures. */
  store?: BlobStore
}

/**
 * Seeds the demo agency on an empty database: two assets, the demo roles and users and, per asset,
 * offices and team, developers, listings, projects, customers, leads with history. One transaction.
 */
/** The demo data is the starting point, no change anyone made: it writes no activity log. */
export function seedDemo(db: Db, opts: SeedOptions = {}) {
  return withoutAudit(() => seedDemoData(db, opts))
}

async function seedDemoData(db: Db, opts: SeedOptions) {
  const now = opts.now ?? new Date()
  const leadsPerAsset = opts.leadsPerAsset ?? 5000
  const log = opts.log ?? (() => {})
  const r = new Rand(DEMO_SEED)
  const passwordHash = await hashPassword(DEMO_PASSWORD)
  const started = Date.now()
  await db.tx(async (q) => {
    const assetIds = DEMO_ASSETS.map(() => r.uuid())
    for (const [i, name] of DEMO_ASSETS.entries()) {
      await q.query('insert into assets (id, name) values ($1, $2)', [assetIds[i], name])
    }
    // Roles and users added after the demo's first release draw their ids from a stream of their own and
    // create no demo records, so the rest of the demo agency stays the same.
    const later = new Rand(DEMO_SEED + 1)
    const roleIds: Record<string, string> = {}
    for (const role of DEMO_ROLES) {
      roleIds[role.code] = role.addedLater ? later.uuid() : r.uuid()
      await q.query('insert into roles (id, code, name, permissions, lead_scope) values ($1,$2,$3,$4,$5)', [
        roleIds[role.code],
        role.code,
        role.name,
        role.permissions,
        role.leadScope,
      ])
    }
    const userIds: Record<string, string> = {}
    for (const u of DEMO_USERS) {
      const id = 'addedLater' in u ? later.uuid() : r.uuid()
      userIds[u.email] = id
      await q.query(
        'insert into users (id, email, password_hash, first_name, last_name, role_id, active_asset_id) values ($1,$2,$3,$4,$5,$6,$7)',
        [id, u.email, passwordHash, u.first, u.last, roleIds[u.role], assetIds[0]],
      )
      for (const a of u.assets === 'all' ? assetIds : [assetIds[0]]) {
        await q.query('insert into user_assets (user_id, asset_id) values ($1,$2)', [id, a])
      }
    }
    const link = (email: (typeof DEMO_USERS)[number]['email']) => {
      const u = DEMO_USERS.find((d) => d.email === email)!
      return { userId: userIds[email], name: `${u.first} ${u.last}`, email }
    }

    for (const [a, assetId] of assetIds.entries()) {
      const profile = ASSET_PROFILES[a]
      const creatorIds =
        a === 0
          ? DEMO_USERS.filter((u) => !('addedLater' in u)).map((u) => userIds[u.email])
          : [userIds['admin@demo.test']]
      const team = await seedTeam(q, r, {
        assetId,
        offices: profile.offices,
        linkManager: a === 0 ? link('manager@demo.test') : undefined,
        linkAgent: a === 0 ? link('agent@demo.test') : undefined,
        now,
        later,
      })
      const agents = team.filter((m) => m.type === 'Agent' && m.enabled)
      await seedCatalog(q, r, {
        assetId,
        refPrefix: profile.prefix,
        agentIds: agents.filter((m) => !m.is_test).map((m) => m.id as string),
        testAgentIds: agents.filter((m) => m.is_test).map((m) => m.id as string),
        creatorIds,
        listings: 200,
        now,
        store: opts.store,
      })
      await seedContentA(q, { assetId, index: a, creatorId: creatorIds[0], now, store: opts.store })
      await seedCustomers(q, r, {
        assetId,
        count: opts.customersPerAsset ?? 500,
        firstCustomerId: 1,
        usedPhones: new Set(),
        creatorIds,
        now,
        days: 760,
      })
      const ctx = await loadLeadContext(q, assetId)
      await seedLeads(q, r, ctx, { count: leadsPerAsset, firstLeadId: 1, now, days: 730 })
      await seedAgentReviews(q, assetId)
      await seedActivities(q, assetId, now)
      await seedContentB(q, assetId, DEMO_ASSETS[a], creatorIds[0])
      log(
        `  ${DEMO_ASSETS[a]}: ${team.length} team members, 200 listings, 20 projects, ${ctx.customerIds.length} customers, ${leadsPerAsset} leads`,
      )
    }
  })
  // Statistics for the planner: the embedded engine has no autovacuum to gather them, and without them
  // the report's first page took 150 ms instead of 32 ms on PGlite (median of 10, demo data).
  await db.exec('analyze')
  log(`Demo agency seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}
