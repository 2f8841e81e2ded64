import type { ResourceDef } from '../types.ts'

/** Console users as populated into creator/updatedBy: names only, never e-mail or password hash. Not routed. */
export const users: ResourceDef = {
  name: 'users',
  label: 'User',
  table: 'users',
  tenant: false,
  fields: {
    _id: { column: 'id', type: 'id', readOnly: true },
    fullName: { sql: `trim(first_name || ' ' || last_name)`, type: 'string', readOnly: true },
    firstName: { column: 'first_name', type: 'string', readOnly: true },
    lastName: { column: 'last_name', type: 'string', readOnly: true },
  },
  defaultSort: { fullName: 1 },
}
