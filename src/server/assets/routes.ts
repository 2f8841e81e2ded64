import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { DEFAULT_BASIC, DEFAULT_VIEWING } from '../../domain/admin/assetSettings.ts'
import { basicSettings } from '../../domain/globals/basicSettings.ts'
import { leadSettings } from '../../domain/globals/leadSettings.ts'
import { viewingSettings } from '../../domain/globals/viewingSettings.ts'
import { P } from '../../domain/permissions.ts'
import { assets } from '../../domain/resources/assets.ts'
import { writeSchemas } from '../../domain/resources/schema.ts'
import type { AppDeps } from '../appDeps.ts'
import { basicSettingsStore, viewingSettingsStore } from '../globals/assetSettings.ts'
import { auth, type AuthContext } from '../http/access.ts'
import { conflict, forbidden, notFound, parseOr400 } from '../http/errors.ts'
import { leadSettingsStore } from '../leads/settings/store.ts'
import { t } from '../../domain/i18n/index.ts'
import { say } from '../../domain/i18n/schemaTexts.ts'
import type { DbRow } from '../db/db.ts'

const columns = `id, name, currency_code, settings, initial_sla_minutes, pool_sla_minutes, daily_lead_limit, created_at, updated_at`
// basic and viewing: the asset's own values over the defaults a new asset starts with
const toAsset = (r: DbRow) => {
  const { basic, viewing, ...settings } = r.settings ?? {}
  return {
    _id: r.id,
    name: r.name,
    currencyCode: r.currency_code,
    basic: { ...DEFAULT_BASIC, ...basic, name: r.name, currencyCode: r.currency_code },
    viewing: { ...DEFAULT_VIEWING, ...viewing },
    settings,
    initialSlaMinutes: r.initial_sla_minutes,
    poolSlaMinutes: r.pool_sla_minutes,
    dailyLeadLimit: r.daily_lead_limit,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  }
}

const { name, currencyCode, logo, ...basicJson } = writeSchemas(basicSettings).update.shape
/** Keys of the settings JSON that only their own pages write (their own schema and key). */
const OWN_KEYS = ['basic', 'viewing']
const LEAD_KEYS = Object.keys(leadSettings.fields)

/**
 * One PATCH for every settings page of an asset (spec 1 §7), each part checked by its global's derived schema
 * (src/domain/globals) and written by its store, as the globals' own routes do: the lead settings
 * (LEAD_SETTING_UPDATE) with the free settings JSON merged by top-level key, the basic settings
 * (BASIC_SETTING_UPDATE: name, currency, time zone, languages, logo, contact details) and the viewing settings
 * (VIEWING_SETTING_UPDATE), whole.
 */
const settingsBody = writeSchemas(leadSettings)
  .update.extend({
    settings: z
      .record(z.string(), z.unknown(), say('server.settingsObject'))
      .refine((s) => JSON.stringify(s).length <= 65_536, say('server.settingsTooLarge'))
      .refine((s) => !OWN_KEYS.some((k) => k in s), say('server.settingsOwnKeys'))
      .optional(),
    name,
    currencyCode,
    basic: z
      .strictObject({
        ...basicJson,
        // the logo's file id, or the {_id, file} this call answers (the file is looked up by its id)
        logo: z.union([logo, z.object({ _id: z.uuid() }).transform((o) => o._id)]).optional(),
      })
      .optional(),
    viewing: writeSchemas(viewingSettings).create.optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), say('server.settingsNothing'))
type SettingsBody = z.infer<typeof settingsBody>
const idParams = z.object({ id: z.uuid(say('server.assetIdParam')) })
const body = (req: { body: unknown }) => (req.body as { data?: unknown } | null)?.data ?? req.body ?? {}

/** Super access reaches every asset by id; anyone else only their active asset (another id is a 404). */
function reachable(a: AuthContext, id: string) {
  return a.isSuper || id === a.assetId
}

/** Each part of a settings body needs its page's update key. */
function checkSettingsKeys(a: AuthContext, b: SettingsBody) {
  const lead = b.settings !== undefined || LEAD_KEYS.some((k) => b[k as keyof SettingsBody] !== undefined)
  const basic = b.name !== undefined || b.currencyCode !== undefined || b.basic !== undefined
  if (
    (lead && !a.can(P.LEAD_SETTING_UPDATE)) ||
    (basic && !a.can(P.BASIC_SETTING_UPDATE)) ||
    (b.viewing && !a.can(P.VIEWING_SETTING_UPDATE))
  )
    throw forbidden()
}

export async function assetRoutes(app: FastifyInstance, { db }: AppDeps) {
  // Super access: all assets by name, no limit; others: their own assets.
  app.get('/api/assets', { config: { access: { asset: false } } }, async (req) => {
    const a = auth(req)
    // an API key sees its own asset only (its profile's one asset)
    const rows = a.apiKey
      ? await db.query(`select ${columns} from assets where id = $1`, [a.assetId])
      : a.isSuper
        ? await db.query(`select ${columns} from assets order by name`)
        : await db.query(
            `select ${columns} from assets where id in (select asset_id from user_assets where user_id = $1) order by name`,
            [a.userId],
          )
    return { data: rows.map(toAsset) }
  })

  app.get('/api/assets/:id', { config: { access: { asset: false } } }, async (req) => {
    const a = auth(req)
    const { id } = parseOr400(idParams, req.params)
    if (!a.isSuper && !a.profile.assets.some((x) => x._id === id)) throw notFound(t('errors.assets.notFound'))
    const [row] = await db.query(`select ${columns} from assets where id = $1`, [id])
    if (!row) throw notFound(t('errors.assets.notFound'))
    return { data: toAsset(row) }
  })

  // An asset is deleted only while it holds nothing (the declaration's delete, server side: assets have no
  // trash): its own configuration goes with it (user access, routing rules, integrations: cascaded), any
  // record (leads, customers, listings, team …) keeps it (23503 → 409).
  app.delete(
    `${assets.basePath}/:id`,
    { config: { access: { permissions: [...assets.access!.delete!], superOnly: true } } },
    async (req) => {
      const a = auth(req)
      const { id } = parseOr400(idParams, req.params)
      if (id === a.assetId) throw conflict(t('errors.assets.switchFirst'))
      try {
        const rows = await db.tx(async (q) => {
          await q.query('update users set active_asset_id = null where active_asset_id = $1', [id])
          await q.query('update sessions set active_asset_id = null where active_asset_id = $1', [id])
          return q.query('delete from assets where id = $1 returning id', [id])
        })
        if (!rows.length) throw notFound(t('errors.assets.notFound'))
      } catch (e) {
        if ((e as { code?: string }).code === '23503') throw conflict(t('errors.assets.notEmpty'))
        throw e
      }
      return { data: { _id: id } }
    },
  )

  // Settings of the pages (see settingsBody); JSON objects merged by top-level key; answers the asset.
  app.patch(
    '/api/assets/:id/settings',
    {
      config: {
        access: {
          permissions: [P.LEAD_SETTING_UPDATE, P.BASIC_SETTING_UPDATE, P.VIEWING_SETTING_UPDATE],
          asset: false,
        },
      },
    },
    async (req) => {
      const a = auth(req)
      const { id } = parseOr400(idParams, req.params)
      const b = parseOr400(settingsBody, body(req))
      if (!reachable(a, id)) throw notFound(t('errors.assets.notFound'))
      checkSettingsKeys(a, b)
      const { settings, basic, viewing, name, currencyCode, ...lead } = b
      const row = await db.tx(async (q) => {
        const [found] = await q.query('select id from assets where id = $1 for update', [id])
        if (!found) return null
        if (Object.keys(lead).length) await leadSettingsStore.save(q, id, lead)
        if (basic || name !== undefined || currencyCode !== undefined)
          await basicSettingsStore.save(q, id, { ...(basic ?? {}), name, currencyCode })
        if (viewing) await viewingSettingsStore.save(q, id, viewing)
        if (settings)
          await q.query(`update assets set settings = settings || $2::text::jsonb, updated_at = now() where id = $1`, [
            id,
            JSON.stringify(settings),
          ])
        const [r] = await q.query(`select ${columns} from assets where id = $1`, [id])
        return r
      })
      if (!row) throw notFound(t('errors.assets.notFound'))
      return { data: toAsset(row) }
    },
  )
}
