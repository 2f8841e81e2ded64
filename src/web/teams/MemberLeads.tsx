import { useMemo } from 'react'
import { EmbeddedLeadsList } from '../leads/report/EmbeddedLeadsList.tsx'
import type { DetailTabProps } from '../resources/detailTabs.ts'

/** A member's leads: the leads report's embedded list for their agent filter (in the caller's lead scope). */
export default function MemberLeads({ resource: r, row }: DetailTabProps) {
  const query = useMemo(() => ({ agents: [row._id] }), [row._id])
  return <EmbeddedLeadsList query={query} variant="query" label="leads of this member" refPath={`${r.route}/${row._id}?tab=leads`} />
}
