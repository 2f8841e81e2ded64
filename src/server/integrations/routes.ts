import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import {
  INTEGRATIONS,
  integrationByName,
  integrationSettingsSchema,
  type Integration,
} from '../../domain/integrations.ts'
import { P } from '../../domain/permissions.ts'
import type { AppDeps } from '../appDeps.ts'
import type { Queryable } from '../db/db.ts'
import { auth } from '../http/access.ts'
import { notFound, parseOr400 } from '../http/errors.ts'
import { notConnected } from '../listings/routes.ts'
import { t } from '../../domain/i18n/index.ts'
import { say } from '../../domain/i18n/schemaTexts.ts'

const assetParams = z.object({ asset: z.uuid(say('server.assetParam')) })
const nameParams = assetParams.extend({ name: z.string().max(100) })
const body = (req: { body: unknown }) => (req.body as { data?: unknown } | null)?.data ?? req.body ?? {}

/**
 * One integration as the API answers it: its plain settings and, for each secret field, only whether
 * one is stored (`secretsSet`). The secrets column is read by no query here but the write's own merge.
 */
async function readIntegration(q: Queryable, assetId: string, i: Integration) {
  const [r] = await q.query<{
    enabled: boolean
    settings: Record<string, unknown>
    secrets_set: string[]
    updated_at: string
  }>(
    `select enabled, settings, array(select jsonb_object_keys(secrets)) as secrets_set, updated_at
       from asset_integrations where asset_id = $1 and name = $2`,
    [assetId, i.name],
  )
  const secretKeys = i.fields.filter((f) => f.secret).map((f) => f.key)
  return {
    name: i.name,
    label: i.label,
    kind: i.kind,
    enabled: r?.enabled ?? false,
    settings: Object.fromEntries(
      i.fields.filter((f) => !f.secret).map((f) => [f.key, r?.settings[f.key] ?? (f.type === 'boolean' ? false : '')]),
    ),
    secretsSet: Object.fromEntries(secretKeys.map((k) => [k, !!r?.secrets_set.includes(k)])),
    updatedAt: r?.updated_at ?? null,
  }
}

/** The asset in the path must be the caller's active asset (the API's tenancy rule); the name a declared integration. */
function target(req: { params: unknown }, assetId: string) {
  const p = parseOr400(nameParams, req.params)
  if (p.asset !== assetId) throw notFound(t('errors.assets.notFound'))
  const i = integrationByName(p.name)
  if (!i) throw notFound(t('errors.integrations.unknown', { name: p.name }))
  return i
}

/** /integrations (spec 1 §7): per asset, each declared service's settings, secrets write-only; their list calls need the service. */
export async function integrationRoutes(app: FastifyInstance, { db }: AppDeps) {
  const view = { permissions: [P.INTEGRATIONS_VIEW] }

  app.get('/api/assets/:asset/integrations', { config: { access: view } }, async (req) => {
    const a = auth(req)
    if (parseOr400(assetParams, req.params).asset !== a.assetId) throw notFound(t('errors.assets.notFound'))
    return { data: await Promise.all(INTEGRATIONS.map((i) => readIntegration(db, a.assetId, i))) }
  })

  app.get('/api/assets/:asset/integrations/:name', { config: { access: view } }, async (req) => {
    const a = auth(req)
    return { data: await readIntegration(db, a.assetId, target(req, a.assetId)) }
  })

  // Plain fields replace their stored value; a secret is replaced only when typed again (empty or absent keeps it).
  app.patch(
    '/api/assets/:asset/integrations/:name',
    { config: { access: { permissions: [P.INTEGRATION_UPDATE] } } },
    async (req) => {
      const a = auth(req)
      const i = target(req, a.assetId)
      const b = parseOr400(integrationSettingsSchema(i), body(req))
      const plain: Record<string, unknown> = {}
      const secrets: Record<string, string> = {}
      for (const f of i.fields) {
        const v = b.settings?.[f.key]
        if (v === undefined) continue
        if (!f.secret) plain[f.key] = v
        else if (v !== '') secrets[f.key] = v as string
      }
      const row = await db.tx(async (q) => {
        await q.query(
          `insert into asset_integrations as t (asset_id, name, enabled, settings, secrets, updated_by_id)
         values ($1, $2, coalesce($3, false), $4::text::jsonb, $5::text::jsonb, $6)
         on conflict (asset_id, name) do update set enabled = coalesce($3, t.enabled), settings = t.settings || excluded.settings,
           secrets = t.secrets || excluded.secrets, updated_by_id = $6, updated_at = now()`,
          [a.assetId, i.name, b.enabled ?? null, JSON.stringify(plain), JSON.stringify(secrets), a.userId],
        )
        return readIntegration(q, a.assetId, i)
      })
      return { data: row }
    },
  )

  // The spec's calls that read or change the outside service: lists ({name}/contacts-lists, templates …, or
  // modules/{name}, sync-status/{name} …), PATCH synchronization/{name}, DELETE {portal}/{accountId}.
  const outside = (req: { params: unknown }, assetId: string) => {
    const {
      asset,
      a: first,
      b: second,
    } = parseOr400(assetParams.extend({ a: z.string().max(100), b: z.string().max(200) }), req.params)
    if (asset !== assetId) throw notFound(t('errors.assets.notFound'))
    const i = integrationByName(first) ?? integrationByName(second)
    if (!i) throw notFound(t('errors.integrations.unknownEither', { first, second }))
    return { i, call: i.name === first ? second : first }
  }
  app.get('/api/assets/:asset/integrations/:a/:b', { config: { access: view } }, async (req) => {
    const { i, call } = outside(req, auth(req).assetId)
    if (!i.lists?.includes(call)) throw notFound(t('errors.integrations.noList', { service: i.label, list: call }))
    throw notConnected(t('errors.integrations.read', { list: call, service: i.label }), i.label)
  })
  app.patch(
    '/api/assets/:asset/integrations/:a/:b',
    { config: { access: { permissions: [P.INTEGRATION_UPDATE] } } },
    async (req) => {
      const { i } = outside(req, auth(req).assetId)
      throw notConnected(t('errors.integrations.sync', { service: i.label }), i.label)
    },
  )
  app.delete(
    '/api/assets/:asset/integrations/:a/:b',
    { config: { access: { permissions: [P.INTEGRATION_UPDATE] } } },
    async (req) => {
      const { i } = outside(req, auth(req).assetId)
      throw notConnected(t('errors.integrations.remove', { service: i.label }), i.label)
    },
  )
}
