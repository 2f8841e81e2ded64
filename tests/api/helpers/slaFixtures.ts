import { newId } from '../../../src/server/auth/tokens.ts'
import type { TestApp } from './testApp.ts'
import { createUser } from './users.ts'

/** A signed-in user of a demo role with its own team member in the first asset (reporting to the demo manager's member). */
export async function slaUser(
  t: TestApp,
  email: string,
  name: string,
  role = 'AGENT',
): Promise<{ token: string; member: string; userId: string }> {
  const userId = await createUser(t, email, { role })
  const [asset] = await t.db.query<{ id: string }>('select id from assets order by name limit 1')
  const member = newId()
  await t.db.query(
    `insert into team_members (id, asset_id, name, enabled, user_id, reported_to_id)
     values ($1, $2, $3, true, $4, (select m.id from team_members m join users u on u.id = m.user_id where m.asset_id = $2 and u.email = 'manager@demo.test'))`,
    [member, asset.id, name, userId],
  )
  return { token: await t.login(email), member, userId }
}

/** The demo manager's team member in the first asset. */
export async function managerMember(t: TestApp): Promise<string> {
  const [m] = await t.db.query<{ id: string }>(
    `select m.id from team_members m join users u on u.id = m.user_id join assets s on s.id = m.asset_id
      where u.email = 'manager@demo.test' order by s.name limit 1`,
  )
  return m.id
}
