import crypto from 'node:crypto'
import { API_KEY_PREFIX, API_KEY_SHOWN, apiKeyActor } from '../../domain/apiKeys.ts'
import type { Profile } from '../../domain/profile.ts'
import { SUPER_ADMIN } from '../../domain/permissions.ts'
import type { Queryable } from '../db/db.ts'
import { prepared } from '../db/prepared.ts'
import { hashToken } from './tokens.ts'

/** A new key's secret: the prefix and 32 random bytes (base64url, 43 characters). Only its sha256 is stored. */
export function newApiKeySecret(): { secret: string; hash: string; prefix: string } {
  const secret = API_KEY_PREFIX + crypto.randomBytes(32).toString('base64url')
  return { secret, hash: hashToken(secret), prefix: secret.slice(0, API_KEY_SHOWN) }
}

/** What a request made with a key needs: the key, its role, its asset, its creator's team member there, its count. */
export interface KeyCaller {
  keyId: string
  name: string
  assetId: string
  profile: Profile
  /** Requests counted in the key's current window, this one included, and the seconds until it ends. */
  hits: number
  retryAfterSeconds: number
}

/**
 * One statement per request, before its work: the live key of a secret's hash (not revoked, not expired, its
 * creator enabled and still of the key's asset), its role and its creator's team member in the asset; the
 * request counted in the key's window (the throttles table, one row per key reset each minute, shared by every
 * process); and the last use written when the one stored is a minute old. Read at every request, never cached:
 * a revoke is refused by every process at once.
 */
const KEY_SQL = prepared(`with k as (
  select k.id, k.asset_id, k.name, k.creator_id,
         r.id as role_id, r.name as role_name, r.code as role_code, r.permissions, r.lead_scope,
         a.name as asset_name, a.currency_code, a.settings->'basic'->>'timeZone' as time_zone,
         (select m.id from team_members m where m.asset_id = k.asset_id and m.user_id = k.creator_id and m.deleted_at is null limit 1) as agent_id
    from api_keys k
    join roles r on r.id = k.role_id
    join assets a on a.id = k.asset_id
    join users u on u.id = k.creator_id and u.enabled
    left join roles cr on cr.id = u.role_id
   where k.token_hash = $1 and k.revoked_at is null and (k.expires_at is null or k.expires_at > now())
     and (u.is_root_user or cr.code = '${SUPER_ADMIN}'
          or exists (select 1 from user_assets ua where ua.user_id = k.creator_id and ua.asset_id = k.asset_id))
), hit as (
  insert into throttles as t (key, hits, resets_at)
  select 'api-key:' || k.id, 1, now() + interval '1 minute' from k
  on conflict (key) do update
    set hits = case when t.resets_at <= now() then 1 else t.hits + 1 end,
        resets_at = case when t.resets_at <= now() then excluded.resets_at else t.resets_at end
  returning hits, greatest(1, ceil(extract(epoch from resets_at - now())))::int as wait
), used as (
  update api_keys set last_used_at = now(), last_used_ip = $2
   where id = (select id from k) and (last_used_at is null or last_used_at <= now() - interval '1 minute')
  returning 1
)
select k.*, hit.hits, hit.wait from k, hit`)

export async function loadKeyCaller(db: Queryable, secret: string, address: string): Promise<KeyCaller | null> {
  const [r] = await db.query(KEY_SQL, [hashToken(secret), address])
  if (!r) return null
  const asset = { _id: r.asset_id as string, name: r.asset_name as string }
  const profile: Profile = {
    // the key acts for its creator: records it writes name them as creator, own and team scope start from them
    _id: r.creator_id,
    firstName: '',
    lastName: r.name,
    // stored notes are English ('Assigned from the lead pool by API key …')
    fullName: apiKeyActor(r.name, 'en'),
    email: '',
    role: {
      _id: r.role_id,
      name: r.role_name,
      code: r.role_code,
      permissions: r.permissions ?? [],
      leadScope: r.lead_scope,
    },
    isRootUser: false,
    avatar: null,
    activeAsset: asset,
    assets: [asset],
    currencyCode: r.currency_code ?? 'AED',
    timeZone: r.time_zone || null,
    agentId: r.agent_id ?? null,
    language: null,
  }
  return { keyId: r.id, name: r.name, assetId: asset._id, profile, hits: r.hits, retryAfterSeconds: r.wait }
}

/** The name of the key that wrote a row, by its api_key_id column (audit log, lead history, activities). */
export const apiKeyNameSql = (keyColumn: string) => `(select k.name from api_keys k where k.id = ${keyColumn})`
