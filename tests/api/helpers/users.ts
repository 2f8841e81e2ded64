import { hashPassword } from '../../../src/server/auth/passwords.ts'
import { newId } from '../../../src/server/auth/tokens.ts'
import type { TestApp } from './testApp.ts'

/**
 * A throw-away user with a demo role in the first asset (or the given assets), so a test can change its
 * password or sessions without disturbing the demo logins other tests use.
 */
export async function createUser(t: TestApp, email: string, opts: { role?: string; password?: string; assetIds?: string[] } = {}) {
  const [role] = await t.db.query('select id from roles where code = $1', [opts.role ?? 'AGENT'])
  const assetIds = opts.assetIds ?? (await t.db.query('select id from assets order by name limit 1')).map((a) => a.id)
  const id = newId()
  await t.db.query('insert into users (id, email, password_hash, first_name, last_name, role_id, active_asset_id) values ($1,$2,$3,$4,$5,$6,$7)', [
    id, email, await hashPassword(opts.password ?? 'demopass1'), 'Test', 'User', role.id, assetIds[0] ?? null,
  ])
  for (const a of assetIds) await t.db.query('insert into user_assets (user_id, asset_id) values ($1,$2)', [id, a])
  return id
}
