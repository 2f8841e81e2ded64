import { apiKeysServer } from '../apiKeys/apiKeys.server.ts'
import { assetsServer } from '../assets/assets.server.ts'
import { usersServer } from '../admin/users.server.ts'
import { activityLogsServer } from '../audit/activityLogs.server.ts'
import { careerApplicationsServer } from '../content/careerApplications.server.ts'
import { customUrlsServer } from '../content/customUrls.server.ts'
import { dataFormsServer } from '../content/forms/dataForms.server.ts'
import { enquiriesServer } from '../content/forms/enquiries.server.ts'
import { messageTemplatesServer } from '../content/outreach/messageTemplates.server.ts'
import { outreachCampaignsServer } from '../content/outreach/outreachCampaigns.server.ts'
import { pricingTablesServer } from '../content/tables/pricingTables.server.ts'
import { customersServer } from '../customers/customers.server.ts'
import { leadsServer } from '../leads/leads.server.ts'
import { listingsServer } from '../listings/listings.server.ts'
import { notificationLogsServer } from '../notifications/notificationLogs.server.ts'
import { projectsServer } from '../projects/projects.server.ts'
import { agentReviewsServer } from '../teams/agentReviews.server.ts'
import { teamMembersServer } from '../teams/teamMembers.server.ts'
import { DECLARATIONS } from './declarations.ts'
import type { ServerExtension } from './extension.ts'
import { withRecordNames } from '../audit/recordNames.ts'
import type { Declaration, FieldDef, ResourceDef } from './types.ts'

/**
 * The server extensions (src/server/<area>/<resource>.server.ts: row access, write, delete and restore
 * rules, what a row says beyond its columns, computed SQL), one per resource that has server behaviour.
 * The generic layer reads them only through the joined definitions, and an extension imports no module of
 * the generic layer, so no import circles back here.
 */
const EXTENSIONS: readonly ServerExtension[] = [
  leadsServer,
  agentReviewsServer,
  customersServer,
  listingsServer,
  projectsServer,
  teamMembersServer,
  careerApplicationsServer,
  customUrlsServer,
  dataFormsServer,
  enquiriesServer,
  pricingTablesServer,
  messageTemplatesServer,
  outreachCampaignsServer,
  usersServer,
  assetsServer,
  activityLogsServer,
  notificationLogsServer,
  apiKeysServer,
]

/** A declaration with its extension: computed fields take their SQL, the hooks ride along as `def.server`. */
function join(d: Declaration, server: ServerExtension): ResourceDef {
  const fields: Record<string, FieldDef> = Object.fromEntries(
    Object.entries(d.fields).map(([name, f]) => [name, f.computed ? { ...f, sql: server.computed?.[name] } : f]),
  )
  for (const [name, f] of Object.entries(fields))
    if (f.computed && !f.sql) throw new Error(`${d.name}.${name} is computed: its server extension gives no SQL`)
  return { ...d, fields, server }
}

function joinAll(): Record<string, ResourceDef> {
  const byName = new Map(EXTENSIONS.map((e) => [e.resource, e]))
  if (byName.size !== EXTENSIONS.length) throw new Error('Two server extensions of one resource')
  for (const name of byName.keys())
    if (!DECLARATIONS.some((d) => d.name === name)) throw new Error(`Server extension of an unknown resource '${name}'`)
  return Object.fromEntries(DECLARATIONS.map((d) => [d.name, join(d, byName.get(d.name) ?? {})]))
}

/**
 * Every resource definition by name, joined with its server extension; relations name their target here. The
 * activity log's record name reads every audited table's title field, whose SQL only the joined definitions
 * have (a customer's name is computed), so it is completed last (withRecordNames).
 */
export const resourceDefs: Record<string, ResourceDef> = withRecordNames(joinAll())

export function getDef(name: string): ResourceDef {
  const def = resourceDefs[name]
  if (!def) throw new Error(`Unknown resource definition '${name}'`)
  return def
}
