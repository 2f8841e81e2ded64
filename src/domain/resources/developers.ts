import { P } from '../permissions.ts'
import { defineResource } from './define.ts'
import { FILE_REF } from './refs.ts'

/** Developers of off-plan projects (/properties/developers). */
export const developers = defineResource({
  name: 'developers',
  label: 'Developer',
  plural: 'Developers',
  ar: { label: 'المطور', plural: 'المطورون', indefinite: 'مطور' },
  menu: { key: 'developers', group: 'crm', order: 120, permission: [P.DEVELOPERS_VIEW] },
  icon: 'HardHat',
  basePath: '/api/developers',
  route: '/properties/developers',
  table: 'developers',
  fields: {
    name: { type: 'string', required: true, max: 200 },
    slug: {
      type: 'string',
      slugFrom: 'name',
      help: 'The address on the website: made from the name when left empty.',
    },
    enabled: { type: 'boolean' },
    logo: { column: 'logo_id', type: 'id', ref: FILE_REF, control: 'image' },
    logoUrl: { type: 'string', max: 2000, label: 'Logo URL', kind: 'url' },
    description: { type: 'string', max: 20000, control: 'textarea' },
  },
  defaultSort: { name: 1 },
  searchFields: ['name', 'slug'],
  titleField: 'name',
  subtitleFields: ['slug'],
  access: {
    view: [P.DEVELOPERS_VIEW, P.PROJECTS_VIEW, P.LEAD_ADD, P.LEAD_UPDATE],
    add: [P.DEVELOPER_ADD],
    update: [P.DEVELOPER_UPDATE],
    delete: [P.DEVELOPER_DELETE],
  },
  list: {
    columns: [
      { field: 'logo' },
      { field: 'name', cell: 'title' },
      { field: 'slug' },
      { field: 'enabled', cell: 'status' },
      { field: 'createdAt' },
    ],
    filters: [{ field: 'enabled', label: 'Status' }],
    populate: ['logo'],
  },
  form: {
    sections: [
      { title: 'Developer', fields: ['name', 'slug', 'enabled'] },
      { title: 'Logo and description', fields: ['logo', 'description'] },
    ],
  },
  related: [{ resource: 'projects', field: 'developer', title: 'Projects' }],
  palette: { keywords: ['builder'] },
})
