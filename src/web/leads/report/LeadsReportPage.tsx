import { useCallback, useMemo, useRef, useState } from 'react'
import type { ExpandedState, RowSelectionState } from '@tanstack/react-table'
import { useAtomValue } from 'jotai'
import { X } from 'lucide-react'
import { useLocation } from 'wouter'
import { formatNumber } from '../../../domain/format.ts'
import { P } from '../../../domain/permissions.ts'
import type { PageProps } from '../../routeTypes.ts'
import { canAtom } from '../../state/session.ts'
import { LeadEditor } from '../editor/index.ts'
import { editorCommands } from '../editor/editorCommands.ts'
import { useRegisterCommands } from '../../../../commands/registry.ts'
import { BulkActionDialog, type BulkKind } from './BulkActionDialog.tsx'
import { ColumnChooser, type ColumnCommands } from '../../ui/lists/ColumnChooser.tsx'
import { columnHeader, detailHref } from './columns.tsx'
import { EmptyState } from './EmptyState.tsx'
import { ExportButton } from '../../ui/lists/ExportButton.tsx'
import { LeadFilters } from './LeadFilters.tsx'
import { LeadsTable } from './LeadsTable.tsx'
import { Pager } from '../../ui/lists/Pager.tsx'
import { toApiQuery, toApiSort, viewToParams } from './reportParams.ts'
import type { LeadRow } from './tableFeatures.ts'
import { useStoredColumns } from '../../ui/lists/useStoredColumns.ts'
import { REPORT_COLUMNS } from '../../../domain/leads/reportCells.ts'
import { useFilterOptions } from './useFilterOptions.ts'
import { useLeads } from './useLeads.ts'
import { useReportPosition } from './useReportPosition.ts'
import { REPORT_CACHE_KEY, useReportView } from './useReportView.ts'
import { usePaneNext } from './usePaneNext.ts'
import { useTriageCommands } from './useTriageCommands.ts'
import { acceptLead } from '../pool/slaActions.ts'
import { NewRowsBar } from '../../live/NewRowsBar.tsx'
import { probeLeads } from '../../live/probes.ts'
import { useLiveList } from '../../live/useLiveList.ts'
import { ViewsMenu } from '../../views/ViewsMenu.tsx'
import { useListViews } from '../../views/useListViews.ts'
import { t } from '../../../domain/i18n/index.ts'

/**
 * /reports/leads: the leads report (spec 2 §2): filters, a virtualized keyboard-driven table that
 * pages or loads continuously, export, bulk actions, and the lead editor in a split pane (?edit=id).
 */
const COLUMN_COMMANDS: ColumnCommands = { source: 'leads-columns', id: 'leads.columns', group: 'Leads report' }

const EXPORT_KEYS = [P.LEADS_REPORT_EXPORT]
const EXPORT_COMMAND = {
  source: 'leads-export',
  id: 'leads.export',
  title: 'Export leads (CSV)',
  group: 'Leads report',
  keywords: ['download', 'csv', 'excel'],
}
const exportedText = (n: number) => t('messages.exported', { count: n, n: formatNumber(n) })

export default function LeadsReportPage({ title }: PageProps) {
  const can = useAtomValue(canAtom)
  const canUpdate = can([P.LEAD_UPDATE])
  const [, navigate] = useLocation()
  const [view, setView, sp, setSp] = useReportView()
  const leads = useLeads(view)
  const [columns, setColumns] = useStoredColumns('agency.leads-report.columns')
  // in the reader's language (the tree is remounted when it changes), found by their English too
  const choosable = useMemo(
    () => REPORT_COLUMNS.map((c) => ({ id: c.id, header: columnHeader(c.id), keywords: [c.header] })),
    [],
  )
  const views = useListViews({
    list: 'leads',
    cacheKey: REPORT_CACHE_KEY,
    columns: columns as Record<string, boolean>,
    setColumns,
  })
  const [selection, setSelection] = useState<RowSelectionState>({})
  const [expanded, setExpanded] = useState<ExpandedState>({})
  const [focused, setFocused] = useState(-1)
  const [anchor, setAnchor] = useState(-1)
  const [visible, setVisible] = useState<LeadRow[]>([])
  const [bulk, setBulk] = useState<BulkKind | null>(null)
  const searchRef = useRef<HTMLInputElement>(null)
  const tableRef = useRef<HTMLDivElement>(null)
  const scrollerRef = useRef<HTMLDivElement>(null)
  const agents = useFilterOptions().agents
  const editId = sp.get('edit')

  const setEdit = (id: string | null) => {
    const next = new URLSearchParams(sp)
    if (id) next.set('edit', id)
    else next.delete('edit')
    setSp(next)
  }
  const change = (next: typeof view) => {
    setView(next)
    setFocused(-1)
    setSelection({})
  }
  const open = (row: LeadRow) => navigate(detailHref(row._id, `/reports/leads`))
  useTriageCommands({
    rows: visible,
    focused,
    setFocused,
    selection,
    setSelection,
    anchor,
    setAnchor,
    open,
    edit: (row) => setEdit(row.parentId ?? row._id),
    focusSearch: () => searchRef.current?.focus(),
    openBulk: setBulk,
    accept: (row) => void acceptLead(row._id, row.leadID).then((ok) => ok && leads.reload()),
    tableEl: useCallback(() => tableRef.current, []),
  })

  // The split pane's keys are listed in the '?' help while it is closed too (the open editor registers its own).
  useRegisterCommands('lead-editor-pane-closed', editId ? [] : editorCommands('pane', 'update', null), [!!editId])
  useReportPosition({
    view: useMemo(() => viewToParams(view).toString(), [view]),
    rows: visible,
    focused,
    setFocused,
    scroller: scrollerRef,
  })

  const paneSaved = usePaneNext({
    open: !!editId,
    rows: visible,
    focused,
    setFocused,
    openInPane: (row) => setEdit(row.parentId ?? row._id),
  })
  const selectedIds = Object.keys(selection).filter((k) => selection[k])
  const exportQuery = useMemo(
    () => ({ filter: { sort: toApiSort(view.sort), query: toApiQuery(view.filters) } }),
    [view.sort, view.filters],
  )
  const viewKey = useMemo(() => viewToParams(view).toString(), [view])
  // New leads matching the view wait behind the bar; changed ones update in place, deleted ones fade.
  const live = useLiveList({
    table: 'leads',
    key: viewKey,
    rows: leads.rows,
    total: leads.meta?.total ?? null,
    probe: (ids) => probeLeads(view, ids),
    patch: leads.patch,
    reload: () => (view.page > 1 && !view.continuous ? change({ ...view, page: 1 }) : leads.reload()),
  })
  const total = live.total

  return (
    <div className="-mb-10 flex h-[calc(100%+2.5rem)] min-h-[480px] flex-col" data-testid="leads-report">
      <div className="flex flex-wrap items-center gap-3 px-4 pt-4 pb-3">
        <div className="me-auto">
          <h1 className="text-lg font-semibold text-slate-900">{title}</h1>
          <p className="text-[13px] text-slate-500" data-testid="leads-total">
            {leads.pending
              ? t('report.loading')
              : total === null
                ? t('report.couldNotLoad')
                : t('report.total', { count: total, n: formatNumber(total) })}
            <span className="ms-3 hidden text-slate-500 lg:inline">{t('report.keysHint')}</span>
          </p>
        </div>
        {selectedIds.length > 0 && (
          <div
            className="flex items-center gap-2 rounded-md bg-teal-50 px-2.5 py-1 text-[13px] text-teal-900 ring-1 ring-teal-200"
            data-testid="selection-bar"
          >
            <span className="font-medium">{t('report.selected', { n: formatNumber(selectedIds.length) })}</span>
            {canUpdate && (
              <>
                <button
                  type="button"
                  className="rounded px-1.5 py-0.5 hover:bg-teal-100"
                  onClick={() => setBulk('agent')}
                  data-testid="bulk-agent"
                >
                  {t('report.assign')}
                </button>
                <button
                  type="button"
                  className="rounded px-1.5 py-0.5 hover:bg-teal-100"
                  onClick={() => setBulk('stage')}
                  data-testid="bulk-stage"
                >
                  {t('report.stage')}
                </button>
                <button
                  type="button"
                  className="rounded px-1.5 py-0.5 hover:bg-teal-100"
                  onClick={() => setBulk('status')}
                  data-testid="bulk-status"
                >
                  {t('report.status')}
                </button>
              </>
            )}
            <button
              type="button"
              aria-label={t('report.clearSelection')}
              className="rounded p-0.5 hover:bg-teal-100"
              onClick={() => setSelection({})}
            >
              <X className="size-3.5" aria-hidden />
            </button>
          </div>
        )}
        <ViewsMenu v={views} />
        <ColumnChooser columns={choosable} value={columns} onChange={setColumns} commands={COLUMN_COMMANDS} />
        <ExportButton
          path="/api/properties/leads/export"
          query={exportQuery}
          total={total}
          fallbackName="leads.csv"
          // exporting has its own key: viewing the report does not imply downloading it
          permission={EXPORT_KEYS}
          command={EXPORT_COMMAND}
          doneText={exportedText}
        />
      </div>
      <LeadFilters
        filters={view.filters}
        onChange={(filters) => change({ ...view, filters, page: 1 })}
        searchRef={searchRef}
      />
      {/* always there, so the table does not move by its height each time a load starts or ends */}
      <div
        className={`h-0.5 shrink-0 ${leads.loading ? 'animate-pulse bg-brand/60' : ''}`}
        aria-hidden
        data-testid={leads.loading ? 'leads-loading' : undefined}
      />
      <div className="flex min-h-0 flex-1">
        <div className="relative flex min-w-0 flex-1 flex-col" ref={tableRef}>
          <NewRowsBar count={live.newCount} label="lead" plural="leads" onShow={live.show} />
          <LeadsTable
            rows={leads.rows}
            sort={view.sort}
            onSort={(sort) => change({ ...view, sort, page: 1 })}
            selection={selection}
            onSelection={setSelection}
            expanded={expanded}
            onExpanded={setExpanded}
            columnVisibility={columns}
            focused={focused}
            onFocus={setFocused}
            onOpen={open}
            onEndReached={view.continuous ? leads.loadMore : undefined}
            onVisibleRows={setVisible}
            scrollerRef={scrollerRef}
            loading={leads.loading && !leads.error}
            canUpdate={canUpdate}
            selectable
            expandable
            refPath="/reports/leads"
            empty={<EmptyState label={t('report.emptyLabel')} canAdd={can([P.LEAD_ADD])} error={leads.error} />}
          />
          <Pager
            meta={leads.meta}
            pending={leads.pending}
            pendingText={t('report.loading')}
            noneText={t('report.none')}
            limit={view.limit}
            onPage={(page) => change({ ...view, page })}
            onLimit={(limit) => change({ ...view, limit, page: 1 })}
            mode={{
              continuous: view.continuous,
              loadedText: t('report.loadedOf', {
                count: leads.meta?.total ?? 0,
                loaded: formatNumber(leads.rows.length),
                total: formatNumber(leads.meta?.total ?? 0),
              }),
              onMode: (continuous) => change({ ...view, continuous, page: 1 }),
            }}
          />
        </div>
        {editId && (
          <aside
            className="flex w-[min(640px,50%)] shrink-0 flex-col border-s border-slate-200 bg-slate-50"
            data-testid="edit-pane"
            aria-label={t('report.leadEditor')}
          >
            <div className="min-h-0 flex-1 overflow-y-auto p-3">
              <LeadEditor
                key={editId}
                mode="update"
                variant="pane"
                leadId={editId}
                onSaved={() => {
                  leads.reload()
                  paneSaved()
                }}
                onClose={() => setEdit(null)}
              />
            </div>
          </aside>
        )}
      </div>
      <BulkActionDialog
        kind={bulk}
        ids={selectedIds}
        agents={agents}
        onClose={() => setBulk(null)}
        onDone={() => {
          setBulk(null)
          setSelection({})
          leads.reload()
        }}
      />
    </div>
  )
}
