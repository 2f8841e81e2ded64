import type { JobKind } from './queue.ts'

/**
 * Ended jobs are kept a while to be seen (their outcome, attempts, last error), then deleted: done and
 * cancelled ones after a day, failed ones after 30 days. Hourly, by whichever process takes it.
 */
export const pruneJobsKind: JobKind = {
  kind: 'jobs.prune',
  everySeconds: 3600,
  concurrency: 1,
  async run(_job, ctx) {
    await ctx.db.query(
      `delete from jobs where status in ('done', 'cancelled', 'failed')
          and finished_at < $1::timestamptz - case when status = 'failed' then interval '30 days' else interval '1 day' end`,
      [ctx.now()],
    )
    return undefined
  },
}
