import { REPORT_COLUMNS } from '../../../domain/leads/reportCells.ts'
import type { ReportQuery } from '../../../domain/leads/reportFilter.ts'
import type { Db } from '../../db/db.ts'
import type { CsvRowWriter } from '../../http/csv.ts'
import { EXPORT_RANGE } from '../../resources/register.ts'
import { afterSql, orderBySql, rowSelectSql, sortKeysSql, toReportRow, type ReportSort } from './query.ts'
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
  const page = `select l.* from leads l where ${where} order by ${orderBy}${range ? ` limit ${EXPORT_RANGE}` : ''}`
  return { sql: rowSelectSql(page, orderBy, sensitive, range ? `${local}, ${sortKeysSql(sort)}` : local), params: where.params }
}

/**
 * Writes the report's rows in ranges of EXPORT_RANGE to a CSV writer (http/csv.ts), which spools them
 * so no connection waits on the client: the database is read at its own speed.
 *
 * PostgreSQL keeps one cursor in a read-only transaction: one consistent snapshot and one sort, and
 * the connection it holds is one of a pool, for as long as the database takes to read the rows. Keyset
 * ranges there would re-sort the remaining rows for every range when the sort has no index (agent,
 * location, ...), so a big export would be slower. PGlite has one connection, which a transaction
 * held for the whole export would take from every other request: there each range is its own
 * statement continuing after the last row's sort keys (no row skipped or repeated when leads are
 * added meanwhile; a lead updated meanwhile may move across the boundary, as in any read that is not
 * one snapshot).
 */
export async function writeLeadsCsv(db: Db, report: ReportExport, write: CsvRowWriter, signal: AbortSignal): Promise<void> {
  const writeRows = async (rows: Row[]) => {
    for (const r of rows) {
      const lead = toReportRow(r)
      const createdLocal = () => r.created_local ?? ''
      await write(REPORT_COLUMNS.map((c) => c.text(lead, createdLocal)))
    }
  }
  if (db.engine === 'pg') {
    const { sql, params } = exportSql(report)
    await db.tx(async (q) => {
      await q.query('set transaction read only')
      await q.query(`declare leads_export no scroll cursor for ${sql}`, params)
      while (!signal.aborted) {
        const rows = await q.query(`fetch ${EXPORT_RANGE} from leads_export`)
        await writeRows(rows)
        if (rows.length < EXPORT_RANGE) return
      }
    })
    return
  }
  let after: Row | null = null
  while (!signal.aborted) {
    const { sql, params } = exportSql(report, { after })
    const rows = await db.query(sql, params)
    await writeRows(rows)
    if (rows.length < EXPORT_RANGE) return
    after = rows.at(-1)!
  }
}
