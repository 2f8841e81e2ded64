import type { z } from 'zod'
import { admin as en } from '../i18n/en/admin.ts'
import { schemaText, say } from '../i18n/schemaTexts.ts'
import { TEXT_MAX } from '../input.ts'
import { LEAD_SCOPES, type LeadScope } from '../leads/scope.ts'
import { grantableKeys } from '../permissionAreas.ts'
import { writeSchemas } from '../resources/schema.ts'
import type { FieldDef, FormSection, ResourceCheck } from '../resources/types.ts'

/**
 * The role form of /admin/user-roles, declared in the resources' field language: its name, lead scope and the
 * keys of the matrix it holds, the matrix being a control of the console's registry (`permissionMatrix`). The
 * API (server/admin/roles.ts) and the page check it with the same derived schema.
 */
export const roleForm: {
  fields: Record<string, FieldDef>
  checks: readonly ResourceCheck[]
  form: { sections: readonly FormSection[] }
} = {
  fields: {
    name: { type: 'string', required: true, max: TEXT_MAX.name, writable: true },
    leadScope: {
      type: 'string',
      required: true,
      enum: LEAD_SCOPES,
      // the API's refusal of a wider scope names the scope by the same words
      enumLabels: en.roles.scope,
      control: 'radio',
      label: 'Lead scope',
      formLabel: 'Leads its users see',
      writable: true,
    },
    permissions: { type: 'string[]', required: true, component: 'permissionMatrix', writable: true },
  },
  checks: [
    {
      fields: ['permissions'],
      test: (v) =>
        (v.permissions as string[]).every((key) => grantableKeys().includes(key))
          ? null
          : { path: 'permissions', message: schemaText('role.permissionsKeys') },
    },
  ],
  form: {
    sections: [
      { title: 'Role', fields: ['name', 'leadScope'] },
      { title: 'Permissions', fields: ['permissions'] },
    ],
  },
}

/** A role as the form and the API write it. */
export interface RoleInput {
  name: string
  permissions: string[]
  leadScope: LeadScope
}

const schemas = writeSchemas(roleForm)
// the derived schemas, typed as the values their fields declare
export const roleSchema = schemas.create as unknown as z.ZodType<RoleInput>
export const roleUpdateSchema = schemas.update.refine(
  (b) => Object.values(b).some((v) => v !== undefined),
  say('nothingToUpdate'),
) as unknown as z.ZodType<Partial<RoleInput>>

/** A role's code from its name: 'Sales Lead' → 'SALES_LEAD' (codes are unique; the API adds a number when taken). */
export const roleCode = (name: string) =>
  name
    .trim()
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 60) || 'ROLE'
