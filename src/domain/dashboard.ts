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

/** The leads report URL for a figure, limited to the agent for 'own' figures. */
export function dashboardLink(query: Record<string, string>, agentId: string | null): string {
  const q = new URLSearchParams(query)
  if (agentId) q.set('agents', agentId)
  return `/reports/leads?${q.toString()}`
}
