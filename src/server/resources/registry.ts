import { leads } from './defs/leads.ts'
import { storage } from './defs/storage.ts'
import { roles } from './defs/roles.ts'
import { agentReviews } from '../teams/reviewsDef.ts'
import { RESOURCES } from '../../domain/resources/index.ts'
import type { ResourceDef } from './types.ts'
import { withRecordNames } from '../audit/recordNames.ts'

/**
 * Every resource definition by name; relations name their target here. The declared resources
 * (src/domain/resources, shared with the console) join the server-only definitions.
 */
export const resourceDefs: Record<string, ResourceDef> = withRecordNames({
  leads,
  storage,
  roles,
  agentReviews,
  ...Object.fromEntries(RESOURCES.map((r) => [r.name, r])),
})

export function getDef(name: string): ResourceDef {
  const def = resourceDefs[name]
  if (!def) throw new Error(`Unknown resource definition '${name}'`)
  return def
}
