import { P } from '../permissions.ts'
import { PAYMENT_PLANS } from '../projects/paymentPlans.ts'
import { defineResource, refTo } from './define.ts'
import { developers } from './developers.ts'
import { AGENT_REF, FILE_REF } from './refs.ts'
import { ordered } from './kinds.ts'
import { schemaText } from '../i18n/schemaTexts.ts'
import type { RecordValues } from './types.ts'

const dict = (name: string) => `/api/properties/listings/${name}`

export const PROJECT_STATUSES = ['planned', 'under_construction', 'ready'] as const

/** A range's lower end may not pass its upper end (a unit type's sizes and prices). */
const rangeProblem = (u: RecordValues) =>
  u.sizeFrom != null && u.sizeTo != null && u.sizeFrom > u.sizeTo
    ? { path: 'sizeTo', message: schemaText('project.sizeOrder') }
    : u.priceFrom != null && u.priceTo != null && u.priceFrom > u.priceTo
      ? { path: 'priceTo', message: schemaText('project.priceOrder') }
      : null

/** New (off-plan) projects, spec 1 §3 project model (/properties/projects). */
export const projects = defineResource({
  name: 'projects',
  label: 'Project',
  plural: 'New Projects',
  ar: { label: 'المشروع', plural: 'المشاريع الجديدة', indefinite: 'مشروع' },
  menu: { key: 'projects', group: 'crm', order: 110, permission: [P.PROJECTS_VIEW], keywords: ['off plan'] },
  icon: 'Building2',
  basePath: '/api/properties/projects',
  route: '/properties/projects',
  table: 'projects',
  fields: {
    name: { type: 'string', required: true, max: 300 },
    slug: {
      type: 'string',
      slugFrom: 'name',
      help: 'The address on the website: made from the name when left empty.',
    },
    enabled: { type: 'boolean' },
    description: { type: 'string', max: 20000, control: 'textarea' },
    translations: { type: 'json', translate: { fields: ['name', 'description'], locales: ['ar'] } },
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
    propertyTypes: { type: 'string[]', dictionary: dict('property-types'), label: 'Property Types' },
    amenities: { type: 'string[]', dictionary: dict('amenities') },
    gallery: { column: 'gallery_ids', type: 'id[]', ref: FILE_REF, control: 'gallery' },
    unitTypes: {
      type: 'json',
      items: {
        itemLabel: 'Unit type',
        max: 30,
        fields: {
          type: {
            type: 'string',
            required: true,
            max: 100,
            control: 'dictionary',
            dictionary: dict('property-types'),
            label: 'Unit Type',
          },
          sizeFrom: { type: 'number', min: 0, label: 'Size From (sq ft)' },
          sizeTo: { type: 'number', min: 0, label: 'Size To (sq ft)' },
          priceFrom: { type: 'number', min: 0, control: 'money', label: 'Price From' },
          priceTo: { type: 'number', min: 0, control: 'money', label: 'Price To' },
        },
        check: rangeProblem,
      },
    },
    keyPoints: {
      type: 'json',
      items: {
        itemLabel: 'Key point',
        max: 30,
        fields: { text: { type: 'string', required: true, max: 300, label: 'Key Point' } },
      },
    },
    paymentPlans: PAYMENT_PLANS,
    reraNumber: { type: 'string', max: 50, label: 'RERA Registration Number' },
    escrowAccount: { type: 'string', max: 50, label: 'Escrow Account Number' },
    escrowBank: { type: 'string', max: 200 },
    status: {
      type: 'string',
      enum: PROJECT_STATUSES,
      enumLabels: { planned: 'Planned', under_construction: 'Under Construction', ready: 'Ready' },
    },
    constructionPercent: { type: 'integer', min: 0, max: 100, label: 'Construction (%)' },
    faqHeading: { type: 'string', max: 300, label: 'FAQ Heading' },
    // the round-robin agents new leads of the project go to, in turn (written by PATCH agents/{id})
    agents: { computed: true, type: 'id[]', readOnly: true, ref: AGENT_REF, label: 'Round-robin Agents' },
    // the FAQ items in their order (written by the {id}/faq calls)
    faqs: { computed: true, type: 'json', readOnly: true, label: 'FAQs' },
  },
  // a project completes after it starts; its least price is not above its greatest
  checks: [ordered('startDate', 'completionDate', 'day'), ordered('minPrice', 'maxPrice')],
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
      { field: 'status' },
      { field: 'constructionPercent', hidden: true },
      { field: 'reraNumber', hidden: true },
      { field: 'enabled', cell: 'status' },
    ],
    filters: [{ field: 'developer' }, { field: 'agent' }, { field: 'status' }, { field: 'enabled', label: 'Enabled' }],
    populate: ['developer', 'agent'],
  },
  form: {
    sections: [
      { title: 'Project', fields: ['name', 'slug', 'developer', 'campaignName', 'agent', 'enabled', 'description'] },
      { title: 'Construction', fields: ['status', 'constructionPercent', 'startDate', 'completionDate'] },
      { title: 'Location', fields: ['country', 'city', 'community', 'location'] },
      { title: 'Registration and escrow', fields: ['reraNumber', 'escrowAccount', 'escrowBank'] },
      { title: 'Prices and units', fields: ['minPrice', 'maxPrice', 'bedrooms', 'propertyTypes', 'unitTypes'] },
      { title: 'Payment plans', fields: ['paymentPlans'] },
      { title: 'Features', fields: ['amenities', 'keyPoints'] },
      { title: 'Gallery', fields: ['gallery'] },
      { title: 'Translations', fields: ['translations'] },
    ],
  },
  // ?tab=0 is the first of these (spec: the project page's leads at /properties/projects/{id}?tab=0)
  detailTabs: [
    { key: 'projectLeads', title: 'Leads', permission: [P.LEADS_REPORT_VIEW, P.LEAD_UPDATE] },
    { key: 'projectFaqs', title: 'FAQs' },
    { key: 'projectAgents', title: 'Round-robin Agents' },
  ],
  import: {
    columns: [
      'name',
      'slug',
      'enabled',
      'developer',
      'campaignName',
      'agent',
      'status',
      'constructionPercent',
      'startDate',
      'completionDate',
      'country',
      'city',
      'community',
      'location',
      'minPrice',
      'maxPrice',
      'bedrooms',
      'propertyTypes',
      'amenities',
      'reraNumber',
      'escrowAccount',
      'escrowBank',
      'description',
      'paymentPlans',
    ],
  },
  palette: { keywords: ['off plan', 'new project'] },
})
