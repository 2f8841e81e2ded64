import fs from 'node:fs'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { DEMO_ROLES } from '../../src/domain/roles.ts'
import { newId } from '../../src/server/auth/tokens.ts'
import { startTestApp, type TestApp } from './helpers/testApp.ts'

/**
 * Migration 0802 on a database from before the lead scope: its role mapping (everything after the
 * column is added) gives the demo roles the seed's scopes and handles roles of other shapes.
 */
let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t?.close())

it('maps existing roles to sensible scopes and keeps the export for roles that watch a team', async () => {
  const sql = fs.readFileSync(new URL('../../src/server/db/migrations/0802_lead_scope.sql', import.meta.url), 'utf8')
  const mapping = sql.slice(sql.indexOf('\nupdate roles'))
  const role = async (code: string, permissions: string[]) =>
    t.db.query(`insert into roles (id, code, name, permissions, lead_scope) values ($1, $2, $2, $3, 'own')`, [
      newId(),
      code,
      permissions,
    ])
  await role('OLD_MANAGER', ['LEADS_REPORT_VIEW', 'MANAGERS_REPORT_VIEW'])
  await role('OLD_AGENT', ['LEADS_REPORT_VIEW', 'LEAD_UPDATE'])
  await role('OLD_AUDITOR', ['LEADS_REPORT_VIEW'])
  await role('OLD_RECEPTION', ['LEADS_REPORT_VIEW', 'LEAD_ADD'])
  // As before the migration: the demo Manager without the export key it brings.
  await t.db.query(`update roles set permissions = array_remove(permissions, 'LEADS_REPORT_EXPORT')`)
  await t.db.exec(mapping)
  const rows = await t.db.query<{ code: string; lead_scope: string; permissions: string[] }>(
    'select code, lead_scope, permissions from roles order by code',
  )
  const scope = Object.fromEntries(rows.map((r) => [r.code, r.lead_scope]))
  for (const r of DEMO_ROLES) expect(scope[r.code], r.code).toBe(r.leadScope)
  expect(scope).toMatchObject({ OLD_MANAGER: 'team', OLD_AGENT: 'own', OLD_AUDITOR: 'asset', OLD_RECEPTION: 'asset' })
  const exporters = rows
    .filter((r) => r.permissions.includes('LEADS_REPORT_EXPORT'))
    .map((r) => r.code)
    .sort()
  expect(exporters).toEqual(['MANAGER', 'OLD_MANAGER'])
})
