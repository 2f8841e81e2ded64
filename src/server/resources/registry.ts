import { customers } from './defs/customers.ts'
import { leads } from './defs/leads.ts'
import { storage } from './defs/storage.ts'
import { teamMembers } from './defs/teamMembers.ts'
import { users } from './defs/users.ts'
import { developers, listings, projects } from '../../domain/resources/index.ts'
import type { ResourceDef } from './types.ts'

/** Every resource definition by name; relations name their target here. */
export const resourceDefs: Record<string, ResourceDef> = { customers, teamMembers, developers, listings, projects, leads, storage, users }

export function getDef(name: string): ResourceDef {
  const def = resourceDefs[name]
  if (!def) throw new Error(`Unknown resource definition '${name}'`)
  return def
}
