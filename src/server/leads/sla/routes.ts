import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { P } from '../../../domain/permissions.ts'
import type { AppDeps } from '../../appDeps.ts'
import { systemClock } from '../../clock.ts'
import { auth } from '../../http/access.ts'
import { parseOr400 } from '../../http/errors.ts'
import { acceptLead, assignEscalated, claimLead, markContacted } from './actions.ts'
import { awaitingAcceptance, escalatedLeads, poolLeads } from './lists.ts'
import { startScheduler } from './scheduler.ts'

type IdParams = { Params: { id: string } }
const assignSchema = z.object({ data: z.object({ agent: z.guid() }).strict() }).strict()

/**
 * The SLA cycle under /api/properties/leads: accept and mark contacted (the lead's agent), the
 * pool and its claim (LEAD_POOL_VIEW / LEAD_POOL_CLAIM), leads escalated to a manager and their assignment
 * (LEAD_POOL_ASSIGN), the caller's leads awaiting acceptance; and this process's SLA scheduler.
 */
export async function leadSlaRoutes(app: FastifyInstance, { db, config }: AppDeps) {
  const clock = config.clock ?? systemClock
  let scheduler: ReturnType<typeof startScheduler> | null = null
  app.addHook('onReady', async () => {
    scheduler = startScheduler(db, clock, config.slaTickSeconds, (err) =>
      app.log.error({ err }, 'SLA scheduler run failed'),
    )
    app.catchUps.push(scheduler.caughtUp)
  })
  app.addHook('onClose', async () => {
    await scheduler?.stop()
  })

  const update = { access: { permissions: [P.LEAD_UPDATE] } }
  app.post<IdParams>('/api/properties/leads/:id/accept', { config: update }, async (req) => ({
    data: await acceptLead(db, auth(req), req.params.id, clock.now()),
  }))
  app.post<IdParams>('/api/properties/leads/:id/contacted', { config: update }, async (req) => ({
    data: await markContacted(db, auth(req), req.params.id, clock.now()),
  }))
  app.get(
    '/api/properties/leads/awaiting-acceptance',
    { config: { access: { permissions: [P.LEADS_REPORT_VIEW] } } },
    async (req) => ({
      data: await awaitingAcceptance(db, auth(req), clock.now()),
    }),
  )

  app.get('/api/properties/leads/pool', { config: { access: { permissions: [P.LEAD_POOL_VIEW] } } }, async (req) => ({
    data: await poolLeads(db, auth(req), clock.now()),
  }))
  app.post<IdParams>(
    '/api/properties/leads/:id/claim',
    { config: { access: { permissions: [P.LEAD_POOL_CLAIM] } } },
    async (req) => ({
      data: await claimLead(db, auth(req), req.params.id, clock.now()),
    }),
  )

  const assign = { access: { permissions: [P.LEAD_POOL_ASSIGN] } }
  app.get('/api/properties/leads/escalated', { config: assign }, async (req) => ({
    data: await escalatedLeads(db, auth(req)),
  }))
  app.post<IdParams>('/api/properties/leads/:id/pool-assign', { config: assign }, async (req) => {
    const { data } = parseOr400(assignSchema, req.body ?? {})
    return { data: await assignEscalated(db, auth(req), req.params.id, data.agent, clock.now()) }
  })
}
