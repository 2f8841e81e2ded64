import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { ResourceDef } from '../types.ts'
import type { Db } from '../../db/db.ts'
import { auth } from '../../http/access.ts'
import { HttpError, badRequest, parseOr400 } from '../../http/errors.ts'
import { mapDbError } from '../rows.ts'
import { checkReferences, insertRow } from '../write.ts'
import { MAX_CSV_CHARS, readImport, type ImportRow } from './parse.ts'
import { t } from '../../../domain/i18n/index.ts'
import { say } from '../../../domain/i18n/schemaTexts.ts'

const body = z.object({
  csv: z.string().min(1, say('server.chooseCsv')).max(MAX_CSV_CHARS, say('server.csvTooLarge')),
  validOnly: z.boolean().optional(),
})

/** A row's errors as a person reads them in a list of many rows. */
const rowErrors = (rows: ImportRow[]) =>
  rows.flatMap((r) =>
    r.errors.map((e) => ({
      path: `rows.${r.row}.${e.path}`,
      message: t('errors.import.row', { row: r.row, message: e.message }),
    })),
  )

/**
 * The generic CSV import of a declared resource (`import` in its declaration): a preview that writes
 * nothing, and the import, all or nothing in one transaction: any row with an error writes no row unless
 * the caller chose `validOnly` (import the valid rows and skip the others).
 */
export function registerImport(app: FastifyInstance, db: Db, def: ResourceDef) {
  const base = def.basePath!
  const config = { access: { permissions: [...(def.access?.add ?? [])] } }
  app.post(`${base}/import/preview`, { config }, async (req) => {
    const { csv } = parseOr400(body, req.body)
    const rows = await readImport(db, def, csv, auth(req).assetId)
    const invalid = rows.filter((r) => r.errors.length).length
    return {
      data: { columns: [...def.import!.columns], rows, total: rows.length, valid: rows.length - invalid, invalid },
    }
  })
  app.post(`${base}/import`, { config }, async (req, reply) => {
    const { csv, validOnly } = parseOr400(body, req.body)
    const w = { assetId: auth(req).assetId, userId: auth(req).userId }
    const rows = await readImport(db, def, csv, w.assetId)
    const bad = rows.filter((r) => r.errors.length)
    if (bad.length && !validOnly) {
      const message = t('errors.import.rowsHaveErrors', { bad: bad.length, total: rows.length })
      throw badRequest(message, rowErrors(bad))
    }
    const good = rows.filter((r) => !r.errors.length)
    const ids = await db.tx(async (q) => {
      const out: string[] = []
      for (const r of good) {
        try {
          await checkReferences(q, def, r.values, w.assetId, auth(req))
          out.push(await insertRow(q, def, r.values, w))
        } catch (e) {
          // A rule the database checks (a reference gone since the preview): the whole import stops, naming the row.
          try {
            mapDbError(e, def.label, def)
          } catch (mapped) {
            if (mapped instanceof HttpError)
              throw new HttpError(
                mapped.statusCode,
                t('errors.import.rowNothingImported', { row: r.row, message: mapped.message }),
                mapped.errors?.map((fe) => ({
                  path: `rows.${r.row}.${fe.path}`,
                  message: t('errors.import.row', { row: r.row, message: fe.message }),
                })),
              )
            throw mapped
          }
        }
      }
      return out
    })
    reply.status(201)
    return { data: { created: ids.length, skipped: bad.length, ids, errors: rowErrors(bad) } }
  })
}
