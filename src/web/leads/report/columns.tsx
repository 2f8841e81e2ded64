import { ChevronRight } from 'lucide-react'
import { Link } from 'wouter'
import { formatDateTime, formatNumber } from '../../../domain/format.ts'
import { columnHeader, REPORT_COLUMNS } from '../../../domain/leads/reportCells.ts'
import { columnHelper, type LeadRow } from './tableFeatures.ts'
import { LiveSlaStage, PersonCell, PropertyProjectCell, RatingCell, StageBadge, StatusTag, YesNo } from './cells.tsx'
import { t } from '../../../domain/i18n/index.ts'
import { valueLabel } from '../../../domain/i18n/values.ts'

export const detailHref = (id: string, ref = '/reports/leads') =>
  `/reports/leads/${id}?tab=0&refresh=0&ref=${encodeURIComponent(ref)}`
export const updateHref = (id: string, ref = '/reports/leads') =>
  `/reports/leads/${id}/update?ref=${encodeURIComponent(ref)}&tab=2&refresh=1`

const header = (id: string) => REPORT_COLUMNS.find((c) => c.id === id)!.header
export { columnHeader }
/** A text cell; an empty one renders nothing and the row draws its '—' (LeadsTableRow: no element per empty cell). */
const text = (v: string | null | undefined) => v || null

/** Width in px of each data column (the header texts of spec 2 §2, in its order); at least its header's (headerWidth). */
const SIZES: Record<string, number> = {
  dataSourceCreatedAt: 178, // an Arabic date and time is wider than 'Nov 24, 2026, 4:43 PM'
  sourceDataId: 120,
  leadID: 84,
  contactType: 84,
  source: 120,
  sourceChannel: 116,
  location: 130,
  status: 86,
  stage: 130,
  agent: 140,
  office: 120,
  manager: 130,
  market: 86,
  propertyProject: 150,
  campaignName: 170,
  projectDeveloper: 140,
  leadSLAStage: 136,
  isClaimedFromPool: 74,
  isAssignedFromLeadPool: 96,
  isContacted: 84,
  rating: 70,
  creator: 120,
  updatedBy: 130,
}

const cellFor: Record<string, (l: LeadRow) => React.ReactNode> = {
  dataSourceCreatedAt: (l) => (
    <span className="tabular-nums text-slate-600">{formatDateTime(l.dataSourceCreatedAt)}</span>
  ),
  sourceDataId: (l) => text(l.sourceDataId),
  leadID: (l) => (
    <Link
      href={detailHref(l._id)}
      className="font-medium text-brand tabular-nums hover:underline"
      data-testid="lead-detail-link"
    >
      {l.leadID}
    </Link>
  ),
  contactType: (l) => text(valueLabel('contactType', l.contactType)),
  source: (l) => text(valueLabel('source', l.source)),
  sourceChannel: (l) => text(valueLabel('sourceChannel', l.sourceChannel)),
  location: (l) => text(l.location),
  status: (l) => <StatusTag status={l.status} />,
  stage: (l) => <StageBadge stage={l.stage} />,
  agent: (l) => text(l.agent?.name),
  office: (l) => text(l.agent?.officeName),
  manager: (l) => text(l.agent?.reportedTo?.name),
  market: (l) => <span className="text-slate-700">{valueLabel('market', l.market)}</span>,
  propertyProject: (l) => <PropertyProjectCell lead={l} />,
  campaignName: (l) => text(l.project?.campaignName),
  projectDeveloper: (l) => text(l.project?.developer?.name),
  leadSLAStage: (l) => <LiveSlaStage lead={l} />,
  isClaimedFromPool: (l) => <YesNo value={l.isClaimedFromPool} />,
  isAssignedFromLeadPool: (l) => <YesNo value={l.isAssignedFromLeadPool} />,
  isContacted: (l) => <YesNo value={l.isContacted} />,
  rating: (l) => <RatingCell review={l.review} />,
  creator: (l) => <PersonCell person={l.creator} />,
  updatedBy: (l) => <PersonCell person={l.updatedBy} />,
}

const HEADER_FONT = { size: 11, weight: 600, tracking: 0.025 } // the header row's text-[11px] font-semibold tracking-wide
/** Padding (px-2) and the sort arrow (size-3, gap-1) beside a header's text, plus a pixel of rounding. */
const HEADER_EXTRA = 16 + 12 + 4 + 1
let measure: OffscreenCanvasRenderingContext2D | null | undefined

/**
 * The width a column needs for its header in capitals to show whole (no "CLAI…"): measured in the page's
 * font, once per column, so it holds whatever font the browser picks; an estimate where nothing can draw.
 */
export function headerWidth(text: string): number {
  const label = text.toUpperCase()
  if (measure === undefined)
    measure = typeof OffscreenCanvas === 'undefined' ? null : new OffscreenCanvas(1, 1).getContext('2d')
  const tracking = label.length * HEADER_FONT.size * HEADER_FONT.tracking
  if (!measure) return Math.ceil(label.length * HEADER_FONT.size * 0.75 + tracking) + HEADER_EXTRA
  measure.font = `${HEADER_FONT.weight} ${HEADER_FONT.size}px ${getComputedStyle(document.body).fontFamily}`
  return Math.ceil(measure.measureText(label).width + tracking) + HEADER_EXTRA
}

/**
 * The data columns, each sortable on the server when the report defines a sort field for it (an
 * accessor, the cell's text, so TanStack lets the column sort).
 */
export const dataColumns = REPORT_COLUMNS.map((c) =>
  columnHelper.accessor((l) => c.text(l, formatDateTime), {
    id: c.id,
    // a function: the header is read in the language of the render (a switch re-renders the table)
    header: () => columnHeader(c.id),
    size: Math.max(SIZES[c.id] ?? 120, headerWidth(header(c.id)), headerWidth(columnHeader(c.id))),
    enableSorting: !!c.sortField,
    enableHiding: c.id !== 'leadID',
    cell: (ctx) => cellFor[c.id](ctx.row.original),
  }),
)

/** Which columns the compact variant (inside the lead form) shows. */
export const COMPACT_COLUMNS = [
  'dataSourceCreatedAt',
  'leadID',
  'source',
  'status',
  'stage',
  'agent',
  'market',
  'propertyProject',
  'leadSLAStage',
]

export interface ColumnOptions {
  canUpdate: boolean
  selectable: boolean
  expandable: boolean
  refPath: string
}

/** Selection, expand and row-link columns around the data columns. */
export function buildColumns(o: ColumnOptions) {
  const lead = columnHelper.display({
    id: 'lead',
    // named for screen readers (a header cell without text fails axe's empty-table-header)
    header: () => <span className="sr-only">{t('report.selectColumn')}</span>,
    size: (o.selectable ? 28 : 0) + (o.expandable ? 24 : 0) + 8,
    enableSorting: false,
    enableHiding: false,
    cell: ({ row }) => (
      <span className="flex h-full items-center gap-1" style={{ paddingInlineStart: row.depth * 12 }}>
        {o.selectable && row.depth === 0 && (
          <input
            type="checkbox"
            aria-label={t('report.selectLead', { id: row.original.leadID })}
            className="size-3.5 accent-brand"
            checked={row.getIsSelected()}
            onChange={row.getToggleSelectedHandler()}
            onClick={(e) => e.stopPropagation()}
            tabIndex={-1}
          />
        )}
        {o.expandable && row.getCanExpand() && (
          <button
            type="button"
            tabIndex={-1}
            aria-label={
              row.getIsExpanded()
                ? t('report.collapseChildren')
                : t('report.expandChildren', {
                    count: row.original.childCount,
                    n: formatNumber(row.original.childCount),
                  })
            }
            aria-expanded={row.getIsExpanded()}
            data-testid="expand-row"
            onClick={(e) => {
              e.stopPropagation()
              row.toggleExpanded()
            }}
            className="rounded p-0.5 text-slate-500 hover:bg-slate-200 hover:text-slate-800"
          >
            <ChevronRight
              className={`size-3.5 transition-transform rtl:-scale-x-100 ${row.getIsExpanded() ? 'rotate-90 rtl:-rotate-90' : ''}`}
              aria-hidden
            />
          </button>
        )}
      </span>
    ),
  })
  const links = columnHelper.display({
    id: 'links',
    header: () => <span className="sr-only">{t('report.linksColumn')}</span>,
    size: 56,
    enableSorting: false,
    enableHiding: false,
    cell: ({ row }) => (
      // icons as masks (index.css): one element per link, rows enter on every scroll frame
      <span className="flex h-full items-center gap-2.5 px-0.5">
        {o.canUpdate && row.depth === 0 && (
          // biome-ignore lint/a11y/useAnchorContent: an icon link named by aria-label (one element a link: rows render on every scroll frame)
          <a
            href={updateHref(row.original._id, o.refPath)}
            target="_blank"
            rel="noreferrer"
            title={t('report.updateLeadNewTab')}
            aria-label={t('report.updateLead', { id: row.original.leadID })}
            data-testid="update-lead-link"
            className="icon-pencil-line size-3.5 text-slate-500 hover:text-brand"
            tabIndex={-1}
          />
        )}
        <Link
          href={detailHref(row.original._id, o.refPath)}
          title={t('report.leadDetail')}
          aria-label={t('report.openLead', { id: row.original.leadID })}
          className="icon-external-link size-3.5 text-slate-500 hover:text-brand"
          tabIndex={-1}
        />
      </span>
    ),
  })
  // Beyond the spec's 23 columns: whose lead it is, pinned beside the Lead ID (not in the export)
  const customer = columnHelper.accessor((l) => l.customer?.fullName ?? '', {
    id: 'customer',
    header: () => t('report.columns.customer'),
    size: 170,
    enableSorting: false,
    enableHiding: false,
    cell: (ctx) => text(ctx.row.original.customer?.fullName),
  })
  // first of the scrolled columns where it is not pinned (a narrow table)
  return columnHelper.columns([lead, customer, ...dataColumns, links])
}
