import { useMemo, useState } from 'react'
import type { ColumnVisibilityState, ExpandedState, RowSelectionState } from '@tanstack/react-table'
import { useLocation } from 'wouter'
import { REPORT_COLUMNS } from '../../../domain/leads/reportCells.ts'
import { COMPACT_COLUMNS, detailHref } from './columns.tsx'
import { EmptyState } from './EmptyState.tsx'
import { LeadsTable } from './LeadsTable.tsx'
import { ROW_HEIGHT } from './LeadsTableRow.tsx'
import { defaultView } from './reportParams.ts'
import { useLeads } from './useLeads.ts'

const compactVisibility: ColumnVisibilityState = Object.fromEntries(
  REPORT_COLUMNS.map((c) => [c.id, COMPACT_COLUMNS.includes(c.id)]),
)

/**
 * The leads list without its filter bar: the child leads under a parent lead (variant 'children'),
 * the compact variant with fewer columns for use inside the lead form (variant 'compact'), or the
 * leads a report query names (`query`, e.g. a member's: {agents: [id]}; variant 'query').
 */
export function EmbeddedLeadsList({
  parentId,
  query,
  variant = 'children',
  refPath,
  label = 'child leads',
}: {
  parentId?: string
  query?: Record<string, unknown>
  variant?: 'children' | 'compact' | 'query'
  refPath: string
  /** What the empty list names ('child leads'). */
  label?: string
}) {
  const [, navigate] = useLocation()
  const [sort, setSort] = useState<[string, 1 | -1] | null>(null)
  const [focused, setFocused] = useState(-1)
  const [selection, setSelection] = useState<RowSelectionState>({})
  const [expanded, setExpanded] = useState<ExpandedState>({})
  const view = useMemo(
    () => ({ ...defaultView(), sort, limit: 60, filters: { ...defaultView().filters, excludeTestAgents: false } }),
    [sort],
  )
  const extra = useMemo(() => query ?? { parentId }, [parentId, query])
  const leads = useLeads(view, extra)
  const height = Math.min(Math.max(leads.rows.length, 3), 10) * ROW_HEIGHT + 34
  return (
    <div
      className="flex flex-col overflow-hidden rounded-md border border-slate-200"
      style={{ height }}
      data-testid={`embedded-leads-${variant}`}
    >
      <LeadsTable
        rows={leads.rows}
        sort={sort}
        onSort={setSort}
        selection={selection}
        onSelection={setSelection}
        expanded={expanded}
        onExpanded={setExpanded}
        columnVisibility={variant === 'compact' ? compactVisibility : {}}
        focused={focused}
        onFocus={setFocused}
        onOpen={(row) => navigate(detailHref(row._id, refPath))}
        loading={leads.loading}
        canUpdate={false}
        selectable={false}
        expandable={false}
        refPath={refPath}
        empty={<EmptyState label={label} canAdd={false} error={leads.error} />}
      />
    </div>
  )
}
