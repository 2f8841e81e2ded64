import type { FastifyInstance } from 'fastify'
import type { AppDeps } from '../appDeps.ts'
import { systemClock } from '../clock.ts'
import { pruneWebhookEventsKind } from '../webhooks/prune.ts'
import { webhookDeliveryKind } from '../webhooks/dispatch.ts'
import { pruneJobsKind } from './prune.ts'
import type { JobKind } from './queue.ts'
import { JobRunner } from './runner.ts'

/** Every kind of background job; a new kind is one line here (and its code beside its area). */
const JOB_KINDS: JobKind[] = [webhookDeliveryKind as JobKind, pruneWebhookEventsKind, pruneJobsKind]

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's job runner (src/server/jobs/runner.ts); tests drain it after moving the clock. */
    jobs: JobRunner
  }
}

/** Starts this process's share of the background jobs when the server is ready, and stops it with the server. */
export function installJobs(app: FastifyInstance, { db, config }: AppDeps) {
  const runner = new JobRunner(db, config, JOB_KINDS, config.clock ?? systemClock, {
    pollSeconds: config.jobPollSeconds,
    log: (err) => app.log.error({ err }, 'background job failed'),
  })
  app.decorate('jobs', runner)
  app.addHook('onReady', async () => {
    app.catchUps.push(runner.start())
  })
  app.addHook('onClose', () => runner.stop())
}
