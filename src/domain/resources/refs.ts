import type { RefTarget } from './types.ts'

/** Related records of resources whose screens are not declared here (yet): team members and stored files. */
export const AGENT_REF: RefTarget = { target: 'teamMembers', path: '/api/teams/members', show: 'name' }
export const FILE_REF: RefTarget = { target: 'storage', path: '/api/storage', show: 'name' }
