import { PRICING_TABLE_LIMITS } from '../../../domain/resources/content/pricingTables.ts'
import type { Queryable } from '../../db/db.ts'
import { badRequest, type FieldError } from '../../http/errors.ts'
import { t } from '../../../domain/i18n/index.ts'

/**
 * A data table's rows each hold one cell per column (the grid and its CSV stay rectangular), at most
 * PRICING_TABLE_LIMITS.columns columns. On an update of one of the two, the other is read from the row.
 */
export async function pricingTableRules(q: Queryable, values: Record<string, unknown>, assetId: string, id?: string) {
  if (values.columns === undefined && values.rows === undefined) return
  let columns = values.columns as string[] | undefined
  let rows = values.rows as { cells?: string[] }[] | undefined
  if (id !== undefined && (columns === undefined || rows === undefined)) {
    const [r] = await q.query<{ columns: string[]; rows: { cells?: string[] }[] }>(
      'select columns, rows from pricing_tables where id = $1::uuid and asset_id = $2::uuid',
      [id, assetId],
    )
    columns ??= r?.columns ?? []
    rows ??= r?.rows ?? []
  }
  columns ??= []
  rows ??= []
  const errors: FieldError[] = []
  if (columns.length > PRICING_TABLE_LIMITS.columns)
    errors.push({ path: 'columns', message: t('errors.content.tableColumns', { max: PRICING_TABLE_LIMITS.columns }) })
  rows.forEach((row, i) => {
    const n = row.cells?.length ?? 0
    if (n !== columns.length)
      errors.push({
        path: `rows.${i}.cells`,
        message: t('errors.content.rowCells', { row: i + 1, cells: n, columns: columns.length }),
      })
  })
  if (errors.length)
    throw badRequest(
      errors
        .slice(0, 5)
        .map((e) => e.message)
        .join(' '),
      errors,
    )
}
