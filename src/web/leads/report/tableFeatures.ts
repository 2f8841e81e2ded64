import {
  columnPinningFeature,
  columnSizingFeature,
  columnVisibilityFeature,
  createColumnHelper,
  createExpandedRowModel,
  rowExpandingFeature,
  rowPaginationFeature,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
} from '@tanstack/react-table'
import type { ColumnPinningState } from '@tanstack/react-table'
import type { LeadReportRow } from '../../../domain/leads/reportRow.ts'

/** A report row; expanded parents carry their loaded child leads as subRows. */
export type LeadRow = LeadReportRow & { subRows?: LeadRow[] }

/**
 * The report table's features: server-side sorting (manual), selection, expanding parents into their
 * child leads, column visibility chosen by the user, fixed column sizes, the row's identity and actions
 * pinned; paging is the server's.
 */
export const features = tableFeatures({
  rowSortingFeature,
  rowSelectionFeature,
  rowExpandingFeature,
  // pagination happens on the server (manualPagination); expanded children stay under their parent
  rowPaginationFeature,
  columnVisibilityFeature,
  columnSizingFeature,
  columnPinningFeature,
  expandedRowModel: createExpandedRowModel(),
})

export const columnHelper = createColumnHelper<typeof features, LeadRow>()

/**
 * Columns that stay in view while the table scrolls sideways: selection, Lead ID and the customer's
 * name on the left (which lead a row is), the row links on the right.
 */
export const PINNED_COLUMNS: ColumnPinningState = { start: ['lead', 'leadID', 'customer'], end: ['links'] }

/**
 * A table narrower than this (a phone, beside the split pane) pins only the selection and the Lead ID:
 * the customer and the row links would leave the scrolled columns almost no room.
 */
export const NARROW_TABLE = 720
export const NARROW_PINNED_COLUMNS: ColumnPinningState = { start: ['lead', 'leadID'], end: [] }
