import { P } from '../permissions.ts'
import { defineResource, refTo } from './define.ts'
import { departments } from './departments.ts'
import { groups } from './groups.ts'
import { AGENT_REF, FILE_REF } from './refs.ts'

const SENSITIVE = P.VIEW_SENSITIVE_INFORMATION

/**
 * Team members: agents and managers, the whole model of spec 2 §3 (/teams/members). Rules needing the
 * database (whatsapp from a full number or code plus number, no loop of reportedTo) run in the write's
 * transaction (src/server/teams/memberRules.ts); the lead editor's agent pickers read members too.
 */
export const teamMembers = defineResource({
  name: 'teamMembers',
  label: 'Member',
  plural: 'Members',
  ar: { label: 'العضو', plural: 'الأعضاء', indefinite: 'عضو فريق' },
  menu: { key: 'members', group: 'teams', order: 10, permission: [P.MEMBERS_VIEW], keywords: ['agents', 'staff'] },
  icon: 'Contact',
  basePath: '/api/teams/members',
  route: '/teams/members',
  table: 'team_members',
  fields: {
    name: { type: 'string', required: true, max: 200 },
    officeName: { type: 'string', max: 200, label: 'Office' },
    designation: { type: 'string', max: 200 },
    type: { type: 'string', max: 100 },
    department: { column: 'department_id', type: 'id', ref: refTo(departments) },
    group: { column: 'group_ids', type: 'id[]', ref: refTo(groups), label: 'Groups' },
    reportedTo: { column: 'reported_to_id', type: 'id', ref: AGENT_REF, label: 'Reports To' },
    enabled: { type: 'boolean' },
    email: { type: 'string', permission: SENSITIVE, max: 320, kind: 'email' },
    phoneCode: { type: 'string', permission: SENSITIVE, max: 10, kind: 'dialCode' },
    phone: { type: 'string', permission: SENSITIVE, max: 40, kind: 'phone', dialCode: 'phoneCode' },
    phoneNumber: { type: 'string', permission: SENSITIVE, max: 30, label: 'Full Phone Number', kind: 'phone' },
    whatsapp: {
      type: 'string',
      permission: SENSITIVE,
      max: 40,
      label: 'WhatsApp',
      help: 'A full number (+971 50 123 4567), or leave empty and give a code and number.',
    },
    whatsappCode: { type: 'string', permission: SENSITIVE, max: 10, label: 'WhatsApp Code' },
    whatsappNumber: { type: 'string', permission: SENSITIVE, max: 30, label: 'WhatsApp Number' },
    showContactInfo: { type: 'boolean' },
    calendly: { type: 'string', max: 2000, kind: 'url' },
    contactCard: { type: 'string', max: 2000, kind: 'url' },
    isLeadProcessEnabled: { type: 'boolean', label: 'Takes Leads' },
    isEngageHero: { type: 'boolean', label: 'Engage Hero' },
    isTest: { type: 'boolean', label: 'Test Agent' },
    areas: { type: 'string[]', dictionary: '/api/properties/listings/locations' },
    averageResponseTime: { computed: true, type: 'number', readOnly: true, empty: 'N/A' },
    avatar: { column: 'avatar_id', type: 'id', ref: FILE_REF, control: 'image' },
    avatar2: { column: 'avatar2_id', type: 'id', ref: FILE_REF, control: 'image', label: 'Second Avatar' },
    brochureAvatar: { column: 'brochure_avatar_id', type: 'id', ref: FILE_REF, control: 'image' },
    photoUrl: { type: 'string', max: 2000, label: 'Photo URL', kind: 'url' },
    originalPhotoUrl: { type: 'string', max: 2000, label: 'Original Photo URL', kind: 'url' },
    description: { type: 'string', max: 20000, control: 'textarea' },
    videoLink: { type: 'string', max: 2000, kind: 'url' },
    facebookProfileLink: { type: 'string', max: 2000, label: 'Facebook', kind: 'url' },
    twitterProfileLink: { type: 'string', max: 2000, label: 'Twitter', kind: 'url' },
    instagramProfileLink: { type: 'string', max: 2000, label: 'Instagram', kind: 'url' },
    linkedInProfileLink: { type: 'string', max: 2000, label: 'LinkedIn', kind: 'url' },
    translations: { type: 'json', control: 'none', notNull: true },
    inputSource: { type: 'string', max: 100 },
    sourceDataId: { type: 'string', max: 200, label: 'Source Data ID' },
    crmId: { type: 'string', max: 200, label: 'CRM ID' },
    dataSourceCreatedAt: { type: 'date', control: 'none' },
    dataSourceUpdatedAt: { type: 'date', control: 'none' },
    user: { column: 'user_id', type: 'id', readOnly: true },
  },
  defaultSort: { name: 1 },
  searchFields: ['name', 'officeName', 'designation', 'email'],
  titleField: 'name',
  subtitleFields: ['designation', 'officeName'],
  // The lead editor reads agents for its pickers: LEAD_ADD or LEAD_UPDATE is enough to read.
  access: {
    view: [P.MEMBERS_VIEW, P.LEAD_ADD, P.LEAD_UPDATE],
    add: [P.MEMBER_ADD],
    update: [P.MEMBER_UPDATE],
    delete: [P.MEMBER_DELETE],
  },
  list: {
    // fits 1,280 px beside the sidebar with the row buttons (its last columns were cut off the screen): the
    // picture, groups and average response are one click away in the column chooser
    columns: [
      { field: 'avatar', cell: 'image', width: 56, hidden: true },
      { field: 'name', cell: 'title', width: 150 },
      { field: 'designation', width: 140 },
      { field: 'officeName', width: 120 },
      { field: 'department', width: 110 },
      { field: 'group', width: 160, hidden: true },
      { field: 'reportedTo', width: 140 },
      { field: 'averageResponseTime', label: 'Avg. Response (min)', width: 120, hidden: true },
      { field: 'isLeadProcessEnabled', width: 110 },
      { field: 'isTest', width: 100, hidden: true },
      { field: 'email', hidden: true },
      { field: 'enabled', cell: 'status' },
    ],
    filters: [
      { field: 'department' },
      { field: 'group' },
      { field: 'isLeadProcessEnabled' },
      { field: 'isTest' },
      { field: 'enabled', label: 'Status' },
    ],
    populate: ['avatar', 'department', 'group', 'reportedTo'],
  },
  form: {
    sections: [
      {
        title: 'Member',
        fields: ['name', 'designation', 'type', 'officeName', 'department', 'group', 'reportedTo', 'enabled'],
      },
      {
        title: 'Contact',
        fields: [
          'email',
          'phoneCode',
          'phone',
          'phoneNumber',
          'whatsapp',
          'whatsappCode',
          'whatsappNumber',
          'showContactInfo',
          'calendly',
          'contactCard',
        ],
      },
      { title: 'Leads', fields: ['isLeadProcessEnabled', 'isEngageHero', 'isTest', 'areas'] },
      { title: 'Pictures', fields: ['avatar', 'avatar2', 'brochureAvatar', 'photoUrl', 'originalPhotoUrl'] },
      {
        title: 'Profile and social links',
        fields: [
          'description',
          'videoLink',
          'facebookProfileLink',
          'twitterProfileLink',
          'instagramProfileLink',
          'linkedInProfileLink',
        ],
      },
      { title: 'Source', fields: ['inputSource', 'sourceDataId', 'crmId'] },
    ],
  },
  detailTabs: [
    { key: 'memberLeads', title: 'Leads', permission: [P.LEADS_REPORT_VIEW] },
    { key: 'memberReviews', title: 'Reviews' },
    { key: 'memberManagers', title: 'Manager chain' },
  ],
  bulkUpdate: { path: '/api/teams/members/bulk-update', fields: ['department', 'isLeadProcessEnabled', 'enabled'] },
  // teams/members/import (spec 2 §7) through the registry's import: a department, groups or a manager by name
  import: {
    columns: [
      'name',
      'designation',
      'type',
      'officeName',
      'department',
      'group',
      'reportedTo',
      'email',
      'phoneCode',
      'phone',
      'phoneNumber',
      'whatsapp',
      'whatsappCode',
      'whatsappNumber',
      'isLeadProcessEnabled',
      'isTest',
      'areas',
      'enabled',
      'sourceDataId',
      'crmId',
    ],
  },
  palette: { createShortcut: 'c m', keywords: ['agent', 'broker', 'staff'] },
})
