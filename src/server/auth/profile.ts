import type { Profile } from '../../domain/profile.ts'
import { hasSuperAccess } from '../../domain/permissions.ts'
import type { DbRow, Queryable } from '../db/db.ts'
import { prepared } from '../db/prepared.ts'

/**
 * The user's profile columns for a session working in `asset` (an SQL expression), in one statement:
 * the role, the avatar, every asset with whether the user belongs to it, and the user's team member in
 * that asset. Which assets may be used is decided by toProfile (the permission rule lives in the domain).
 */
const profileColumns = (
  asset: string,
) => `u.id, u.email, u.first_name, u.last_name, u.is_root_user, u.avatar_id, u.language,
    r.id as role_id, r.name as role_name, r.code as role_code, r.permissions, r.lead_scope, f.file as avatar_file,
    coalesce((select json_agg(json_build_object('id', a.id, 'name', a.name, 'currency_code', a.currency_code, 'time_zone', a.settings->'basic'->>'timeZone',
                'member', exists (select 1 from user_assets ua where ua.asset_id = a.id and ua.user_id = u.id)) order by a.name)
              from assets a), '[]') as assets,
    (select m.id from team_members m where m.asset_id = ${asset} and m.user_id = u.id and m.deleted_at is null limit 1) as agent_id`
const ROLE_AVATAR = 'left join roles r on r.id = u.role_id left join storage_files f on f.id = u.avatar_id'

/**
 * Builds the profile a session of a user sees, working in the session's active asset (sessions.active_asset_id).
 * Super-access users may work in every asset; others only in the assets they belong to. The active asset
 * is always one the user may use (or null when none).
 */
function toProfile(u: DbRow, activeAssetId: string | null): Profile {
  const role = u.role_id
    ? {
        _id: u.role_id,
        name: u.role_name,
        code: u.role_code,
        permissions: u.permissions ?? [],
        leadScope: u.lead_scope,
      }
    : null
  const isSuper = hasSuperAccess({ isRootUser: u.is_root_user, role })
  const assets = (
    u.assets as Array<{ id: string; name: string; currency_code: string; time_zone: string | null; member: boolean }>
  ).filter((a) => isSuper || a.member)
  const active = assets.find((a) => a.id === activeAssetId) ?? null
  return {
    _id: u.id,
    firstName: u.first_name,
    lastName: u.last_name,
    fullName: [u.first_name, u.last_name].filter(Boolean).join(' '),
    email: u.email,
    role,
    isRootUser: u.is_root_user,
    avatar: u.avatar_id ? { _id: u.avatar_id, file: u.avatar_file } : null,
    activeAsset: active ? { _id: active.id, name: active.name } : null,
    assets: assets.map((a) => ({ _id: a.id, name: a.name })),
    currencyCode: active?.currency_code ?? 'AED',
    timeZone: active?.time_zone || null,
    agentId: active ? u.agent_id : null,
    language: u.language ?? null,
  }
}

/** The profile of an enabled user working in `activeAssetId` (after a login or an asset switch). */
export async function loadProfile(
  db: Queryable,
  userId: string,
  activeAssetId: string | null,
): Promise<Profile | null> {
  const [u] = await db.query(
    `select ${profileColumns('$2::uuid')} from users u ${ROLE_AVATAR} where u.id = $1 and u.enabled`,
    [userId, activeAssetId],
  )
  return u ? toProfile(u, activeAssetId) : null
}

// Prepared: every request runs it, and planning it cost more than running it.
const SESSION_SQL = prepared(`select s.id as session_id, s.active_asset_id, ${profileColumns('s.active_asset_id')}
       from sessions s join users u on u.id = s.user_id and u.enabled ${ROLE_AVATAR}
      where s.token_hash = $1 and s.revoked_at is null and s.expires_at > now()`)

/**
 * The live session of a token's hash with its user's profile, in one statement: every request resolves
 * its caller with this one round trip before its work.
 */
export async function loadSession(
  db: Queryable,
  tokenHash: string,
): Promise<{ sessionId: string; profile: Profile } | null> {
  const [u] = await db.query(SESSION_SQL, [tokenHash])
  return u ? { sessionId: u.session_id, profile: toProfile(u, u.active_asset_id) } : null
}
