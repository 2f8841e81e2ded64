import { P } from '../permissions.ts'
import { defineResource } from './define.ts'

/** Groups of members (/teams/groups), e.g. Sales, Leasing, Off Plan: a member is in any number of them. */
export const groups = defineResource({
  name: 'groups',
  label: 'Group',
  plural: 'Groups',
  ar: { label: 'المجموعة', plural: 'المجموعات', indefinite: 'مجموعة' },
  menu: { key: 'groups', group: 'teams', order: 30, permission: [P.GROUPS_VIEW] },
  icon: 'UsersRound',
  basePath: '/api/teams/groups',
  route: '/teams/groups',
  table: 'team_groups',
  fields: {
    name: { type: 'string', required: true, max: 200, unique: true },
    description: { type: 'string', max: 5000, control: 'textarea' },
    enabled: { type: 'boolean' },
  },
  defaultSort: { name: 1 },
  searchFields: ['name'],
  titleField: 'name',
  access: {
    view: [P.GROUPS_VIEW, P.MEMBERS_VIEW],
    add: [P.GROUP_ADD],
    update: [P.GROUP_UPDATE],
    delete: [P.GROUP_DELETE],
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
  form: { sections: [{ title: 'Group', fields: ['name', 'description', 'enabled'] }] },
  related: [{ resource: 'teamMembers', field: 'group', title: 'Members' }],
  palette: { keywords: ['team'] },
})
