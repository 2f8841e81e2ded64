import { DEMO_ROLES } from '../../../domain/roles.ts'
import { hashPassword } from '../../auth/passwords.ts'
import { newId } from '../../auth/tokens.ts'
import type { Db } from '../db.ts'

export const DEMO_PASSWORD = 'demopass1'
export const DEMO_USERS = [
  { email: 'admin@demo.test', first: 'Amira', last: 'Admin', role: 'SUPER_ADMIN', assets: 'all', label: 'Super Admin, both assets' },
  { email: 'manager@demo.test', first: 'Marek', last: 'Manager', role: 'MANAGER', assets: 'first', label: 'Manager, first asset' },
  { email: 'agent@demo.test', first: 'Aisha', last: 'Agent', role: 'AGENT', assets: 'first', label: 'Agent, first asset' },
  { email: 'viewer@demo.test', first: 'Victor', last: 'Viewer', role: 'VIEWER', assets: 'first', label: 'Viewer (read only), first asset' },
] as const

export const DEMO_ASSETS = ['Dubai Marina Realty', 'Palm Coast Properties'] as const

export async function isEmpty(db: Db): Promise<boolean> {
  const [r] = await db.query<{ n: number }>('select count(*)::int as n from users')
  return r.n === 0
}

export interface SeedOptions {
  leadsPerAsset?: number
}

/** Seeds the demo agency: two assets, the four roles, the demo users. */
export async function seedDemo(db: Db, _opts: SeedOptions = {}) {
  const passwordHash = await hashPassword(DEMO_PASSWORD)
  await db.tx(async (q) => {
    const assetIds: string[] = []
    for (const name of DEMO_ASSETS) {
      const id = newId()
      assetIds.push(id)
      await q.query('insert into assets (id, name) values ($1, $2)', [id, name])
    }
    const roleIds: Record<string, string> = {}
    for (const r of DEMO_ROLES) {
      roleIds[r.code] = newId()
      await q.query('insert into roles (id, code, name, permissions) values ($1,$2,$3,$4)', [roleIds[r.code], r.code, r.name, r.permissions])
    }
    for (const u of DEMO_USERS) {
      const id = newId()
      await q.query(
        'insert into users (id, email, password_hash, first_name, last_name, role_id, active_asset_id) values ($1,$2,$3,$4,$5,$6,$7)',
        [id, u.email, passwordHash, u.first, u.last, roleIds[u.role], assetIds[0]],
      )
      for (const a of u.assets === 'all' ? assetIds : [assetIds[0]]) {
        await q.query('insert into user_assets (user_id, asset_id) values ($1,$2)', [id, a])
      }
    }
  })
}
