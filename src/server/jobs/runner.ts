import os from 'node:os'
import { randomBytes } from 'node:crypto'
import type { Clock } from '../clock.ts'
import type { Config } from '../config.ts'
import type { Db, DbRow } from '../db/db.ts'
import { systemLog } from '../audit/systemLog.ts'
import { prepared } from '../db/prepared.ts'
import { defaultRetry, enqueue, type Job, type JobContext, type JobKind, type JobOutcome } from './queue.ts'

/** The channel the jobs_notify trigger (migration 1920) announces new jobs on. */
const JOBS_CHANNEL = 'agency_jobs'
const DEFAULT_CONCURRENCY = 4
const DEFAULT_LEASE_SECONDS = 300
/** How often a process looks for leases that ran out and queues the periodic kinds. */
const HOUSEKEEPING_MS = 5_000
/** Jobs that ended well are marked done together: at most this many, at most this long after the first. */
const DONE_BATCH = 64
const DONE_FLUSH_MS = 20

export interface RunnerOptions {
  /** How often the process looks for due jobs besides being told of new ones (retries, leases that ran out). 0: never. */
  pollSeconds: number
  log: (err: unknown) => void
}

const toJob = (r: DbRow): Job => ({
  id: Number(r.id),
  kind: r.kind,
  assetId: r.asset_id,
  payload: r.payload ?? {},
  attempts: r.attempts,
  progress: r.progress,
  createdAt: r.created_at,
})

// the hot statements, planned once per connection (a burst of deliveries runs them thousands of times)
const TAKE_SQL = prepared(`with due as (
   select id from jobs where status = 'queued' and run_at <= $1 and kind = $2
    order by run_at, id limit $3 for update skip locked)
 update jobs j set status = 'running', attempts = j.attempts + 1, locked_by = $4,
        locked_until = $1::timestamptz + make_interval(secs => $5), started_at = coalesce(j.started_at, $1)
   from due where j.id = due.id
 returning j.id, j.kind, j.asset_id, j.payload, j.attempts, j.progress, j.created_at`)
const DONE_SQL = prepared(`update jobs set status = 'done', finished_at = $3, locked_until = null, last_error = null
  where id = any($1::bigint[]) and locked_by = $2 and status = 'running'`)

const errorText = (err: unknown) => String((err as Error)?.message ?? err).slice(0, 2000)

/**
 * Runs this process's share of the background jobs: told of new ones by the database (LISTEN), and looking
 * every `pollSeconds` for retries that came due and jobs whose taker died (its lease ran out). Each kind's
 * due jobs are taken with FOR UPDATE SKIP LOCKED up to its free slots, so every process takes different
 * jobs and a slow kind never holds another's slots. A job is run at least once: a process that dies mid-job
 * leaves it to be taken again when its lease ends.
 */
export class JobRunner {
  private readonly kinds: Map<string, JobKind>
  private readonly me = `${os.hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`
  private readonly running = new Map<string, number>()
  private readonly inFlight = new Set<Promise<void>>()
  private pumping: Promise<boolean> | null = null
  private housekeptAt = Number.NEGATIVE_INFINITY
  /** Kinds whose last take found fewer due jobs than it asked for: not asked again until woken. */
  private readonly drained = new Set<string>()
  private again = false
  private stopped = false
  private timer: NodeJS.Timeout | null = null
  /** Jobs that ended well, not yet marked done (a burst costs one statement, not one per job). */
  private doneIds: number[] = []
  private doneTimer: NodeJS.Timeout | null = null
  private flushing: Promise<void> = Promise.resolve()
  private unlisten: (() => Promise<void>) | null = null
  private readonly clock: Clock

  constructor(
    private readonly db: Db,
    private readonly config: Config,
    kinds: readonly JobKind[],
    clock: Clock,
    private readonly opts: RunnerOptions,
  ) {
    this.kinds = new Map(kinds.map((k) => [k.kind, k as JobKind]))
    this.clock = clock
  }

  /**
   * Listens, schedules the periodic kinds, and takes what is due now. Answers the first pass (the jobs it
   * started are not awaited: a backlog never delays a start; tests wait for it, app.catchUps).
   */
  async start(): Promise<void> {
    this.unlisten = await this.db.listen(
      JOBS_CHANNEL,
      () => this.kick(true),
      () => this.kick(true),
    )
    if (this.opts.pollSeconds > 0) {
      this.timer = setInterval(() => this.kick(true), this.opts.pollSeconds * 1000)
      this.timer.unref()
    }
    this.drained.clear()
    await this.pump()
  }

  /**
   * Takes due jobs soon (a pump already going looks again when it ends). `wake`: new jobs may be due (told by
   * the database, the poll); otherwise (a job ended) only the kinds whose last take filled their slots look again.
   */
  kick(wake = false): void {
    if (this.stopped) return
    if (wake) this.drained.clear()
    void this.pump().catch((err) => this.opts.log(err))
  }

  /**
   * Runs jobs until none is due by this process's clock (tests, after moving it): the pump, then each job
   * taken, again while any was taken.
   */
  async drain(): Promise<void> {
    this.housekeptAt = Number.NEGATIVE_INFINITY
    for (;;) {
      this.drained.clear()
      const took = await this.pump()
      if (this.inFlight.size) await Promise.all([...this.inFlight])
      else if (!took) return this.flushDone()
    }
  }

  /** Stops taking jobs and waits for the ones running (each bounded by its own timeouts). */
  async stop(): Promise<void> {
    this.stopped = true
    if (this.timer) clearInterval(this.timer)
    await this.unlisten?.().catch(() => {})
    await this.pumping?.catch(() => {})
    await Promise.all([...this.inFlight])
    await this.flushDone()
  }

  /**
   * One pass (a call while one is going makes it look once more, and joins it): leases that ran out, the
   * periodic kinds, then due jobs while slots are free. Answers whether it took any.
   */
  private pump(): Promise<boolean> {
    if (this.pumping) {
      this.again = true
      return this.pumping
    }
    let took = false
    const pass = async () => {
      do {
        this.again = false
        if (this.stopped) return
        const now = this.clock.now()
        // at most every few seconds: a pump runs after every job that ends
        if (Date.now() - this.housekeptAt >= HOUSEKEEPING_MS) {
          this.housekeptAt = Date.now()
          if (await this.requeueExpired(now)) this.drained.clear()
          await this.schedulePeriodic(now)
        }
        while ((await this.takeAll(now)) > 0) took = true
      } while (this.again)
    }
    const p = pass()
      .then(() => took)
      .finally(() => {
        this.pumping = null
      })
    this.pumping = p
    return p
  }

  /** Jobs whose taker died (or stalled past its lease) are queued again, due at once. */
  private async requeueExpired(now: Date): Promise<number> {
    const rows = await this.db.query(
      `update jobs set status = 'queued', run_at = '-infinity', locked_until = null, locked_by = null,
              last_error = coalesce(last_error, 'The process running it stopped before it ended.')
        where status = 'running' and locked_until <= $1 returning id`,
      [now],
    )
    return rows.length
  }

  /** Every process keeps the periodic kinds queued (the unique key makes it one job of each). */
  private async schedulePeriodic(now: Date) {
    for (const k of this.kinds.values())
      if (k.everySeconds)
        await enqueue(this.db, {
          kind: k.kind,
          uniqueKey: 'periodic',
          runAt: new Date(now.getTime() + k.everySeconds * 1000),
        })
  }

  /** Takes each kind's due jobs up to its free slots and starts them; answers how many were taken. */
  private async takeAll(now: Date): Promise<number> {
    let taken = 0
    for (const k of this.kinds.values()) {
      const free = (k.concurrency ?? DEFAULT_CONCURRENCY) - (this.running.get(k.kind) ?? 0)
      if (free <= 0 || this.stopped || this.drained.has(k.kind)) continue
      const rows = await this.db.query(TAKE_SQL, [now, k.kind, free, this.me, k.leaseSeconds ?? DEFAULT_LEASE_SECONDS])
      taken += rows.length
      if (rows.length < free) this.drained.add(k.kind)
      for (const r of rows) this.start1(k, toJob(r))
    }
    return taken
  }

  private start1(k: JobKind, job: Job) {
    this.running.set(k.kind, (this.running.get(k.kind) ?? 0) + 1)
    const p: Promise<void> = this.run1(k, job)
      .catch((err) => this.opts.log(err))
      .finally(() => {
        const left = (this.running.get(k.kind) ?? 1) - 1
        this.running.set(k.kind, left)
        this.inFlight.delete(p)
        // refilled once half the kind's slots are free: one take for several jobs, not one per job ended
        if (left <= (k.concurrency ?? DEFAULT_CONCURRENCY) / 2) this.kick()
      })
    this.inFlight.add(p)
  }

  private async run1(k: JobKind, job: Job) {
    const ctx: JobContext = {
      db: this.db,
      config: this.config,
      now: () => this.clock.now(),
      progress: async (progress) => {
        await this.db.query(
          `update jobs set progress = $3::jsonb, locked_until = $4::timestamptz + make_interval(secs => $5)
            where id = $1 and locked_by = $2 and status = 'running'`,
          [job.id, this.me, JSON.stringify(progress), this.clock.now(), k.leaseSeconds ?? DEFAULT_LEASE_SECONDS],
        )
      },
    }
    let outcome: JobOutcome
    try {
      outcome = await k.run(job, ctx)
    } catch (err) {
      const at = (k.retry ?? defaultRetry)(job, err, this.clock.now())
      outcome = at ? { retryAt: at, error: errorText(err) } : { failed: errorText(err) }
    }
    await this.finish(k, job, outcome)
  }

  /** Marks the jobs that ended well done, in one statement (only those this process still holds). */
  private flushDone(): Promise<void> {
    if (this.doneTimer) clearTimeout(this.doneTimer)
    this.doneTimer = null
    const ids = this.doneIds.splice(0)
    if (ids.length)
      this.flushing = this.flushing.then(() =>
        this.db.query(DONE_SQL, [ids, this.me, this.clock.now()]).then(
          () => {},
          (err) => this.opts.log(err),
        ),
      )
    return this.flushing
  }

  /** Records the attempt's outcome, only while this process still holds the job (else another took it again). */
  private async finish(k: JobKind, job: Job, outcome: JobOutcome) {
    const now = this.clock.now()
    const mine = 'where id = $1 and locked_by = $2 and status = $3'
    if (!outcome) {
      // marked with others shortly: a process that dies first leaves the job to run again after its lease,
      // which every kind allows (at least once)
      this.doneIds.push(job.id)
      if (this.doneIds.length >= DONE_BATCH) void this.flushDone()
      else this.doneTimer ??= setTimeout(() => void this.flushDone(), DONE_FLUSH_MS)
    } else if ('retryAt' in outcome) {
      await this.db.query(
        `update jobs set status = 'queued', run_at = $4, last_error = $5, locked_until = null, locked_by = null ${mine}`,
        [job.id, this.me, 'running', outcome.retryAt, outcome.error],
      )
    } else {
      const [ended] = await this.db.query(
        `update jobs set status = 'failed', finished_at = $4, last_error = $5, locked_until = null ${mine} returning id`,
        [job.id, this.me, 'running', now, outcome.failed],
      )
      if (ended && k.logFailure !== false)
        await systemLog(
          this.db,
          {
            kind: 'job.failed',
            level: 'error',
            message: `Background job ${k.kind} #${job.id} failed after ${job.attempts} attempt${job.attempts === 1 ? '' : 's'}: ${outcome.failed}`,
            details: { job: job.id, kind: k.kind, attempts: job.attempts },
          },
          this.opts.log,
        )
    }
  }
}
