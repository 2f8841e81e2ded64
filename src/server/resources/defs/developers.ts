import { P } from '../../../domain/permissions.ts'
import { baseFields, baseRelations } from '../fields.ts'
import type { ResourceDef } from '../types.ts'

export const developers: ResourceDef = {
  name: 'developers',
  label: 'Developer',
  basePath: '/api/developers',
  table: 'developers',
  fields: {
    ...baseFields,
    name: { column: 'name', type: 'string', required: true, max: 200 },
    slug: { column: 'slug', type: 'string', max: 200 },
    enabled: { column: 'enabled', type: 'boolean' },
    logoUrl: { column: 'logo_url', type: 'string', max: 2000 },
    description: { column: 'description', type: 'string', max: 20000 },
  },
  relations: { ...baseRelations },
  defaultSort: { name: 1 },
  searchFields: ['name', 'slug'],
  display: ['name'],
  access: {
    view: [P.DEVELOPERS_VIEW, P.PROJECTS_VIEW, P.LEAD_ADD, P.LEAD_UPDATE],
    add: [P.DEVELOPER_ADD],
    update: [P.DEVELOPER_UPDATE],
    delete: [P.DEVELOPER_DELETE],
  },
}
