import { DEMO_ROLES } from '../../../src/domain/roles.ts'
import { P } from '../../../src/domain/permissions.ts'
import { hashPassword } from '../../../src/server/auth/passwords.ts'
import { newId } from '../../../src/server/auth/tokens.ts'
import type { TestApp } from './testApp.ts'

/**
 * A throw-away user with a demo role in the first asset (or the given assets), so a test can change its
 * password or sessions without disturbing the demo logins other tests use.
 */
export async function createUser(
  t: TestApp,
  email: string,
  opts: { role?: string; password?: string; assetIds?: string[] } = {},
) {
  const [role] = await t.db.query('select id from roles where code = $1', [opts.role ?? 'AGENT'])
  const assetIds = opts.assetIds ?? (await t.db.query('select id from assets order by name limit 1')).map((a) => a.id)
  const id = newId()
  await t.db.query(
    'insert into users (id, email, password_hash, first_name, last_name, role_id, active_asset_id) values ($1,$2,$3,$4,$5,$6,$7)',
    [id, email, await hashPassword(opts.password ?? 'demopass1'), 'Test', 'User', role.id, assetIds[0] ?? null],
  )
  for (const a of assetIds) await t.db.query('insert into user_assets (user_id, asset_id) values ($1,$2)', [id, a])
  return id
}

/**
 * Signs in a user whose role has the demo Agent's keys except VIEW_SENSITIVE_INFORMATION and sees the whole
 * asset: the caller the contact-detail rule (spec 1 §6) is tested with, now that the demo Agent may call
 * the customers of their leads.
 */
export async function loginAgentWithoutContacts(t: TestApp, email = 'nocontacts@demo.test'): Promise<string> {
  const permissions = DEMO_ROLES.find((r) => r.code === 'AGENT')!.permissions.filter(
    (p) => p !== P.VIEW_SENSITIVE_INFORMATION,
  )
  await t.db.query(
    `insert into roles (id, code, name, permissions, lead_scope) values ($1, 'AGENT_NO_CONTACTS', 'Agent without contact details', $2, 'asset') on conflict (code) do nothing`,
    [newId(), permissions],
  )
  if (!(await t.db.query('select 1 from users where lower(email) = $1', [email])).length)
    await createUser(t, email, { role: 'AGENT_NO_CONTACTS' })
  return t.login(email)
}
