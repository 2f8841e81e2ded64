import { FileUser } from 'lucide-react'
import { P } from '../../../domain/permissions.ts'
import { RESOURCES, type Resource } from '../../../domain/resources/index.ts'
import { resourceIcon } from '../../resources/icons.ts'
import { recordSubtitle, recordTitle } from '../../resources/recordText.ts'
import { LEAD_ACTION_SOURCE } from '../../activities/paletteSource.ts'
import type { RecordSource } from './recordSource.ts'

const str = (...v: unknown[]) => v.filter((x) => x !== undefined && x !== null && x !== '').join(' · ') || undefined

/** A declared resource's records: found by its search fields, titled by its title field, opened on its page. */
const declaredSource = (r: Resource): RecordSource => ({
  key: r.name,
  group: r.plural,
  path: `${r.basePath}/search`,
  permission: r.access?.view ?? [],
  superOnly: r.access?.super,
  icon: resourceIcon(r.icon),
  filter: r.list.populate ? { populate: r.list.populate.filter((p) => r.subtitleFields?.includes(p)) } : undefined,
  title: (row) => recordTitle(r, row),
  subtitle: (row) => recordSubtitle(r, row),
  href: (row) => `${r.route}/${row._id}`,
})

export const RECORD_SOURCES: RecordSource[] = [
  {
    key: 'leads',
    group: 'Leads',
    path: '/api/properties/leads/search',
    permission: [P.LEADS_REPORT_VIEW],
    icon: FileUser,
    filter: { populate: ['customer'] },
    title: (r) => `Lead ${r.leadID ?? r.sourceDataId ?? r._id}`,
    subtitle: (r) => str(r.customer?.fullName, r.status, r.stage),
    href: (r) => `/reports/leads/${r._id}?tab=0&refresh=0&ref=dashboard`,
  },
  // a log's entries are browsed on its page, not looked for by name (its search is an IP, a message)
  ...RESOURCES.filter((r) => !r.readOnly).map(declaredSource),
  // "Log call on 10423", "viewing 10423" … open the lead with that action's dialog
  LEAD_ACTION_SOURCE,
]
