import { t } from '../i18n/index.ts'
import { valueLabel } from '../i18n/values.ts'
import type { LeadReportRow } from './reportRow.ts'

/**
 * The 23 columns of the leads report (spec 2 §2) with their cell rules as text, in the current language
 * (the console's words and enum values by their labels; stored data as stored). The web table renders
 * richer cells (tags, links, tooltips) for the same ids; the CSV export writes these texts.
 */
export const yesNo = (v: boolean | null | undefined) => t(v ? 'common.yes' : 'common.no')
export const personName = (p: { fullName?: string | null } | null | undefined) =>
  p?.fullName?.trim() || t('common.system')
export const hasRating = (r: LeadReportRow['review']) => r?.rating !== null && r?.rating !== undefined
export const ratingText = (r: LeadReportRow['review']) => (hasRating(r) ? String(r!.rating) : t('common.notAvailable'))
export const propertyOrProject = (l: Pick<LeadReportRow, 'listing' | 'project'>) =>
  l.listing?.reference ?? l.project?.name ?? ''

export interface ReportColumnDef {
  id: string
  header: string
  /** The API field to sort by when the column is sortable. */
  sortField?: string
  text: (lead: LeadReportRow, fmtDate: (iso: string | null) => string) => string
}

export const REPORT_COLUMNS: ReportColumnDef[] = [
  {
    id: 'dataSourceCreatedAt',
    header: 'Created At',
    sortField: 'dataSourceCreatedAt',
    text: (l, d) => d(l.dataSourceCreatedAt),
  },
  { id: 'sourceDataId', header: 'CRM ID', sortField: 'sourceDataId', text: (l) => l.sourceDataId ?? '' },
  { id: 'leadID', header: 'Lead ID', sortField: 'leadID', text: (l) => String(l.leadID) },
  {
    id: 'contactType',
    header: 'Type',
    sortField: 'contactType',
    text: (l) => valueLabel('contactType', l.contactType),
  },
  { id: 'source', header: 'Source', sortField: 'source', text: (l) => valueLabel('source', l.source) },
  {
    id: 'sourceChannel',
    header: 'Source Channel',
    sortField: 'sourceChannel',
    text: (l) => valueLabel('sourceChannel', l.sourceChannel),
  },
  { id: 'location', header: 'Location', sortField: 'location', text: (l) => l.location ?? '' },
  { id: 'status', header: 'Status', sortField: 'status', text: (l) => valueLabel('status', l.status) },
  { id: 'stage', header: 'Stage', sortField: 'stage', text: (l) => valueLabel('stage', l.stage) },
  { id: 'agent', header: 'Agent', sortField: 'agent', text: (l) => l.agent?.name ?? '' },
  { id: 'office', header: 'Office', text: (l) => l.agent?.officeName ?? '' },
  { id: 'manager', header: 'Manager', text: (l) => l.agent?.reportedTo?.name ?? '' },
  { id: 'market', header: 'Market', text: (l) => valueLabel('market', l.market) },
  { id: 'propertyProject', header: 'Property/Project', text: (l) => propertyOrProject(l) },
  { id: 'campaignName', header: 'Campaign Name (Project)', text: (l) => l.project?.campaignName ?? '' },
  { id: 'projectDeveloper', header: 'Project Developer', text: (l) => l.project?.developer?.name ?? '' },
  { id: 'leadSLAStage', header: 'SLA Stage', text: (l) => valueLabel('slaStage', l.leadSLAStage) },
  {
    id: 'isClaimedFromPool',
    header: 'Claimed',
    sortField: 'isClaimedFromPool',
    text: (l) => yesNo(l.isClaimedFromPool),
  },
  {
    id: 'isAssignedFromLeadPool',
    header: 'Pool Claimed',
    sortField: 'isAssignedFromLeadPool',
    text: (l) => yesNo(l.isAssignedFromLeadPool),
  },
  { id: 'isContacted', header: 'Contacted', sortField: 'isContacted', text: (l) => yesNo(l.isContacted) },
  { id: 'rating', header: 'Rating', sortField: 'rating', text: (l) => ratingText(l.review) },
  { id: 'creator', header: 'Created By', text: (l) => personName(l.creator) },
  { id: 'updatedBy', header: 'Last Updated By', text: (l) => personName(l.updatedBy) },
]

/** The report's sort when none is chosen (clearing a sort restores it). */
export const DEFAULT_REPORT_SORT = { dataSourceCreatedAt: -1 } as const

/** A column's header in the current language (the spec's English verbatim in English): the table's and the CSV export's. */
export const columnHeader = (id: string): string =>
  t(`report.columns.${id as 'leadID'}`, { defaultValue: REPORT_COLUMNS.find((c) => c.id === id)!.header })
