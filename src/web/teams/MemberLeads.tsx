import { useMemo } from 'react'
import { t } from '../../domain/i18n/index.ts'
import { EmbeddedLeadsList } from '../leads/report/EmbeddedLeadsList.tsx'
import type { DetailTabProps } from '../resources/detailProps.ts'

/** A member's leads: the leads report's embedded list for their agent filter (in the caller's lead scope). */
export default function MemberLeads({ resource: r, row }: DetailTabProps) {
  const query = useMemo(() => ({ agents: [row._id] }), [row._id])
  return (
    <EmbeddedLeadsList
      query={query}
      variant="query"
      label={t('teams.memberLeads')}
      refPath={`${r.route}/${row._id}?tab=leads`}
    />
  )
}
