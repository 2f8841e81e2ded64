import { once } from 'node:events'
import { PassThrough, pipeline, Transform } from 'node:stream'
import { setImmediate as nextTurn } from 'node:timers/promises'
import { stringify } from 'csv-stringify'
import { stringify as stringifyNow } from 'csv-stringify/sync'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { WriteStream } from 'fs-capacitor'
import type { Db } from '../db/db.ts'
import { auth } from './access.ts'
import { t } from '../../domain/i18n/index.ts'
import { notFound } from './errors.ts'
import { takeExportSlot } from './exportSlots.ts'

/**
 * The one CSV writer of every export: cell formatting, formula neutralising, and the download itself.
 */

/** Characters that start a formula whatever follows; ASCII + and - do unless a plain number follows (FORMULA_START). */
const FORMULA_FIRST = String.raw`=@\t\r\uFF1D\uFF20\uFF0B\uFF0D`
const FORMULA_START = String.raw`^(?:[${FORMULA_FIRST}]|[+-](?![0-9 \t\n\v\f\r().-]*$))`
/** What the stringifier quotes: a quote, comma, CR or LF. */
const CSV_QUOTED = String.raw`[",\r\n]`
/** A field that may need csvSafe or quoting (a cheap test before the two exact ones). */
const CSV_SPECIAL = `^[${FORMULA_FIRST}+-]|${CSV_QUOTED}`
const formulaStart = new RegExp(FORMULA_START)

/**
 * Text a spreadsheet would run as a formula (=, @, +/- not followed by a plain number, leading tab or
 * CR, and their full-width forms) gets a leading apostrophe: exported names and remarks are typed by
 * outsiders. Plain numbers and phone numbers (+971 50 …) stay as they are, which is why this is not
 * csv-stringify's escape_formulas (it prefixes every text starting with + or -).
 * One pattern that JavaScript and PostgreSQL read alike (ASCII classes spelled out, a lookahead), so
 * csvSafe here and csvLineSql in the database neutralise the same texts.
 */
export function csvSafe(text: string): string {
  return formulaStart.test(text) ? `'${text}` : text
}

/**
 * One CSV line made by the database from text columns (`cells`, each a column reference, as it is read
 * more than once): each cell csvSafe'd and quoted as csvStringifier writes it, so an export sends the
 * database's lines as they come (sendCsv's `lines`) instead of parsing and formatting every cell in Node.
 * `p` binds a parameter. tests/api/csv-lines.test.ts holds this equal to csvSafe and the stringifier.
 */
export function csvLineSql(cells: string[], p: (value: string) => string): string {
  const [special, formula, quoted] = [p(CSV_SPECIAL), p(FORMULA_START), p(CSV_QUOTED)]
  const field = (c: string) => {
    const safe = `(case when ${c} ~ ${formula} then '''' || ${c} else ${c} end)`
    const quote = `(case when ${c} ~ ${quoted} then '"' || replace(${safe}, '"', '""') || '"' else ${safe} end)`
    return `case when ${c} ~ ${special} then ${quote} else coalesce(${c}, '') end`
  }
  return `concat_ws(',', ${cells.map(field).join(',\n      ')})`
}

/** An object or list as one cell's text: populated records by their name, lists joined. */
function objectText(v: unknown): string {
  if (v === null || v === undefined) return ''
  if (v instanceof Date) return v.toISOString()
  if (Array.isArray(v)) return v.map(objectText).join('; ')
  if (typeof v === 'object') {
    const o = v as Record<string, unknown>
    return String(o.name ?? o.fullName ?? o.reference ?? o._id ?? JSON.stringify(o))
  }
  return String(v)
}

/** CSV with a header line and a BOM (spreadsheets then read UTF-8); every text cell is neutralised. */
function csvStringifier(columns: string[]) {
  return stringify({
    header: true,
    columns,
    bom: true,
    cast: { string: csvSafe, date: (d) => d.toISOString(), object: (o) => csvSafe(objectText(o)) },
  })
}

/** The source of a download of finished lines (csvLineSql): the stringifier's BOM and header line, then the lines as written. */
function lineSource(columns: string[]) {
  const source = new PassThrough()
  source.write(stringifyNow([], { header: true, columns, bom: true }))
  return source
}

/**
 * Joins the stringifier's chunks (one a row) into blocks of 64 kB, so the spool makes one file write
 * per block instead of one per row (`npm run bench -- csv-writer`: 14,400-16,400 rows/s became 86,000-109,000). A
 * dozen lines: the block-stream packages pad or split to exact sizes and pull in old stream shims.
 */
function blocks(size = 64 * 1024) {
  let parts: Buffer[] = []
  let bytes = 0
  const take = () => {
    const block = Buffer.concat(parts, bytes)
    parts = []
    bytes = 0
    return block
  }
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      parts.push(chunk)
      bytes += chunk.length
      done(null, bytes >= size ? take() : undefined)
    },
    flush: (done) => done(null, bytes ? take() : undefined),
  })
}

/**
 * Rows written between two turns of the event loop. The stringifier and the spool take rows without
 * pushing back, so a range of 5,000 rows ran as one task (117 ms in a profile on an idle machine; health
 * waited up to 1 s under load) and held every other request, /api/health included.
 */
const ROWS_PER_TURN = 100

/** Writes one row (cells in the columns' order); resolves when the writer can take more. */
export type CsvRowWriter = (row: unknown[]) => Promise<void>
/** Writes one finished CSV line (csvLineSql's, without its line end); resolves when the writer can take more. */
export type CsvLineWriter = (line: string) => Promise<void>
type CsvDownload = { filename: string; columns: string[] }

/**
 * Answers a CSV download of the rows `produce` writes, or 404 'Data is empty' when it writes none.
 * The CSV is spooled to a temp file (fs-capacitor, under os.tmpdir()) at database speed and streamed
 * to the client from that file as it grows: a database connection never waits on a slow client's
 * socket, and memory stays flat. The file is deleted when the response ends, closes or fails, and a
 * client that stops reading is cut after DOWNLOAD_STALL_SECONDS. The download holds one of the user's
 * export slots (exportSlots.ts) until the response ends; `signal` aborts when the client goes.
 * With `lines`, `produce` writes lines the database made (csvLineSql): no cell is parsed or formatted
 * in Node, which was most of the leads export's time and memory.
 */
export async function sendCsv(
  req: FastifyRequest,
  reply: FastifyReply,
  db: Db,
  download: CsvDownload & { lines: true },
  produce: (write: CsvLineWriter, signal: AbortSignal) => Promise<void>,
): Promise<FastifyReply>
export async function sendCsv(
  req: FastifyRequest,
  reply: FastifyReply,
  db: Db,
  download: CsvDownload,
  produce: (write: CsvRowWriter, signal: AbortSignal) => Promise<void>,
): Promise<FastifyReply>
export async function sendCsv(
  req: FastifyRequest,
  reply: FastifyReply,
  db: Db,
  { filename, columns, lines }: CsvDownload & { lines?: true },
  produce: (write: CsvRowWriter & CsvLineWriter, signal: AbortSignal) => Promise<void>,
): Promise<FastifyReply> {
  const release = await takeExportSlot(db, auth(req).userId)
  const releaseLogged = () => release().catch((err) => req.log.error({ err }, 'export slot release failed'))
  const abort = new AbortController()
  const spool = new WriteStream()
  const fail = (err?: Error) => {
    if (err && !abort.signal.aborted) req.log.error({ err }, 'export failed')
    abort.abort(err)
    spool.destroy(err)
  }
  // However the response ends (finished, client gone, cut, failed, even before it started): stop
  // reading, delete the file, free the slot.
  const closed = () => {
    fail()
    void releaseLogged()
  }
  if (req.raw.socket.destroyed) closed()
  else reply.raw.once('close', closed)
  const csv = lines ? lineSource(columns) : csvStringifier(columns)
  csv.on('error', fail)
  spool.on('error', fail)
  csv.pipe(blocks()).pipe(spool)

  let rows = 0
  let started!: () => void
  const firstRow = new Promise<void>((resolve) => (started = resolve))
  const write = async (row: unknown[] | string) => {
    abort.signal.throwIfAborted()
    if (rows++ === 0) started()
    if (!csv.write(lines ? `${row}\n` : row)) await once(csv, 'drain', { signal: abort.signal })
    else if (rows % ROWS_PER_TURN === 0) await nextTurn()
  }
  const produced = produce(write, abort.signal).then(() => void csv.end())
  try {
    await Promise.race([firstRow, produced])
    if (!rows) throw notFound(t('messages.dataIsEmpty'))
  } catch (err) {
    closed()
    throw err
  }
  produced.catch(fail) // logged unless the client went first: then stopping was the point

  // The slot is released before the response's last byte, so a client that has read the whole file
  // can start its next export at once; a response that closes early releases it on close.
  const body = new PassThrough({ flush: (done) => void releaseLogged().finally(() => done()) })
  pipeline(spool.createReadStream(), body, () => {})
  spool.release()
  // A client that takes nothing for the stall time is cut: else its socket, slot and file wait forever.
  reply.raw.setTimeout(reply.server.config.downloadStallSeconds * 1000, () => reply.raw.destroy())
  reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${filename}"`)
  return reply.send(body)
}
