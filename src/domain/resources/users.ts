import { P } from '../permissions.ts'
import { TEXT_MAX } from '../input.ts'
import { assets } from './assets.ts'
import { defineResource, refTo } from './define.ts'
import { teamMembers } from './teamMembers.ts'

const ROLE_REF = { target: 'roles', path: '/api/admin/roles', show: 'name', route: '/admin/user-roles' }

/** A user's state in words: invited (no password chosen yet), active, or disabled. */
export const USER_STATUS = ['active', 'invited', 'disabled'] as const

/**
 * /admin/users: who may sign in, with which role, in which assets, as which team member; super access
 * only. Not a tenant table (a user spans assets). Writes are the admin area's own routes
 * (server/admin/users.ts), validated with this declaration's schema: an invite mails a set-password link,
 * assets live in user_assets, the team member is the user's agent record in one of their assets. A user
 * is never deleted once they signed in (their history keeps its author): they are disabled; only a
 * pending invitation is withdrawn. Enable/disable and the password reset are the page's actions.
 */
export const users = defineResource({
  name: 'users',
  label: 'User',
  plural: 'Users',
  ar: { label: 'المستخدم', plural: 'المستخدمون', indefinite: 'مستخدم' },
  menu: { key: 'admin-users', group: 'admin', order: 40 },
  icon: 'UserCog',
  basePath: '/api/admin/users',
  route: '/admin/users',
  table: 'users',
  tenant: false,
  fields: {
    _id: { column: 'id', type: 'id', readOnly: true, label: 'ID' },
    fullName: { computed: true, type: 'string', readOnly: true, label: 'Name' },
    email: {
      type: 'string',
      required: true,
      fixed: true,
      max: TEXT_MAX.email,
      label: 'E-mail',
      help: 'The invitation goes here, with a link to choose a password.',
      kind: 'email',
    },
    firstName: { type: 'string', required: true, max: TEXT_MAX.name, label: 'First name' },
    lastName: { type: 'string', max: TEXT_MAX.name, label: 'Last name', notNull: true },
    role: { column: 'role_id', type: 'id', required: true, ref: ROLE_REF },
    assets: {
      computed: true,
      type: 'id[]',
      writable: true,
      required: true,
      min: 1,
      ref: refTo(assets),
      sortable: false,
    },
    teamMember: {
      // the user's agent record (one per asset); the form offers the active asset's members
      computed: true,
      type: 'id',
      writable: true,
      ref: refTo(teamMembers),
      help: "The user's agent record in the active asset: their own leads start from it.",
    },
    status: {
      computed: true,
      type: 'string',
      readOnly: true,
      enum: USER_STATUS,
      enumLabels: { active: 'Active', invited: 'Invited', disabled: 'Disabled' },
    },
    enabled: { type: 'boolean', control: 'none' },
    invitePending: { type: 'boolean', readOnly: true, label: 'Invitation pending' },
    isRootUser: { type: 'boolean', readOnly: true, label: 'Root user' },
    createdAt: { column: 'created_at', type: 'date', readOnly: true, label: 'Created' },
    updatedAt: { column: 'updated_at', type: 'date', readOnly: true, label: 'Updated' },
  },
  defaultSort: { fullName: 1 },
  searchFields: ['fullName', 'email'],
  titleField: 'fullName',
  subtitleFields: ['email', 'status'],
  // populated as a record's creator or editor: others read only the name
  display: ['fullName', 'firstName', 'lastName'],
  access: { view: [P.USERS_VIEW], add: [P.USER_ADD], update: [P.USER_UPDATE], delete: [P.USER_DELETE], super: true },
  custom: { create: true, update: true, delete: true },
  list: {
    // fits 1,280 px beside the sidebar with the row buttons; Created is one click away in the column chooser
    columns: [
      { field: 'fullName', cell: 'title' },
      { field: 'email', width: 220 },
      { field: 'role', width: 120 },
      { field: 'assets', width: 180 },
      { field: 'status', cell: 'enum', width: 100 },
      { field: 'createdAt', hidden: true },
    ],
    filters: [{ field: 'status' }, { field: 'role' }, { field: 'assets' }],
    populate: ['role', 'assets'],
  },
  form: {
    sections: [
      { title: 'Person', fields: ['email', 'firstName', 'lastName'] },
      { title: 'Access', fields: ['role', 'assets', 'teamMember'] },
    ],
  },
  detailActions: ['userAccess'],
  deleteWhen: 'invitePending',
  palette: { keywords: ['invite', 'staff', 'account', 'login'] },
})
