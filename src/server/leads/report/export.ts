import { PassThrough, type Readable } from 'node:stream'
import { stringify } from 'csv-stringify'
import { REPORT_COLUMNS } from '../../../domain/leads/reportCells.ts'
import type { ReportQuery } from '../../../domain/leads/reportFilter.ts'
import type { Db } from '../../db/db.ts'
import { EXPORT_RANGE } from '../../resources/register.ts'
import { afterSql, orderBySql, REPORT_FROM, rowSelectSql, sortKeysSql, toReportRow, type ReportSort } from './query.ts'
import { reportWhere, type WhereContext } from './where.ts'

type Row = Record<string, any>

export interface ReportExport {
  q: ReportQuery
  ctx: WhereContext
  sort: ReportSort
  sensitive: boolean
}

/**
 * The export's rows in the report's order, with Created At as text in the caller's zone (formatted by
 * the database: per-row time zone math in JS is the slow part). `range` reads one range: the first
 * (after null) or the one after a row, each row carrying its sort keys for the next.
 */
function exportSql({ q, ctx, sort, sensitive }: ReportExport, range?: { after: Row | null }) {
  const where = reportWhere(q, ctx)
  const orderBy = orderBySql(sort)
  const local = `to_char(l.data_source_created_at at time zone ${where.p(ctx.timeZone)}, 'YYYY-MM-DD HH24:MI') as created_local`
  if (range?.after) where.and(afterSql(sort, range.after, where))
  const page = `select l.* from ${REPORT_FROM} where ${where} order by ${orderBy}${range ? ` limit ${EXPORT_RANGE}` : ''}`
  return { sql: rowSelectSql(page, orderBy, sensitive, range ? `${local}, ${sortKeysSql(sort)}` : local), params: where.params }
}

/**
 * Streams the report's rows as CSV in ranges of EXPORT_RANGE, reading the next range only once the
 * client has drained the previous one: memory stays flat whatever the size. Resolves null when there
 * is no row (the caller answers 'Data is empty').
 *
 * PostgreSQL keeps one cursor in a read-only transaction: one consistent snapshot and one sort, and
 * the connection it holds is one of a pool. Keyset ranges there would re-sort the remaining rows for
 * every range when the sort has no index (agent, location, ...), so a big export would be slower.
 * PGlite has one connection, which a transaction held for the whole download would take from every
 * other request: there each range is its own statement continuing after the last row's sort keys
 * (no row skipped or repeated when leads are added meanwhile; a lead updated meanwhile may move
 * across the boundary, as in any read that is not one snapshot).
 */
export function exportCsv(db: Db, report: ReportExport): Promise<Readable | null> {
  if (db.engine === 'pg') return cursorExport(db, report)
  const range = (after: Row | null) => {
    const { sql, params } = exportSql(report, { after })
    return db.query(sql, params)
  }
  return range(null).then((first) => {
    if (!first.length) return null
    const out = new PassThrough()
    writeRanges(out, first, range).catch((e) => out.destroy(e))
    return out
  })
}

function cursorExport(db: Db, report: ReportExport): Promise<Readable | null> {
  const { sql, params } = exportSql(report)
  return new Promise((resolve, reject) => {
    let out: PassThrough | null = null
    db.tx(async (q) => {
      await q.query('set transaction read only')
      await q.query(`declare leads_export no scroll cursor for ${sql}`, params)
      const fetch = () => q.query(`fetch ${EXPORT_RANGE} from leads_export`)
      const first = await fetch()
      if (!first.length) return resolve(null)
      out = new PassThrough()
      resolve(out)
      await writeRanges(out, first, fetch)
      await q.query('close leads_export')
    }).catch((e) => (out ? out.destroy(e) : reject(e)))
  })
}

/** Writes ranges as CSV, waiting for the client to drain; stops reading when the stream closes (client gone). */
async function writeRanges(out: PassThrough, first: Row[], next: (last: Row) => Promise<Row[]>) {
  let closed = false
  out.once('close', () => (closed = true))
  const csv = stringify({ header: true, columns: REPORT_COLUMNS.map((c) => c.header), bom: true })
  csv.pipe(out)
  let rows = first
  while (rows.length && !closed) {
    for (const r of rows) {
      const lead = toReportRow(r)
      const createdLocal = () => r.created_local ?? ''
      if (!csv.write(REPORT_COLUMNS.map((c) => c.text(lead, createdLocal)))) {
        await new Promise<void>((res) => {
          const done = () => {
            csv.off('drain', done)
            out.off('close', done)
            res()
          }
          csv.once('drain', done)
          out.once('close', done)
        })
        if (closed) break
      }
    }
    rows = rows.length < EXPORT_RANGE || closed ? [] : await next(rows.at(-1)!)
  }
  csv.end()
}
