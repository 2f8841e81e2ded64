import type { Profile } from '../../domain/profile.ts'
import { hasSuperAccess } from '../../domain/permissions.ts'
import type { Queryable } from '../db/db.ts'

/**
 * Builds the profile a session of a user sees, working in the session's active asset (sessions.active_asset_id).
 * Super-access users may work in every asset; others only in the assets they belong to. The active asset
 * is always one the user may use (or null when none).
 */
export async function loadProfile(db: Queryable, userId: string, activeAssetId: string | null): Promise<Profile | null> {
  const [u] = await db.query(
    `select u.id, u.email, u.first_name, u.last_name, u.is_root_user, u.avatar_id,
            r.id as role_id, r.name as role_name, r.code as role_code, r.permissions, r.lead_scope,
            f.file as avatar_file
       from users u left join roles r on r.id = u.role_id left join storage_files f on f.id = u.avatar_id
      where u.id = $1 and u.enabled`,
    [userId],
  )
  if (!u) return null
  const role = u.role_id ? { _id: u.role_id, name: u.role_name, code: u.role_code, permissions: u.permissions ?? [], leadScope: u.lead_scope } : null
  const isSuper = hasSuperAccess({ isRootUser: u.is_root_user, role })
  const assets = isSuper
    ? await db.query<{ id: string; name: string; currency_code: string }>('select id, name, currency_code from assets order by name')
    : await db.query<{ id: string; name: string; currency_code: string }>(
        'select a.id, a.name, a.currency_code from assets a join user_assets ua on ua.asset_id = a.id where ua.user_id = $1 order by a.name',
        [userId],
      )
  const active = assets.find((a) => a.id === activeAssetId) ?? null
  let agentId: string | null = null
  if (active) {
    const [m] = await db.query('select id from team_members where asset_id = $1 and user_id = $2 and deleted_at is null limit 1', [active.id, userId])
    agentId = m?.id ?? null
  }
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
    agentId,
  }
}
