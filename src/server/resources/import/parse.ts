import Papa from 'papaparse'
import { fieldLabel } from '../../../domain/resources/define.ts'
import { writeSchemas } from '../../../domain/resources/schema.ts'
import type { FieldDef, ResourceDef } from '../types.ts'
import type { Queryable } from '../../db/db.ts'
import { zodFieldErrors, type FieldError, invalid } from '../../http/errors.ts'
import { isUuid } from '../filter.ts'
import { getDef } from '../registry.ts'
import { t } from '../../../domain/i18n/index.ts'
import { resourceText } from '../../../domain/i18n/resourceText.ts'

/** One data row of an import: its spreadsheet row number (the header is row 1), its values and what is wrong. */
export interface ImportRow {
  row: number
  /** The row's cells as written, by field (what the preview shows). */
  cells: Record<string, string>
  values: Record<string, unknown>
  errors: FieldError[]
}

export const MAX_CSV_CHARS = 1_000_000
// isUuid as a plain test: its type guard would narrow a string that is not an id to never
const isId = (v: string): boolean => isUuid(v)
const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '')

/** The import columns of the header, by API name or label; an unknown, repeated or missing required column is a 400. */
function headerFields(def: ResourceDef, header: string[]): string[] {
  const cols = def.import!.columns
  const byName = new Map(
    cols.flatMap(
      (k) =>
        [
          [norm(k), k],
          [norm(fieldLabel(k, def.fields[k])), k],
        ] as const,
    ),
  )
  const known = cols.map((k) => fieldLabel(k, def.fields[k])).join(', ')
  const fields = header.map((h, i) => {
    const k = byName.get(norm(h))
    if (!k) throw invalid([{ path: 'csv', message: t('errors.import.columnUnknown', { column: h || i + 1, known }) }])
    return k
  })
  const twice = fields.find((k, i) => fields.indexOf(k) !== i)
  if (twice)
    throw invalid([
      { path: 'csv', message: t('errors.import.columnTwice', { column: fieldLabel(twice, def.fields[twice]) }) },
    ])
  const missing = cols.filter((k) => def.fields[k].required && !fields.includes(k))
  if (missing.length) {
    const columns = missing.map((k) => `'${fieldLabel(k, def.fields[k])}'`).join(', ')
    throw invalid([{ path: 'csv', message: t('errors.import.needsColumns', { count: missing.length, columns }) }])
  }
  return fields
}

const BOOLEANS: Record<string, boolean> = {
  true: true,
  yes: true,
  '1': true,
  enabled: true,
  false: false,
  no: false,
  '0': false,
  disabled: false,
}

/** A cell as the field's value; what cannot be converted stays text, so the schema names the field's rule. */
function cellValue(f: FieldDef, cell: string): unknown {
  const list = () =>
    cell
      .split(';')
      .map((s) => s.trim())
      .filter(Boolean)
  const num = (s: string) => (/^-?[\d,]*\.?\d+$/.test(s) ? Number(s.replace(/,/g, '')) : s)
  switch (f.type) {
    case 'integer':
    case 'number':
      return num(cell)
    case 'boolean':
      return BOOLEANS[cell.toLowerCase()] ?? cell
    case 'string[]':
    case 'id[]':
      return list()
    case 'integer[]':
      return list().map(num)
    case 'json':
      try {
        return JSON.parse(cell)
      } catch {
        return cell
      }
    default:
      return cell
  }
}

/**
 * Relation cells hold an id or the related record's title (a developer's name): titles become ids of the
 * caller's asset, looked up once per column; a title matching no record, or several, is the row's error.
 */
async function resolveRefs(q: Queryable, def: ResourceDef, rows: ImportRow[], assetId: string) {
  for (const [k, f] of Object.entries(def.fields)) {
    if (!f.ref || !rows.some((r) => r.values[k] !== undefined)) continue
    const target = getDef(f.ref.target)
    const show = target.fields[f.ref.show]?.column
    const titles = [
      ...new Set(
        rows
          .flatMap((r) => [r.values[k]].flat())
          .filter((v) => typeof v === 'string' && !isId(v))
          .map((v) => String(v).toLowerCase()),
      ),
    ]
    const found = new Map<string, string[]>()
    if (titles.length && show) {
      const hits = await q.query<{ id: string; t: string }>(
        `select id, lower(${show}) as t from ${target.table} where asset_id = $1::uuid and deleted_at is null and lower(${show}) = any($2::text[])`,
        [assetId, titles],
      )
      for (const h of hits) found.set(h.t, [...(found.get(h.t) ?? []), h.id])
    }
    const label = fieldLabel(k, f)
    for (const r of rows) {
      const v = r.values[k]
      if (v === undefined) continue
      const one = (value: string) => {
        if (isId(value)) return value
        const ids = found.get(value.toLowerCase()) ?? []
        if (ids.length === 1) return ids[0]
        r.errors.push({
          path: k,
          message: ids.length
            ? t('errors.import.nameAmbiguous', { label, value, n: ids.length })
            : t('errors.import.nameUnknown', { label, value, record: resourceText(target.label).toLowerCase() }),
        })
        return value
      }
      r.values[k] = Array.isArray(v) ? v.map((x) => one(String(x))) : one(String(v))
    }
  }
}

/** Reads a CSV against the declaration: each data row's values and errors (the create schema's sentences, references resolved). */
export async function readImport(q: Queryable, def: ResourceDef, csv: string, assetId: string): Promise<ImportRow[]> {
  const parsed = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' })
  const [header, ...data] = parsed.data
  if (!header) throw invalid([{ path: 'csv', message: t('errors.import.empty') }])
  const max = def.import!.maxRows ?? 2000
  if (data.length > max)
    throw invalid([{ path: 'csv', message: t('errors.import.tooManyRows', { rows: data.length, max }) }])
  if (!data.length) throw invalid([{ path: 'csv', message: t('errors.import.noRows') }])
  const fields = headerFields(
    def,
    header.map((h) => h.trim()),
  )
  const rows: ImportRow[] = data.map((cells, i) => {
    const values: Record<string, unknown> = {}
    const raw: Record<string, string> = {}
    fields.forEach((k, c) => {
      const cell = (cells[c] ?? '').trim()
      if (cell === '') return
      raw[k] = cell
      values[k] = cellValue(def.fields[k], cell)
    })
    const errors =
      cells.length > fields.length && cells.slice(fields.length).some((x) => x.trim())
        ? [{ path: 'csv', message: t('errors.import.rowCells', { cells: cells.length, columns: fields.length }) }]
        : []
    return { row: i + 2, cells: raw, values, errors }
  })
  await resolveRefs(q, def, rows, assetId)
  const schema = writeSchemas(def).create
  for (const r of rows) {
    const res = schema.safeParse(r.values)
    if (res.success) r.values = res.data as Record<string, unknown>
    else {
      const known = new Set(r.errors.map((e) => e.path))
      r.errors.push(...zodFieldErrors(res.error).filter((e) => !known.has(e.path.split('.')[0])))
    }
  }
  return rows
}
