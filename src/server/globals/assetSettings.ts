import { DEFAULT_BASIC, DEFAULT_VIEWING } from '../../domain/admin/assetSettings.ts'
import { basicSettings } from '../../domain/globals/basicSettings.ts'
import { viewingSettings } from '../../domain/globals/viewingSettings.ts'
import { schemaText } from '../../domain/i18n/schemaTexts.ts'
import type { RecordValues } from '../../domain/resources/types.ts'
import type { Queryable } from '../db/db.ts'
import { invalid } from '../http/errors.ts'
import type { GlobalStore } from './store.ts'

const json = (v: unknown) => JSON.stringify(v)

async function assetRow(q: Queryable, assetId: string) {
  const [r] = await q.query<{ name: string; currency_code: string; settings: RecordValues | null }>(
    'select name, currency_code, settings from assets where id = $1',
    [assetId],
  )
  return r
}

/**
 * The logo as it is kept, {_id, file}, from the id of a file of the asset's media library (the file's key is
 * the server's to say: a client names the file, never its path). Null removes it.
 */
async function storedLogo(q: Queryable, assetId: string, id: string | null) {
  if (id === null) return null
  const [f] = await q.query<{ id: string; file: string }>(
    'select id, file from storage_files where id = $1 and asset_id = $2 and deleted_at is null',
    [id, assetId],
  )
  if (!f) throw invalid([{ path: 'logo', message: schemaText('asset.logo') }])
  return { _id: f.id, file: f.file }
}

/** basicSettings: the name and currency are the asset's columns, the rest its settings JSON's `basic`. */
export const basicSettingsStore: GlobalStore = {
  global: basicSettings,
  async load(q, assetId) {
    const r = await assetRow(q, assetId)
    const basic = { ...DEFAULT_BASIC, ...r?.settings?.basic }
    // the field is the file's id (its declared type); the asset's own answer keeps {_id, file}
    return { ...basic, logo: basic.logo?._id ?? null, name: r?.name, currencyCode: r?.currency_code }
  },
  async save(q, assetId, values) {
    const { name, currencyCode, ...basic } = values
    // an emptied text is kept as '' (what a new asset has), never null
    for (const k of Object.keys(basic)) if (basic[k] === null && k !== 'logo') basic[k] = ''
    if ('logo' in basic) basic.logo = await storedLogo(q, assetId, basic.logo)
    await q.query(
      `update assets set name = coalesce($2, name), currency_code = coalesce($3, currency_code),
              settings = settings || jsonb_build_object('basic', coalesce(settings->'basic', '{}'::jsonb) || $4::text::jsonb),
              updated_at = now()
        where id = $1`,
      [assetId, name ?? null, currencyCode ?? null, json(basic)],
    )
  },
}

/** viewingSettings: the asset's settings JSON's `viewing`. */
export const viewingSettingsStore: GlobalStore = {
  global: viewingSettings,
  async load(q, assetId) {
    return { ...DEFAULT_VIEWING, ...(await assetRow(q, assetId))?.settings?.viewing }
  },
  async save(q, assetId, values) {
    await q.query(
      `update assets set settings = settings || jsonb_build_object('viewing', coalesce(settings->'viewing', '{}'::jsonb) || $2::text::jsonb),
              updated_at = now()
        where id = $1`,
      [assetId, json(values)],
    )
  },
}
