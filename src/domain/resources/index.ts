import { customFields } from './customFields.ts'
import { departments } from './departments.ts'
import { developers } from './developers.ts'
import { groups } from './groups.ts'
import { listings } from './listings.ts'
import { projects } from './projects.ts'
import { teamMembers } from './teamMembers.ts'
import type { Resource } from './types.ts'

/**
 * Every declared resource: the server registers its API from these, the console its routes, menu
 * pages, list/form/detail screens and palette commands. Adding a resource is one file here (plus its
 * migration); see README "Adding a resource".
 */
export const RESOURCES: readonly Resource[] = [listings, developers, projects, customFields, teamMembers, departments, groups]

export { listings, developers, projects, customFields, teamMembers, departments, groups }
export type { Resource } from './types.ts'
