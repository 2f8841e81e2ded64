import type { Config } from '../config.ts'
import type { Db, Queryable } from '../db/db.ts'

/**
 * The background job mechanism (docs/decisions/0001-background-jobs.md): a job is a row of `jobs` (migration
 * 1920) written in the transaction of the change that asks for it, taken by any server process (runner.ts) with
 * FOR UPDATE SKIP LOCKED, retried with backoff, and kept with its attempts, progress and last error after it ends.
 */
export interface Job<P = Record<string, unknown>> {
  id: number
  kind: string
  assetId: string | null
  payload: P
  /** This attempt's number (1 for the first). */
  attempts: number
  progress: Record<string, unknown> | null
  createdAt: Date
}

export interface JobContext {
  db: Db
  config: Config
  /** "Now" for the job's decisions: the server's clock (tests move it by hand). */
  now(): Date
  /** Records how far the job got (shown where jobs are listed) and extends its lease. */
  progress(progress: Record<string, unknown>): Promise<void>
}

/** What an attempt came to: done (nothing returned), again at a time, or given up with a reason. */
export type JobOutcome = undefined | { retryAt: Date; error: string } | { failed: string }

/** One kind of background work: the code that runs a job of it and how its failures are retried. */
export interface JobKind<P = Record<string, unknown>> {
  kind: string
  run(job: Job<P>, ctx: JobContext): Promise<JobOutcome>
  /**
   * When to try again after an attempt that threw, or null to give up (the job fails). Default: after 30 s,
   * doubling, at most 5 attempts.
   */
  retry?(job: Job<P>, error: unknown, now: Date): Date | null
  /** Jobs of this kind one process runs at once (default 4). */
  concurrency?: number
  /** How long an attempt may hold its job before another process may take it again (default 300 s). */
  leaseSeconds?: number
  /** A periodic kind: every process keeps one job of it queued, due this many seconds after the last ended. */
  everySeconds?: number
  /** A job that failed for good is written to the system log (default true; false where its own page shows it). */
  logFailure?: boolean
}

export interface EnqueueInput {
  kind: string
  payload?: Record<string, unknown>
  assetId?: string | null
  /** Not before this time (default: at once). */
  runAt?: Date
  /** At most one queued or running job of the kind with this key: a second enqueue is skipped (answers null). */
  uniqueKey?: string
}

/**
 * Queues a job in the caller's transaction: it exists exactly when the change that asked for it commits, and
 * the commit wakes every process (the jobs_notify trigger). Answers the job's id, or null when a job of the
 * same kind and uniqueKey is already queued or running.
 */
export async function enqueue(q: Queryable, job: EnqueueInput): Promise<number | null> {
  const [row] = await q.query<{ id: number }>(
    `insert into jobs (kind, payload, asset_id, run_at, unique_key) values ($1, $2::jsonb, $3, coalesce($4::timestamptz, '-infinity'), $5)
     on conflict (kind, unique_key) where unique_key is not null and status in ('queued', 'running') do nothing
     returning id`,
    [job.kind, JSON.stringify(job.payload ?? {}), job.assetId ?? null, job.runAt ?? null, job.uniqueKey ?? null],
  )
  return row ? Number(row.id) : null
}

/** The default retry of a job that threw: 30 s, 60 s, 120 s, 240 s, then it fails. */
export function defaultRetry(job: Pick<Job, 'attempts'>, _error: unknown, now: Date): Date | null {
  if (job.attempts >= 5) return null
  return new Date(now.getTime() + 30_000 * 2 ** (job.attempts - 1))
}
