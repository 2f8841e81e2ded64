import { PassThrough, type Readable } from 'node:stream'
import { stringify } from 'csv-stringify'
import { REPORT_COLUMNS } from '../../../domain/leads/reportCells.ts'
import type { Db } from '../../db/db.ts'
import { EXPORT_RANGE } from '../../resources/register.ts'
import { toReportRow } from './query.ts'

/**
 * Streams the report's rows as CSV through a cursor read in ranges of EXPORT_RANGE inside one
 * read-only transaction, waiting for the client to drain each chunk: memory stays flat whatever the
 * size. The SQL selects `created_local`, the Created At text. Resolves null when there is no row (the
 * caller answers 'Data is empty').
 */
export function exportCsv(db: Db, sql: string, params: unknown[]): Promise<Readable | null> {
  return new Promise((resolve, reject) => {
    let out: PassThrough | null = null
    db.tx(async (q) => {
      await q.query('set transaction read only')
      await q.query(`declare leads_export no scroll cursor for ${sql}`, params)
      let rows = await q.query(`fetch ${EXPORT_RANGE} from leads_export`)
      if (!rows.length) return resolve(null)
      const stream = new PassThrough()
      out = stream
      let closed = false
      stream.once('close', () => (closed = true))
      const csv = stringify({ header: true, columns: REPORT_COLUMNS.map((c) => c.header), bom: true })
      csv.pipe(stream)
      resolve(stream)
      while (rows.length && !closed) {
        for (const r of rows) {
          const lead = toReportRow(r)
          const createdLocal = () => r.created_local ?? ''
          if (!csv.write(REPORT_COLUMNS.map((c) => c.text(lead, createdLocal)))) {
            await new Promise<void>((res) => {
              const done = () => {
                csv.off('drain', done)
                stream.off('close', done)
                res()
              }
              csv.once('drain', done)
              stream.once('close', done)
            })
            if (closed) break
          }
        }
        rows = rows.length < EXPORT_RANGE || closed ? [] : await q.query(`fetch ${EXPORT_RANGE} from leads_export`)
      }
      await q.query('close leads_export')
      csv.end()
    }).catch((e) => (out ? out.destroy(e) : reject(e)))
  })
}
