import { customFieldErrors, type CustomFieldDef } from '../../domain/resources/customFieldValues.ts'
import { listings } from '../../domain/resources/listings.ts'
import type { Queryable } from '../db/db.ts'
import { badRequest } from '../http/errors.ts'
import { defineServerExtension } from '../resources/extension.ts'
import { t } from '../../domain/i18n/index.ts'

/** A listing's custom field values against the asset's enabled definitions. */
async function listingCustomFields(q: Queryable, values: Record<string, unknown>, assetId: string) {
  const v = values.customFields
  if (v === undefined || v === null) return
  if (typeof v !== 'object' || Array.isArray(v))
    throw badRequest(`customFields: ${t('errors.resources.customFieldsKey')}`, [
      { path: 'customFields', message: t('errors.resources.customFields') },
    ])
  const defs = await q.query<CustomFieldDef>(
    `select name, key, type, options, required from custom_fields where asset_id = $1::uuid and enabled and deleted_at is null`,
    [assetId],
  )
  const errors = customFieldErrors(defs, v as Record<string, unknown>)
  if (errors.length) throw badRequest(errors.map((e) => e.message).join(' '), errors)
}

/** Listings on the server: custom field values are checked against the asset's definitions on every write. */
export const listingsServer = defineServerExtension(listings, { beforeWrite: listingCustomFields })
