import { users } from '../../domain/resources/users.ts'
import { defineServerExtension } from '../resources/extension.ts'

/** The user's agent record: their first live team member (one per asset). */
export const USER_TEAM_MEMBER_SQL =
  '(select m.id from team_members m where m.user_id = users.id and m.deleted_at is null order by m.created_at limit 1)'

/** Users on the server: what the list reads beyond the users table's own columns. */
export const usersServer = defineServerExtension(users, {
  computed: {
    fullName: `trim(first_name || ' ' || last_name)`,
    // the user's assets (user_assets; written by the admin area's routes, users.ts)
    assets: 'array(select ua.asset_id from user_assets ua where ua.user_id = users.id order by ua.asset_id)',
    teamMember: USER_TEAM_MEMBER_SQL,
    status: `case when invite_pending then 'invited' when enabled then 'active' else 'disabled' end`,
  },
})
