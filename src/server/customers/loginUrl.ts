import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { P } from '../../domain/permissions.ts'
import type { AppDeps } from '../appDeps.ts'
import { countLoginLinkRedemption } from '../auth/throttle.ts'
import { hashToken, newToken } from '../auth/tokens.ts'
import { auth } from '../http/access.ts'
import { HttpError, notFound, parseOr400, invalid } from '../http/errors.ts'
import { t } from '../../domain/i18n/index.ts'
import { say } from '../../domain/i18n/schemaTexts.ts'

export const LOGIN_LINK_TTL_MINUTES = 60 * 24

const createBody = z.object({ customer: z.uuid(say('server.customerIdParam')), asset: z.uuid().optional() })
const revokeQuery = z.object({ customer: z.uuid(say('server.customerIdParam')), asset: z.uuid().optional() })
const consumeBody = z.object({ token: z.string().min(20).max(200) })

/**
 * Quick-login links for customers (spec 1 §7): an unguessable token (only its sha256 stored) that
 * expires, works once, and is revoked by DELETE. The console only hands the link out; the customer
 * portal redeems it with POST /api/customers/login-url/consume.
 */
export async function loginUrlRoutes(app: FastifyInstance, { db, config }: AppDeps) {
  function assetOf(assetId: string, asked?: string) {
    if (asked && asked !== assetId) throw invalid([{ path: 'asset', message: t('errors.notActiveAsset') }])
  }

  app.post(
    '/api/customers/login-url',
    { config: { access: { permissions: [P.CUSTOMER_UPDATE] } } },
    async (req, reply) => {
      const a = auth(req)
      const body = parseOr400(createBody, req.body ?? {})
      assetOf(a.assetId, body.asset)
      const [c] = await db.query('select id from customers where id = $1 and asset_id = $2 and deleted_at is null', [
        body.customer,
        a.assetId,
      ])
      if (!c) throw notFound(t('customers.form.notFound'))
      const token = newToken()
      const expiresAt = new Date(Date.now() + LOGIN_LINK_TTL_MINUTES * 60_000)
      await db.query(
        'insert into customer_login_links (token_hash, asset_id, customer_id, creator_id, expires_at) values ($1,$2,$3,$4,$5)',
        [hashToken(token), a.assetId, body.customer, a.userId, expiresAt],
      )
      const url = new URL('/customer-login', config.publicUrl)
      url.searchParams.set('token', token)
      reply.status(201)
      return { data: { url: url.toString(), expiresAt: expiresAt.toISOString() } }
    },
  )

  app.delete('/api/customers/login-url', { config: { access: { permissions: [P.CUSTOMER_UPDATE] } } }, async (req) => {
    const a = auth(req)
    const q = parseOr400(revokeQuery, req.query ?? {})
    assetOf(a.assetId, q.asset)
    const rows = await db.query(
      `update customer_login_links set revoked_at = now()
        where asset_id = $1 and customer_id = $2 and revoked_at is null and used_at is null and expires_at > now() returning token_hash`,
      [a.assetId, q.customer],
    )
    return { data: { revoked: rows.length } }
  })

  app.post('/api/customers/login-url/consume', { config: { access: { public: true } } }, async (req) => {
    const { token } = parseOr400(consumeBody, req.body ?? {})
    await countLoginLinkRedemption(db, req)
    // One statement marks it used, so two concurrent redemptions cannot both succeed.
    const [link] = await db.query(
      `update customer_login_links set used_at = now()
          where token_hash = $1 and used_at is null and revoked_at is null and expires_at > now()
          returning customer_id, asset_id`,
      [hashToken(token)],
    )
    if (!link) throw new HttpError(401, t('errors.customers.loginLinkInvalid'))
    const [c] = await db.query('select id, first_name, last_name from customers where id = $1 and deleted_at is null', [
      link.customer_id,
    ])
    if (!c) throw new HttpError(401, t('errors.customers.loginLinkInvalid'))
    return {
      data: {
        customer: { _id: c.id, fullName: [c.first_name, c.last_name].filter(Boolean).join(' ') },
        asset: link.asset_id,
      },
    }
  })
}
