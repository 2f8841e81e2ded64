import { t } from '../../../domain/i18n/index.ts'
import { valueLabels, type ValueKind } from '../../../domain/i18n/values.ts'
import { REPORT_COLUMNS } from '../../../domain/leads/reportCells.ts'
import type { ReportQuery } from '../../../domain/leads/reportFilter.ts'
import type { Db, DbRow } from '../../db/db.ts'
import { csvLineSql, type CsvLineWriter } from '../../http/csv.ts'
import { EXPORT_RANGE } from '../../resources/register.ts'
import { slaStageCaseSql } from '../../../domain/leads/sla.ts'
import { afterSql, orderBySql, REPORT_JOINS, sortKeysSql, type ReportSort } from './query.ts'
import { reportWhere, type WhereContext } from './where.ts'

type Row = DbRow

export interface ReportExport {
  q: ReportQuery
  ctx: WhereContext
  sort: ReportSort
}

/** The console's words of the cells in the request's language, each a query parameter; `label` reads an enum column by its labels. */
interface CellWords {
  tz: string
  yes: string
  no: string
  system: string
  notAvailable: string
  label: (kind: ValueKind, column: string) => string
}

const yesNo = (w: CellWords, column: string) => `case when ${column} then ${w.yes} else ${w.no} end`
const personName = (w: CellWords, alias: string) =>
  `coalesce(nullif(trim(${alias}.first_name || ' ' || ${alias}.last_name), ''), ${w.system})`

/**
 * The CSV cells of REPORT_COLUMNS (reportCells.ts) made by the database, each the text its `text` rule
 * gives in the request's language (tests/api/leads-export-cells.test.ts holds the two equal): mapping every
 * row to objects and then to texts in Node was most of an export's time and memory.
 */
const CELLS: Record<string, (w: CellWords) => string> = {
  dataSourceCreatedAt: (w) =>
    `coalesce(to_char(l.data_source_created_at at time zone ${w.tz}, 'YYYY-MM-DD HH24:MI'), '')`,
  sourceDataId: () => `coalesce(l.source_data_id, '')`,
  leadID: () => `l.lead_id::text`,
  contactType: (w) => w.label('contactType', 'l.contact_type'),
  source: (w) => w.label('source', 'l.source'),
  sourceChannel: (w) => w.label('sourceChannel', 'l.source_channel'),
  location: () => `coalesce(l.location, '')`,
  status: (w) => w.label('status', 'l.status'),
  stage: (w) => w.label('stage', 'l.stage'),
  agent: () => `coalesce(a.name, '')`,
  office: () => `coalesce(a.office_name, '')`,
  manager: () => `coalesce(m.name, '')`,
  market: (w) => w.label('market', 'lead_report_market(l.project_id, l.listing_id)'),
  propertyProject: () => `coalesce(li.reference, p.name, '')`,
  campaignName: () => `coalesce(p.campaign_name, '')`,
  projectDeveloper: () => `coalesce(d.name, '')`,
  leadSLAStage: (w) => w.label('slaStage', `(${slaStageCaseSql('l')})`),
  isClaimedFromPool: (w) => yesNo(w, 'l.is_claimed_from_pool'),
  isAssignedFromLeadPool: (w) => yesNo(w, 'l.is_assigned_from_lead_pool'),
  isContacted: (w) => yesNo(w, 'l.is_contacted'),
  rating: (w) => `coalesce(l.review_rating::text, ${w.notAvailable})`,
  creator: (w) => personName(w, 'cr'),
  updatedBy: (w) => personName(w, 'ub'),
}

/**
 * The export's rows in the report's order, each its CSV line (csvLineSql: Node parses one text per row
 * and formats nothing), Created At in the caller's zone. The cells are worked out once per row in a
 * lateral subquery (`offset 0` keeps the planner from copying each cell's expression into the line's
 * several reads of it). `range` reads one range: the first (after null) or the one after a row, each row
 * carrying its sort keys for the next.
 */
function exportSql({ q, ctx, sort }: ReportExport, range?: { after: Row | null }) {
  const where = reportWhere(q, ctx)
  const orderBy = orderBySql(sort)
  const word = (text: string) => `${where.p(text)}::text`
  const words: CellWords = {
    tz: where.p(ctx.timeZone),
    yes: word(t('common.yes')),
    no: word(t('common.no')),
    system: word(t('common.system')),
    notAvailable: word(t('common.notAvailable')),
    // a value the catalogue does not list reads as stored, as valueLabel reads it
    label: (kind, column) =>
      `coalesce(${where.p(JSON.stringify(valueLabels(kind)))}::jsonb ->> ${column}, ${column}, '')`,
  }
  const cells = REPORT_COLUMNS.map((c, i) => `${CELLS[c.id](words)} as c${i}`).join(',\n      ')
  const line = csvLineSql(
    REPORT_COLUMNS.map((_, i) => `x.c${i}`),
    (v) => where.p(v),
  )
  if (range?.after) where.and(afterSql(sort, range.after, where))
  const page = `select l.* from leads l where ${where} order by ${orderBy}${range ? ` limit ${EXPORT_RANGE}` : ''}`
  const sql = `
    select ${line} as line${range ? `, ${sortKeysSql(sort)}` : ''}
    from (${page}) l
    ${REPORT_JOINS}
    cross join lateral (select
      ${cells}
      offset 0) x
    order by ${orderBy}`
  return { sql, params: where.params }
}

/** Waits for a read started earlier; marked handled at once, so a read nobody awaits (the client went) cannot fail unhandled. */
const started = <T>(read: Promise<T>) => {
  read.catch(() => {})
  return read
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
export async function writeLeadsCsv(
  db: Db,
  report: ReportExport,
  write: CsvLineWriter,
  signal: AbortSignal,
): Promise<void> {
  const writeRows = async (rows: Row[]) => {
    for (const r of rows) await write(r.line)
  }
  // Each range is asked for before the one in hand is written: the database reads while the CSV is made.
  if (db.engine === 'pg') {
    const { sql, params } = exportSql(report)
    await db.tx(async (q) => {
      await q.query('set transaction read only')
      await q.query(`declare leads_export no scroll cursor for ${sql}`, params)
      const fetch = () => started(q.query(`fetch ${EXPORT_RANGE} from leads_export`))
      for (let next = fetch(); !signal.aborted; ) {
        const rows = await next
        if (rows.length === EXPORT_RANGE) next = fetch()
        await writeRows(rows)
        if (rows.length < EXPORT_RANGE) return
      }
    })
    return
  }
  const range = (after: Row | null) => {
    const { sql, params } = exportSql(report, { after })
    return started(db.query(sql, params))
  }
  for (let next = range(null); !signal.aborted; ) {
    const rows = await next
    if (rows.length === EXPORT_RANGE) next = range(rows.at(-1)!)
    await writeRows(rows)
    if (rows.length < EXPORT_RANGE) return
  }
}
