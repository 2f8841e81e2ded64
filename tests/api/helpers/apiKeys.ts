import type { TestApp } from './testApp.ts'

/** A key made through POST /api/api-keys: its id, its secret (`ak_…`, shown once) and the answer's key. */
export interface TestApiKey {
  id: string
  secret: string
  name: string
}

/**
 * Makes an API key in the active asset of `token`'s session (the demo admin's by default) with a demo role
 * ('AGENT', 'MANAGER', 'VIEWER', 'FRONT_DESK' or any role's code), for tests that call the API as a key
 * (`t.request(method, path, { token: key.secret })`).
 */
export async function createApiKey(
  t: TestApp,
  opts: { token?: string; role?: string; name?: string; expiresAt?: string } = {},
): Promise<TestApiKey> {
  const token = opts.token ?? (await t.login('admin@demo.test'))
  const [role] = await t.db.query<{ id: string }>('select id from roles where code = $1', [opts.role ?? 'AGENT'])
  if (!role) throw new Error(`no role ${opts.role}`)
  const name = opts.name ?? `Test key ${Math.random().toString(36).slice(2, 8)}`
  const res = await t.request('POST', '/api/api-keys', {
    token,
    body: { name, role: role.id, ...(opts.expiresAt ? { expiresAt: opts.expiresAt } : {}) },
  })
  if (res.status !== 201) throw new Error(`api key not created: ${res.status} ${JSON.stringify(res.body)}`)
  return { id: res.body.data._id, secret: res.body.data.secret, name }
}
