import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'
import type { IntakeResult } from '../../domain/intake.ts'
import { P } from '../../domain/permissions.ts'
import type { AppDeps } from '../appDeps.ts'
import type { Db } from '../db/db.ts'
import { auth } from '../http/access.ts'
import { parseOr400 } from '../http/errors.ts'
import { idempotencyKeyOf } from '../http/idempotency.ts'
import { intakeLead } from './intake.ts'

/** What an intake request's log row says besides its outcome: set once the request's asset is known. */
interface LogContext {
  assetId: string
  portal: string | null
  apiKeyId: string | null
  userId: string | null
}
const logContext = new WeakMap<FastifyRequest, LogContext>()

/** The request body's members a log names, when the body says them (a refused body may not). */
function sent(body: unknown, member: 'source' | 'externalId'): string | null {
  const b = body && typeof body === 'object' ? (body as Record<string, unknown>) : null
  const v = (b?.data && typeof b.data === 'object' ? (b.data as Record<string, unknown>) : b)?.[member]
  return typeof v === 'string' ? v.slice(0, 200) : null
}

async function writeLog(
  db: Db,
  c: LogContext,
  row: {
    result: IntakeResult
    status: number
    leadId?: string | null
    error?: string | null
    source?: string | null
    externalId?: string | null
  },
) {
  await db.query(
    `insert into intake_logs (asset_id, portal, source, external_id, result, status_code, lead_id, error, api_key_id, user_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      c.assetId,
      c.portal,
      row.source ?? null,
      row.externalId ?? null,
      row.result,
      row.status,
      row.leadId ?? null,
      row.error?.slice(0, 2000) ?? null,
      c.apiKeyId,
      c.userId,
    ],
  )
}

const logsQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  /** The last row of the previous page: the page goes on after it (newest first). */
  before: z.uuid().optional(),
  /** One portal's requests ('property-finder', 'bayut', 'dubizzle'), or 'api' for POST /api/intake/leads. */
  portal: z.string().max(40).optional(),
})

/**
 * One intake (docs/api.md "Intake"): leads another tool pushes, through the console's own create path, and the
 * log of every intake request of the asset.
 */
export async function intakeRoutes(app: FastifyInstance, { db }: AppDeps) {
  // Every refused or failed intake request whose asset is known is logged with the sentence it was answered
  // (the access check's 403 too: a key without LEAD_ADD is the asset's to see).
  app.addHook('onError', async (req, _reply, error) => {
    const c =
      logContext.get(req) ??
      (req.auth
        ? { assetId: req.auth.assetId, portal: null, apiKeyId: req.auth.apiKey?.id ?? null, userId: req.auth.userId }
        : null)
    if (!c?.assetId || req.method !== 'POST') return
    const status = (error as { statusCode?: number }).statusCode ?? 500
    await writeLog(db, c, {
      result: status === 401 ? 'unauthorized' : status < 500 ? 'refused' : 'failed',
      status,
      error: status < 500 ? error.message : 'The server failed to take this lead.',
      source: sent(req.body, 'source'),
      externalId: sent(req.body, 'externalId'),
    }).catch((err: unknown) => req.log.error({ err }, 'intake log not written'))
  })

  app.post('/api/intake/leads', { config: { access: { permissions: [P.LEAD_ADD] } } }, async (req, reply) => {
    const a = auth(req)
    const c: LogContext = { assetId: a.assetId, portal: null, apiKeyId: a.apiKey?.id ?? null, userId: a.userId }
    logContext.set(req, c)
    const raw = (req.body as { data?: unknown } | null)?.data ?? req.body
    const answer = await intakeLead(db, a, raw, {
      idempotencyKey: idempotencyKeyOf(req.headers),
      inputSource: 'API',
    })
    await writeLog(db, c, {
      result: answer.result,
      status: answer.status,
      leadId: answer.leadId,
      source: sent(raw, 'source'),
      externalId: sent(raw, 'externalId'),
    })
    return reply.status(answer.status).send(answer.body)
  })

  // Read with the integrations settings' key: the portals' intake is shown there.
  app.get('/api/intake/logs', { config: { access: { permissions: [P.INTEGRATIONS_VIEW] } } }, async (req) => {
    const a = auth(req)
    const q = parseOr400(logsQuery, req.query)
    const params: unknown[] = [a.assetId, q.limit + 1]
    const portal =
      q.portal === undefined
        ? ''
        : q.portal === 'api'
          ? 'and g.portal is null'
          : `and g.portal = $${params.push(q.portal)}`
    const after = q.before
      ? `and (g.created_at, g.id) < (select created_at, id from intake_logs where id = $${params.push(q.before)} and asset_id = $1)`
      : ''
    const rows = await db.query(
      `select g.id as "_id", g.created_at as "createdAt", g.portal, g.source, g.external_id as "externalId", g.result,
              g.status_code as "statusCode", g.error,
              case when l.id is null then null else json_build_object('_id', l.id, 'leadID', l.lead_id) end as lead
         from intake_logs g left join leads l on l.id = g.lead_id
        where g.asset_id = $1 ${portal} ${after}
        order by g.created_at desc, g.id desc limit $2`,
      params,
    )
    return { data: rows.slice(0, q.limit), meta: { hasMore: rows.length > q.limit } }
  })
}
