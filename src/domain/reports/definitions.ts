import { P } from '../permissions.ts'
import { AGENT_FIGURE_COLUMNS } from './agentFigures.ts'
import type { ReportColumn } from './columns.ts'
import { FUNNEL_STAGES } from './stages.ts'

/** The input source of leads that come from a property portal (Property Finder, Bayut, Dubizzle: their source). */
export const PORTAL_INPUT_SOURCE = 'Portal'

/** Response-time and acceptance figures of a group of leads (Portal Leads' tables). */
export const RESPONSE_COLUMNS: ReportColumn[] = [
  { key: 'received', label: 'Leads', kind: 'count', drill: {} },
  { key: 'acceptedInInitial', label: 'Accepted in SLA', kind: 'count', drill: { acceptedInInitial: true } },
  {
    key: 'acceptedPct',
    label: 'Accepted in SLA %',
    kind: 'percent',
    drill: { acceptedInInitial: true },
    pct: { part: 'acceptedInInitial', whole: 'received' },
  },
  { key: 'contacted', label: 'Contacted', kind: 'count', drill: { contacted: true } },
  { key: 'medianFirstResponse', label: 'Median first response', kind: 'minutes' },
  { key: 'p90FirstResponse', label: 'p90 first response', kind: 'minutes' },
]

/** The funnel's stage counts of a group of leads (the sales funnel's tables by source, channel, campaign). */
export const FUNNEL_COLUMNS: ReportColumn[] = [
  { key: 'received', label: 'Leads', kind: 'count', drill: {} },
  ...FUNNEL_STAGES.slice(1).map(
    (s): ReportColumn => ({ key: `reached${s}`, label: s, kind: 'count', drill: { reachedStage: [s] } }),
  ),
  {
    key: 'dealPct',
    label: 'Lead to deal %',
    kind: 'percent',
    drill: { reachedStage: ['Deal'] },
    pct: { part: 'reachedDeal', whole: 'received' },
  },
]

/**
 * The CRM reports: route, API, the spec 2 §6 key that opens each (menu.ts names the same), and
 * the CSV's columns after the row's name. The sales funnel is read with the leads report's key.
 */
export const REPORTS = {
  brokers: {
    title: 'Brokers',
    route: '/reports/better-agent',
    api: '/api/reports/better-agent',
    permissions: [P.BETTER_AGENT_REPORT_VIEW],
    columns: AGENT_FIGURE_COLUMNS,
  },
  managers: {
    title: 'Managers',
    route: '/reports/managers',
    api: '/api/reports/managers',
    permissions: [P.MANAGERS_REPORT_VIEW],
    columns: AGENT_FIGURE_COLUMNS,
  },
  offices: {
    title: 'Offices',
    route: '/reports/office-war',
    api: '/api/reports/office-war',
    permissions: [P.OFFICEWAR_REPORT_VIEW],
    columns: AGENT_FIGURE_COLUMNS,
  },
  portalLeads: {
    title: 'Portal Leads',
    route: '/reports/portal-leads',
    api: '/api/reports/portal-leads',
    permissions: [P.PORTAL_LEADS_REPORT_VIEW],
    columns: RESPONSE_COLUMNS,
  },
  salesFunnel: {
    title: 'Sales Funnel',
    route: '/reports/sales-funnel',
    api: '/api/properties/leads/sales-funnel/report',
    permissions: [P.LEADS_REPORT_VIEW],
    columns: FUNNEL_COLUMNS,
  },
  activities: {
    title: 'Activities',
    route: '/reports/activities',
    api: '/api/reports/activities',
    permissions: [P.VIEWING_REPORT_VIEW],
    columns: [] as ReportColumn[],
  },
  reviews: {
    title: 'Qualification Reviews',
    route: '/reports/leads-review',
    api: '/api/reports/leads-review',
    permissions: [P.LEAD_REVIEWS_REPORT_VIEW, P.VIEWING_REVIEWS_REPORT_VIEW],
    columns: [] as ReportColumn[],
  },
  rera: {
    title: 'RERA Report',
    route: '/reports/rera-report',
    api: '/api/reports/rera-report',
    permissions: [P.RERA_REPORT_VIEW],
    columns: [] as ReportColumn[],
  },
} as const
export type ReportName = keyof typeof REPORTS
