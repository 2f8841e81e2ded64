import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { activityCreateSchema, activityUpdateSchema, followUpSchema } from '../../domain/activities/activityForm.ts'
import { reviewInputSchema } from '../../domain/activities/review.ts'
import { safeTimeZone } from '../../domain/leads/datePresets.ts'
import { P } from '../../domain/permissions.ts'
import type { AppDeps } from '../appDeps.ts'
import { systemClock } from '../clock.ts'
import { auth } from '../http/access.ts'
import { parseOr400 } from '../http/errors.ts'
import { say } from '../../domain/i18n/schemaTexts.ts'
import { myFollowUps } from './followUps.ts'
import { leadActivities } from './read.ts'
import { startReminders } from './reminders.ts'
import { leadReviews, recordReview } from './reviews.ts'
import { createActivity, deleteActivity, setFollowUp, updateActivity, viewingSettings } from './write.ts'

type LeadParams = { Params: { id: string } }
type ActivityParams = { Params: { id: string; activityId: string } }
const envelope = z
  .object({ data: z.record(z.string(), z.unknown(), say('server.dataEnvelope')) }, say('server.dataEnvelope'))
  .strict()
/** The body's `data` member parsed by `schema`; errors name the fields as the form does ('outcome', not 'data.outcome'). */
const dataOf = <S extends z.ZodType>(schema: S, body: unknown): z.output<S> =>
  parseOr400(schema, parseOr400(envelope, body ?? {}).data)

/**
 * Agents' work on a lead under /api/properties/leads/{id}: its activities (read with the
 * report's key, written with LEAD_UPDATE, both in the caller's lead scope), its follow-up date and its
 * customer reviews; the signed-in agent's follow-ups; and this process's viewing reminders.
 */
export async function activityRoutes(app: FastifyInstance, { db, config }: AppDeps) {
  const clock = config.clock ?? systemClock
  let reminders: ReturnType<typeof startReminders> | null = null
  app.addHook('onReady', async () => {
    reminders = startReminders(db, clock, config.slaTickSeconds, (err) =>
      app.log.error({ err }, 'viewing reminders run failed'),
    )
    app.catchUps.push(reminders.caughtUp)
  })
  app.addHook('onClose', async () => {
    await reminders?.stop()
  })

  const view = { access: { permissions: [P.LEADS_REPORT_VIEW] } }
  const update = { access: { permissions: [P.LEAD_UPDATE] } }
  const base = '/api/properties/leads/:id'

  app.get<LeadParams>(`${base}/activities`, { config: view }, async (req) => ({
    data: await leadActivities(db, auth(req), req.params.id),
  }))
  app.post<LeadParams>(`${base}/activities`, { config: update }, async (req, reply) => {
    const data = dataOf(activityCreateSchema, req.body)
    reply.code(201)
    return { data: await createActivity(db, auth(req), req.params.id, data, clock.now()) }
  })
  app.patch<ActivityParams>(`${base}/activities/:activityId`, { config: update }, async (req) => {
    const data = dataOf(activityUpdateSchema, req.body)
    return { data: await updateActivity(db, auth(req), req.params.id, req.params.activityId, data, clock.now()) }
  })
  app.delete<ActivityParams>(`${base}/activities/:activityId`, { config: update }, async (req) => ({
    data: await deleteActivity(db, auth(req), req.params.id, req.params.activityId),
  }))
  app.patch<LeadParams>(`${base}/follow-up`, { config: update }, async (req) => {
    const data = dataOf(followUpSchema, req.body)
    return { data: await setFollowUp(db, auth(req), req.params.id, data.followUpAt) }
  })
  app.get<LeadParams>(`${base}/reviews`, { config: view }, async (req) => ({
    data: await leadReviews(db, auth(req), req.params.id),
  }))
  app.post<LeadParams>(`${base}/reviews`, { config: update }, async (req, reply) => {
    const data = dataOf(reviewInputSchema, req.body)
    reply.code(201)
    return { data: await recordReview(db, auth(req), req.params.id, data) }
  })

  // what Schedule viewing offers: the asset's viewing setting (durations, default, reminder), readable by whoever schedules
  app.get('/api/properties/leads/viewing-options', { config: update }, async (req) => ({
    data: await viewingSettings(db, auth(req).assetId),
  }))
  app.get('/api/properties/leads/follow-ups', { config: view }, async (req) => ({
    data: await myFollowUps(db, auth(req), safeTimeZone(req.headers['x-timezone']), clock.now()),
  }))
}
