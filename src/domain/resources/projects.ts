import { P } from '../permissions.ts'
import { defineResource, refTo } from './define.ts'
import { developers } from './developers.ts'
import { AGENT_REF } from './refs.ts'

const dict = (name: string) => `/api/properties/listings/${name}`

/** New (off-plan) projects, spec 1 §3 project model (/properties/projects). */
export const projects = defineResource({
  name: 'projects',
  label: 'Project',
  plural: 'New Projects',
  icon: 'Building2',
  basePath: '/api/properties/projects',
  route: '/properties/projects',
  table: 'projects',
  fields: {
    name: { type: 'string', required: true, max: 300 },
    slug: { type: 'string', max: 300 },
    enabled: { type: 'boolean' },
    translations: { type: 'json', control: 'none' },
    developer: { column: 'developer_id', type: 'id', ref: refTo(developers) },
    campaignName: { type: 'string', max: 300 },
    country: { type: 'string', max: 200, control: 'dictionary', dictionary: dict('countries') },
    city: { type: 'string', max: 200, control: 'dictionary', dictionary: dict('cities') },
    community: { type: 'string', max: 200, control: 'dictionary', dictionary: dict('communities') },
    location: { type: 'string', max: 200, control: 'dictionary', dictionary: dict('locations') },
    startDate: { type: 'day' },
    completionDate: { type: 'day' },
    agent: { column: 'agent_id', type: 'id', ref: AGENT_REF },
    minPrice: { type: 'number', min: 0, control: 'money' },
    maxPrice: { type: 'number', min: 0, control: 'money' },
    bedrooms: { type: 'integer[]' },
    propertyTypes: { type: 'string[]', dictionary: dict('property-types'), label: 'Unit Types' },
    amenities: { type: 'string[]', dictionary: dict('amenities') },
  },
  defaultSort: { name: 1 },
  searchFields: ['name', 'campaignName', 'community', 'location'],
  titleField: 'name',
  subtitleFields: ['developer', 'campaignName'],
  access: {
    view: [P.PROJECTS_VIEW, P.LEAD_ADD, P.LEAD_UPDATE],
    add: [P.PROJECT_ADD],
    update: [P.PROJECT_UPDATE],
    delete: [P.PROJECT_DELETE],
  },
  list: {
    columns: [
      { field: 'name', cell: 'title' },
      { field: 'developer' },
      { field: 'campaignName' },
      { field: 'community' },
      { field: 'startDate' },
      { field: 'completionDate' },
      { field: 'minPrice', hidden: true },
      { field: 'maxPrice', hidden: true },
      { field: 'agent' },
      { field: 'enabled', cell: 'status' },
    ],
    filters: [{ field: 'developer' }, { field: 'agent' }, { field: 'enabled', label: 'Enabled' }],
    populate: ['developer', 'agent'],
  },
  form: {
    sections: [
      { title: 'Project', fields: ['name', 'slug', 'developer', 'campaignName', 'agent', 'enabled'] },
      { title: 'Location', fields: ['country', 'city', 'community', 'location'] },
      { title: 'Dates and prices', fields: ['startDate', 'completionDate', 'minPrice', 'maxPrice'] },
      { title: 'Units', fields: ['bedrooms', 'propertyTypes', 'amenities'] },
    ],
  },
  palette: { keywords: ['off plan', 'new project'] },
})
