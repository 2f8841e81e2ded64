import { RESOURCES } from '../../domain/resources/index.ts'
import { agentReviews } from '../teams/reviewsDef.ts'
import { leads } from './defs/leads.ts'
import { roles } from './defs/roles.ts'
import { storage } from './defs/storage.ts'
import type { Declaration } from './types.ts'

/**
 * Every resource as declared, without its server behaviour: the declared resources (src/domain/resources,
 * shared with the console) and the server-only definitions. What reads only their names, tables and fields
 * (the activity log's labels) reads these; the generic API reads the registry's joined definitions.
 */
export const DECLARATIONS: readonly Declaration[] = [leads, storage, roles, agentReviews, ...RESOURCES]
