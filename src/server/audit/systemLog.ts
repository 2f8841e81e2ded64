import type { SystemLogEntry } from '../../domain/audit.ts'
import type { Queryable } from '../db/db.ts'

export interface SystemLogInput {
  kind: string
  message: string
  level?: SystemLogEntry['level']
  details?: Record<string, unknown>
}

/**
 * Records what the server did of note (the /admin/system-logs page): start and stop, migrations
 * applied, scheduler runs that moved leads, mail sent or failed. Never fails its caller: a log line that
 * cannot be stored (database gone during shutdown) is reported to `onError` instead.
 */
export async function systemLog(db: Queryable, entry: SystemLogInput, onError: (err: unknown) => void = (err) => console.error('system log failed', err)): Promise<void> {
  try {
    await db.query('insert into system_logs (level, kind, message, details) values ($1, $2, $3, $4::text::jsonb)', [
      entry.level ?? 'info',
      entry.kind,
      entry.message.slice(0, 2000),
      entry.details ? JSON.stringify(entry.details) : null,
    ])
  } catch (err) {
    onError(err)
  }
}

export interface SystemLogFilter {
  kind?: string
  level?: string
}

function where(f: SystemLogFilter, params: unknown[]) {
  const conds: string[] = []
  if (f.kind) conds.push(`kind = $${params.push(f.kind)}`)
  if (f.level) conds.push(`level = $${params.push(f.level)}`)
  return conds.length ? `where ${conds.join(' and ')}` : ''
}

export async function readSystemLogs(db: Queryable, f: SystemLogFilter, limit: number, offset: number): Promise<{ rows: SystemLogEntry[]; total: number }> {
  const params: unknown[] = []
  const w = where(f, params)
  const countParams: unknown[] = []
  const [rows, [{ total }]] = await Promise.all([
    db.query(`select id, created_at, level, kind, message, details from system_logs ${w} order by created_at desc, id desc limit $${params.length + 1} offset $${params.length + 2}`, [...params, limit, offset]),
    db.query<{ total: number }>(`select count(*)::int as total from system_logs ${where(f, countParams)}`, countParams),
  ])
  return {
    rows: rows.map((r) => ({ _id: r.id, createdAt: new Date(r.created_at).toISOString(), level: r.level, kind: r.kind, message: r.message, details: r.details ?? null })),
    total,
  }
}
