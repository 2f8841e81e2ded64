import { z } from 'zod'
import { say } from '../i18n/schemaTexts.ts'
import { text, TEXT_MAX } from '../input.ts'
import { LEAD_SCOPES } from '../leads/scope.ts'
import { grantableKeys } from '../permissionAreas.ts'

/** The role form of /admin/user-roles: its name, the keys of the matrix it holds and its lead scope. */
export const roleSchema = z.object({
  name: text(TEXT_MAX.name, 'Name').trim().min(1, say('nameRequired')),
  permissions: z
    .array(z.string().max(100), say('role.permissionsList'))
    .max(500)
    .refine((keys) => keys.every((key) => grantableKeys().includes(key)), say('role.permissionsKeys')),
  leadScope: z.enum(LEAD_SCOPES, say('role.leadScope')),
})
export type RoleInput = z.infer<typeof roleSchema>

export const roleUpdateSchema = roleSchema
  .partial()
  .refine((b) => Object.values(b).some((v) => v !== undefined), say('nothingToUpdate'))

/** A role's code from its name: 'Sales Lead' → 'SALES_LEAD' (codes are unique; the API adds a number when taken). */
export const roleCode = (name: string) =>
  name
    .trim()
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 60) || 'ROLE'
