import type { Queryable } from '../db/db.ts'
import type { pageParams } from '../http/pageParams.ts'

/** One page of the access log (logins), newest first, of one user or of everyone. */
export async function listAccessLogs(db: Queryable, p: ReturnType<typeof pageParams>, userId?: string) {
  const where = userId ? 'where l.user_id = $1' : ''
  const params: unknown[] = userId ? [userId] : []
  const [{ n }] = await db.query<{ n: number }>(`select count(*)::int as n from access_logs l ${where}`, params)
  const rows = await db.query(
    `select l.id, l.action, l.ip, l.user_agent, l.created_at, a.id as asset_id, a.name as asset_name,
            u.id as user_id, u.email, u.first_name, u.last_name
       from access_logs l join users u on u.id = l.user_id left join assets a on a.id = l.asset_id
       ${where} order by l.created_at desc, l.id desc limit $${params.length + 1} offset $${params.length + 2}`,
    [...params, p.sqlLimit, p.sqlOffset],
  )
  return {
    data: rows.map((r) => ({
      _id: r.id,
      action: r.action,
      ip: r.ip,
      userAgent: r.user_agent,
      createdAt: r.created_at,
      asset: r.asset_id ? { _id: r.asset_id, name: r.asset_name } : null,
      user: { _id: r.user_id, email: r.email, fullName: [r.first_name, r.last_name].filter(Boolean).join(' ') },
    })),
    meta: p.meta(n),
  }
}
