import type { RefTarget } from './types.ts'

/** Related records named by several declarations: team members (declared in teamMembers.ts, which imports this) and stored files. */
export const AGENT_REF: RefTarget = {
  target: 'teamMembers',
  path: '/api/teams/members',
  show: 'name',
  route: '/teams/members',
}
export const FILE_REF: RefTarget = { target: 'storage', path: '/api/storage', show: 'name' }
