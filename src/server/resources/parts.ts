import type { FastifyInstance, FastifyRequest } from 'fastify'
import { fieldLabel } from '../../domain/resources/define.ts'
import type { ResourceDef } from './types.ts'
import type { Db } from '../db/db.ts'
import { auth } from '../http/access.ts'
import { badRequest, notFound } from '../http/errors.ts'
import { isUuid } from './filter.ts'
import { getById, readCtx } from './register.ts'
import { mapDbError } from './rows.ts'
import { checkReferences, parseWriteBody, updateRow } from './write.ts'
import { writeTx } from './unique.ts'
import { t } from '../../domain/i18n/index.ts'
import { recordNotFoundText, resourceText } from '../../domain/i18n/resourceText.ts'

/**
 * One-part updates of spec 1 §7 (`PATCH {base}/images/{id}` with `{images}`): only that field, validated
 * and checked like the generic update; answers the whole record. `url` is the path after the base, with `:id`.
 */
export function registerPartUpdates(
  app: FastifyInstance,
  db: Db,
  def: ResourceDef,
  parts: readonly (readonly [url: string, field: string])[],
) {
  const keys = [...(def.access?.update ?? [])]
  for (const [url, field] of parts) {
    app.patch(`${def.basePath}/${url}`, { config: { access: { permissions: keys } } }, async (req: FastifyRequest) => {
      const { id } = req.params as { id: string }
      const w = { assetId: auth(req).assetId, userId: auth(req).userId }
      if (!isUuid(id)) throw notFound(recordNotFoundText(def.label))
      const body = (req.body ?? {}) as Record<string, unknown>
      if (body[field] === undefined)
        throw badRequest(`${field}: ${t('errors.resources.isRequired')}`, [
          {
            path: field,
            message: t('validation.required', { label: resourceText(fieldLabel(field, def.fields[field])) }),
          },
        ])
      const values = parseWriteBody(def, { [field]: body[field] }, 'update', w.assetId)
      try {
        await writeTx(db, def, values, w.assetId, id, async (q) => {
          await checkReferences(q, def, values, w.assetId, auth(req), id)
          if (!(await updateRow(q, def, id, values, w))) throw notFound(recordNotFoundText(def.label))
        })
      } catch (e) {
        mapDbError(e, def.label, def)
      }
      return { data: await getById(readCtx(req, db), def, id) }
    })
  }
}
