import { P } from '../../../domain/permissions.ts'
import { baseFields, baseRelations } from '../fields.ts'
import type { ResourceDef } from '../types.ts'

/** New projects (off-plan), spec 1 §3 project model. */
export const projects: ResourceDef = {
  name: 'projects',
  label: 'Project',
  basePath: '/api/properties/projects',
  table: 'projects',
  fields: {
    ...baseFields,
    name: { column: 'name', type: 'string', required: true, max: 300 },
    slug: { column: 'slug', type: 'string', max: 300 },
    enabled: { column: 'enabled', type: 'boolean' },
    translations: { column: 'translations', type: 'json' },
    developer: { column: 'developer_id', type: 'id' },
    campaignName: { column: 'campaign_name', type: 'string', max: 300 },
    country: { column: 'country', type: 'string', max: 200 },
    city: { column: 'city', type: 'string', max: 200 },
    community: { column: 'community', type: 'string', max: 200 },
    location: { column: 'location', type: 'string', max: 200 },
    startDate: { column: 'start_date', type: 'day' },
    completionDate: { column: 'completion_date', type: 'day' },
    agent: { column: 'agent_id', type: 'id' },
    minPrice: { column: 'min_price', type: 'number' },
    maxPrice: { column: 'max_price', type: 'number' },
    bedrooms: { column: 'bedrooms', type: 'integer[]' },
    propertyTypes: { column: 'property_types', type: 'string[]' },
    amenities: { column: 'amenities', type: 'string[]' },
  },
  relations: {
    ...baseRelations,
    developer: { kind: 'belongsTo', target: 'developers' },
    agent: { kind: 'belongsTo', target: 'teamMembers' },
  },
  defaultSort: { name: 1 },
  searchFields: ['name', 'campaignName', 'community', 'location'],
  display: ['name'],
  access: {
    view: [P.PROJECTS_VIEW, P.LEAD_ADD, P.LEAD_UPDATE],
    add: [P.PROJECT_ADD],
    update: [P.PROJECT_UPDATE],
    delete: [P.PROJECT_DELETE],
  },
}
