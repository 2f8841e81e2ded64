import { P } from '../../permissions.ts'
import { defineResource } from '../define.ts'
import { arabic, enabled, title } from './contentFields.ts'

/** Most rows and columns of one data table (the grid keeps every cell in the page). */
export const PRICING_TABLE_LIMITS = { rows: 500, columns: 30, cell: 500 } as const

/**
 * Data tables (/pricing/tables): a named grid of rows and columns (price lists, payment schedules, fee
 * tables) edited in the record's Grid tab from the keyboard, imported from and exported to CSV. A row is
 * `{cells: [...]}`, one text per column; the server holds every row to the columns' count.
 */
export const pricingTables = defineResource({
  name: 'pricingTables',
  label: 'Data Table',
  plural: 'Data Tables',
  ar: { label: 'جدول البيانات', plural: 'جداول البيانات', indefinite: 'جدول بيانات' },
  menu: { key: 'pricing-tables', order: 90 },
  icon: 'Table2',
  basePath: '/api/pricing/tables',
  route: '/pricing/tables',
  table: 'pricing_tables',
  fields: {
    name: title('Name'),
    description: { type: 'string', max: 2000, control: 'textarea' },
    enabled,
    columns: { type: 'string[]', help: 'The column headings, in order (the Grid tab edits them too).' },
    rows: {
      type: 'json',
      control: 'none',
      items: {
        itemLabel: 'Row',
        max: PRICING_TABLE_LIMITS.rows,
        fields: { cells: { type: 'string[]', label: 'Cells' } },
      },
    },
    translations: arabic('name', 'description'),
  },
  defaultSort: { name: 1 },
  searchFields: ['name'],
  titleField: 'name',
  access: {
    view: [P.PRICING_TABLES_VIEW],
    add: [P.PRICING_TABLE_ADD],
    update: [P.PRICING_TABLE_UPDATE],
    delete: [P.PRICING_TABLE_DELETE],
  },
  list: {
    columns: [
      { field: 'name', cell: 'title', width: 260 },
      { field: 'columns', width: 320 },
      { field: 'rows', cell: 'count' },
      { field: 'enabled', cell: 'status' },
      { field: 'updatedAt' },
    ],
    filters: [{ field: 'enabled', label: 'Status' }],
  },
  form: {
    sections: [
      { title: 'Data table', fields: ['name', 'enabled', 'description', 'columns'] },
      { title: 'Arabic', fields: ['translations'] },
    ],
  },
  // ?tab=0 opens the grid
  detailTabs: [{ key: 'pricingTableGrid', title: 'Grid' }],
  palette: { keywords: ['pricing', 'price list', 'grid', 'spreadsheet'] },
})
