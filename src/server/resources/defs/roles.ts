import type { Declaration } from '../types.ts'

/** Roles as populated into a user's `role` (name and code); the matrix of /admin/user-roles is server/admin/roles.ts. Not routed. */
export const roles: Declaration = {
  name: 'roles',
  label: 'Role',
  table: 'roles',
  tenant: false,
  fields: {
    _id: { column: 'id', type: 'id', readOnly: true },
    name: { column: 'name', type: 'string', readOnly: true },
    code: { column: 'code', type: 'string', readOnly: true },
  },
  defaultSort: { name: 1 },
}
