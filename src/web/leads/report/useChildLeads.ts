import { useEffect, useRef, useState } from 'react'
import type { LeadReportRow } from '../../../domain/leads/reportRow.ts'
import { api } from '../../lib/http.ts'

/** Child leads of the expanded parents, loaded once per parent on first expansion. */
export function useChildLeads(expandedIds: string[]): Record<string, LeadReportRow[]> {
  const [children, setChildren] = useState<Record<string, LeadReportRow[]>>({})
  const requested = useRef(new Set<string>())
  useEffect(() => {
    for (const id of expandedIds) {
      if (requested.current.has(id)) continue
      requested.current.add(id)
      api
        .get<{ data: LeadReportRow[] }>('/api/properties/leads', {
          filter: { limit: 60, query: { parentId: id, excludeTestAgents: false } },
        })
        .then((res) => setChildren((c) => ({ ...c, [id]: res.data })))
        .catch(() => requested.current.delete(id))
    }
  }, [expandedIds])
  return children
}
