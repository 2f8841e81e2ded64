import { useMemo } from 'react'
import { t } from '../../domain/i18n/index.ts'
import { EmbeddedLeadsList } from '../leads/report/EmbeddedLeadsList.tsx'
import type { DetailTabProps } from '../resources/detailProps.ts'

/** A project's leads: the leads report's embedded list for its project filter (in the caller's lead scope). */
export default function ProjectLeads({ resource: r, row }: DetailTabProps) {
  const query = useMemo(() => ({ projects: [row._id] }), [row._id])
  return (
    <EmbeddedLeadsList
      query={query}
      variant="query"
      label={t('teams.projectLeads')}
      refPath={`${r.route}/${row._id}?tab=0`}
    />
  )
}
