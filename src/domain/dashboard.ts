import type { LeadScope } from './leads/scope.ts'

/** The dashboard's figures (GET /api/dashboard/stats), each a link into the leads report. */
export interface DashboardFigure {
  key: 'open' | 'leavingInitialSla' | 'leadPool' | 'newToday'
  label: string
  value: number
  /** /reports/leads with the report's own query parameters (status, slaStage, slaEndsWithin, datePreset). */
  href: string
}

/** One figure of the caller's own agenda, linked to their follow-ups page. */
export interface AgendaFigure {
  value: number
  href: string
}

export interface DashboardStats {
  /** Whose leads the figures count: the caller's lead scope (leads/scope.ts), which the report applies too. */
  scope: LeadScope
  figures: DashboardFigure[]
  /** The caller's own overdue follow-ups and viewings today, whatever their scope. */
  agenda: { overdueFollowUps: AgendaFigure; viewingsToday: AgendaFigure }
}

/** The leads report URL of a figure's query: the server limits both to the caller's lead scope. */
export function dashboardLink(query: Record<string, string>): string {
  return `/reports/leads?${new URLSearchParams(query).toString()}`
}
