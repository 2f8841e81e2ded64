import type { LeadScope } from '../../domain/leads/scope.ts'

/** A role as the matrix of /admin/user-roles reads it (src/server/admin/roles.ts). */
export interface AdminRole {
  _id: string
  code: string
  name: string
  permissions: string[]
  leadScope: LeadScope
  users: number
}
