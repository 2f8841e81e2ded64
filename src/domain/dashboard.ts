/** The dashboard's figures (GET /api/dashboard/stats), each a link into the leads report. */
export interface DashboardFigure {
  key: 'open' | 'leavingInitialSla' | 'leadPool' | 'newToday'
  label: string
  value: number
  /** /reports/leads with the report's own query parameters (status, slaStage, datePreset, agents). */
  href: string
}

export interface DashboardStats {
  /** 'own': the caller's team member's leads; 'asset': the whole active asset (managers, super access). */
  scope: 'own' | 'asset'
  agentId: string | null
  figures: DashboardFigure[]
}

/** A figure's report query, limited to the agent for 'own' figures: what the figure counts and links to. */
export function dashboardQuery(query: Record<string, string>, agentId: string | null): Record<string, string> {
  return agentId ? { ...query, agents: agentId } : query
}

/** The leads report URL of a figure's query. */
export function dashboardLink(query: Record<string, string>, agentId: string | null): string {
  return `/reports/leads?${new URLSearchParams(dashboardQuery(query, agentId)).toString()}`
}
