import { P } from '../permissions.ts'
import { defineResource } from './define.ts'

/** Departments of the agency (/teams/departments): a member belongs to one (spec 2 §3: department name, translations). */
export const departments = defineResource({
  name: 'departments',
  label: 'Department',
  plural: 'Departments',
  ar: { label: 'القسم', plural: 'الأقسام', indefinite: 'قسم' },
  menu: { key: 'departments', group: 'teams', order: 20, permission: [P.DEPARTMENTS_VIEW] },
  icon: 'Network',
  basePath: '/api/teams/departments',
  route: '/teams/departments',
  table: 'departments',
  fields: {
    name: { type: 'string', required: true, max: 200, unique: true },
    description: { type: 'string', max: 5000, control: 'textarea' },
    translations: { type: 'json', control: 'none', notNull: true },
    enabled: { type: 'boolean' },
  },
  defaultSort: { name: 1 },
  searchFields: ['name'],
  titleField: 'name',
  // the member pickers and cells show a department's name to whoever may read members
  access: {
    view: [P.DEPARTMENTS_VIEW, P.MEMBERS_VIEW],
    add: [P.DEPARTMENT_ADD],
    update: [P.DEPARTMENT_UPDATE],
    delete: [P.DEPARTMENT_DELETE],
  },
  list: {
    columns: [
      { field: 'name', cell: 'title' },
      { field: 'description', width: 320 },
      { field: 'enabled', cell: 'status' },
      { field: 'createdAt', hidden: true },
    ],
    filters: [{ field: 'enabled', label: 'Status' }],
  },
  form: { sections: [{ title: 'Department', fields: ['name', 'description', 'enabled'] }] },
  related: [{ resource: 'teamMembers', field: 'department', title: 'Members' }],
  palette: { keywords: ['team', 'division'] },
})
