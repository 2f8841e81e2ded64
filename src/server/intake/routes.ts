import crypto from 'node:crypto'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { t } from '../../domain/i18n/index.ts'
import type { IntakeResult } from '../../domain/intake.ts'
import { hasAccess, P } from '../../domain/permissions.ts'
import type { AppDeps } from '../appDeps.ts'
import { runAs } from '../audit/actor.ts'
import { loadProfile } from '../auth/profile.ts'
import { hashToken } from '../auth/tokens.ts'
import type { Db } from '../db/db.ts'
import { auth, type AuthContext } from '../http/access.ts'
import { badRequest, HttpError, notFound, parseOr400 } from '../http/errors.ts'
import { idempotencyKeyOf } from '../http/idempotency.ts'
import { intakeLead } from './intake.ts'
import { PORTALS, signatureMatches } from './portals.ts'

/** What an intake request's log row says besides its outcome: set once the request's asset is known. */
interface LogContext {
  assetId: string
  portal: string | null
  apiKeyId: string | null
  userId: string | null
  /** A portal's payload as the intake body it maps to (what the log names), once read. */
  body?: unknown
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
export async function intakeRoutes(app: FastifyInstance, { db, config }: AppDeps) {
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
      source: sent(c.body ?? req.body, 'source'),
      externalId: sent(c.body ?? req.body, 'externalId'),
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

  const portalParams = z.object({ portal: z.string().max(40) })
  const adapterOf = (req: FastifyRequest) => {
    const { portal } = parseOr400(portalParams, req.params)
    const adapter = PORTALS.get(portal)
    if (!adapter) throw notFound(t('intake.errors.unknownPortal'))
    return adapter
  }

  // Each portal's intake of the asset (Settings › Integrations shows them): connected or not, never the secrets.
  app.get('/api/intake/portals', { config: { access: { permissions: [P.INTEGRATIONS_VIEW] } } }, async (req) => {
    const a = auth(req)
    const rows = await db.query<{ portal: string; token_prefix: string; updated_at: string }>(
      'select portal, token_prefix, updated_at from intake_portals where asset_id = $1',
      [a.assetId],
    )
    return {
      data: [...PORTALS.values()].map((p) => {
        const r = rows.find((x) => x.portal === p.name)
        return {
          portal: p.name,
          source: p.source,
          signed: !!p.signatureHeader,
          connected: !!r,
          tokenPrefix: r?.token_prefix ?? null,
          updatedAt: r?.updated_at ?? null,
        }
      }),
    }
  })

  // Makes the portal's address and secret, or replaces them (the old address stops at once): answered this once.
  app.post(
    '/api/intake/portals/:portal',
    { config: { access: { permissions: [P.INTEGRATION_UPDATE] } } },
    async (req, reply) => {
      const a = auth(req)
      const adapter = adapterOf(req)
      const token = `ip_${crypto.randomBytes(32).toString('base64url')}`
      const secret = crypto.randomBytes(32).toString('hex')
      await db.query(
        `insert into intake_portals (asset_id, portal, token_hash, token_prefix, secret, creator_id) values ($1, $2, $3, $4, $5, $6)
         on conflict (asset_id, portal) do update
           set token_hash = excluded.token_hash, token_prefix = excluded.token_prefix, secret = excluded.secret,
               creator_id = excluded.creator_id, updated_at = now()`,
        [a.assetId, adapter.name, hashToken(token), token.slice(0, 7), secret, a.userId],
      )
      const url = `${config.publicUrl.replace(/\/$/, '')}/api/intake/portals/${adapter.name}/${token}`
      return reply.status(201).send({ data: { portal: adapter.name, url, token, secret } })
    },
  )

  // The portals' pushes read the raw body: a signature is checked on the bytes sent, before anything is parsed.
  await app.register(async (raw) => {
    raw.removeAllContentTypeParsers()
    raw.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 256 * 1024 }, (_req, body, done) => done(null, body))
    raw.post('/api/intake/portals/:portal/:token', { config: { access: { public: true } } }, async (req, reply) => {
      const adapter = adapterOf(req)
      const { token } = req.params as { token: string }
      const [p] = await db.query<{ asset_id: string; secret: string; creator_id: string }>(
        'select asset_id, secret, creator_id from intake_portals where token_hash = $1 and portal = $2',
        [hashToken(token), adapter.name],
      )
      if (!p) throw notFound(t('intake.errors.unknownPortal'))
      const c: LogContext = { assetId: p.asset_id, portal: adapter.name, apiKeyId: null, userId: p.creator_id }
      logContext.set(req, c)
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0)
      const header = adapter.signatureHeader
      if (header && !signatureMatches(p.secret, body, req.headers[header.toLowerCase()] as string | undefined))
        throw new HttpError(401, t('intake.errors.badSignature', { header }))
      let payload: unknown
      try {
        payload = JSON.parse(body.toString('utf8'))
      } catch {
        throw badRequest(t('intake.errors.badJson'))
      }
      c.body = adapter.toIntake(payload)
      // The pushed lead is written as the user who connected the portal, in their role, in the portal's asset.
      const profile = await loadProfile(db, p.creator_id, p.asset_id)
      if (!profile) throw notFound(t('intake.errors.unknownPortal'))
      const a: AuthContext = {
        userId: profile._id,
        sessionId: '',
        profile,
        isSuper: false,
        assetId: p.asset_id,
        apiKey: null,
        can: (required, strict) => hasAccess(profile, required, { strict }),
      }
      const answer = await runAs(profile._id, () => intakeLead(db, a, c.body, { inputSource: adapter.source }))
      await writeLog(db, c, {
        result: answer.result,
        status: answer.status,
        leadId: answer.leadId,
        source: sent(c.body, 'source'),
        externalId: sent(c.body, 'externalId'),
      })
      return reply.status(answer.status).send(answer.body)
    })
  })
}
