import type { SystemLogEntry } from '../../domain/audit.ts'
import type { Queryable } from '../db/db.ts'

export interface SystemLogInput {
  kind: string
  message: string
  level?: SystemLogEntry['level']
  details?: Record<string, unknown>
}

/**
 * Records what the server did of note (the /admin/system-logs list, domain/resources/logs.ts): start and stop, migrations
 * applied, scheduler runs that moved leads, mail sent or failed. Never fails its caller: a log line that
 * cannot be stored (database gone during shutdown) is reported to `onError` instead.
 */
export async function systemLog(
  db: Queryable,
  entry: SystemLogInput,
  onError: (err: unknown) => void = (err) => console.error('system log failed', err),
): Promise<void> {
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
