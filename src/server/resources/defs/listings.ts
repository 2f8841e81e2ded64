import { P } from '../../../domain/permissions.ts'
import { baseFields, baseRelations } from '../fields.ts'
import type { ResourceDef } from '../types.ts'

export const listings: ResourceDef = {
  name: 'listings',
  label: 'Listing',
  basePath: '/api/properties/listings',
  table: 'listings',
  fields: {
    ...baseFields,
    reference: { column: 'reference', type: 'string', required: true, max: 100 },
    title: { column: 'title', type: 'string', max: 500 },
    purpose: { column: 'purpose', type: 'string', enum: ['sale', 'rent'] },
    propertyType: { column: 'property_type', type: 'string', max: 100 },
    price: { column: 'price', type: 'number' },
    bedrooms: { column: 'bedrooms', type: 'integer' },
    bathrooms: { column: 'bathrooms', type: 'integer' },
    size: { column: 'size_sqft', type: 'number' },
    amenities: { column: 'amenities', type: 'string[]' },
    country: { column: 'country', type: 'string', max: 200 },
    city: { column: 'city', type: 'string', max: 200 },
    community: { column: 'community', type: 'string', max: 200 },
    location: { column: 'location', type: 'string', max: 200 },
    subLocation: { column: 'sub_location', type: 'string', max: 200 },
    agent: { column: 'agent_id', type: 'id' },
    enabled: { column: 'enabled', type: 'boolean' },
  },
  relations: { ...baseRelations, agent: { kind: 'belongsTo', target: 'teamMembers' } },
  defaultSort: { createdAt: -1 },
  searchFields: ['reference', 'title', 'community', 'location'],
  display: ['reference', 'title'],
  access: {
    view: [P.LISTINGS_VIEW, P.LEAD_ADD, P.LEAD_UPDATE],
    add: [P.LISTING_ADD],
    update: [P.LISTING_UPDATE],
    delete: [P.LISTING_DELETE],
  },
}
