import { P } from '../../permissions.ts'
import { defineResource, refTo } from '../define.ts'
import { FILE_REF } from '../refs.ts'
import { arabic, enabled, position, title } from './contentFields.ts'

/**
 * Endorsements (spec 2 §2): customer reviews, testimonials and clients, grouped by shared categories,
 * each translated, enabled and ordered. The categories open with any of the three view keys.
 */
export const endorsementCategories = defineResource({
  name: 'endorsementCategories',
  label: 'Endorsement Category',
  plural: 'Endorsement Categories',
  ar: { label: 'تصنيف التزكيات', plural: 'تصنيفات التزكيات', indefinite: 'تصنيف تزكيات' },
  menu: {
    key: 'endorsement-categories',
    group: 'endorsements',
    order: 40,
    label: { en: 'Categories', ar: 'التصنيفات' },
  },
  icon: 'Folders',
  basePath: '/api/endorsements/categories',
  route: '/endorsements/categories',
  table: 'endorsement_categories',
  fields: { name: title('Name'), enabled, translations: arabic('name'), position },
  orderField: 'position',
  defaultSort: { position: 1 },
  searchFields: ['name'],
  titleField: 'name',
  access: {
    view: [P.CUSTOMER_REVIEWS_VIEW, P.TESTIMONIALS_VIEW, P.CLIENTS_VIEW],
    add: [P.CUSTOMER_REVIEW_ADD, P.TESTIMONIAL_ADD, P.CLIENT_ADD],
    update: [P.CUSTOMER_REVIEW_UPDATE, P.TESTIMONIAL_UPDATE, P.CLIENT_UPDATE],
    delete: [P.CUSTOMER_REVIEW_DELETE, P.TESTIMONIAL_DELETE, P.CLIENT_DELETE],
  },
  list: {
    columns: [
      { field: 'position', width: 70 },
      { field: 'name', cell: 'title', width: 300 },
      { field: 'enabled', cell: 'status' },
      { field: 'createdAt' },
    ],
    filters: [{ field: 'enabled', label: 'Status' }],
  },
  form: {
    sections: [
      { title: 'Category', fields: ['name', 'enabled'] },
      { title: 'Arabic', fields: ['translations'] },
    ],
  },
})

const category = { column: 'category_id', type: 'id', ref: refTo(endorsementCategories) } as const

/** Reviews customers left about the agency (/endorsements/customer-reviews). */
export const customerReviews = defineResource({
  name: 'customerReviews',
  label: 'Customer Review',
  plural: 'Customer Reviews',
  ar: { label: 'تقييم العميل', plural: 'تقييمات العملاء', indefinite: 'تقييم عميل' },
  menu: { key: 'customer-reviews', group: 'endorsements', order: 10 },
  icon: 'Star',
  basePath: '/api/endorsements/customer-reviews',
  route: '/endorsements/customer-reviews',
  table: 'customer_reviews',
  fields: {
    reviewerName: title('Reviewer'),
    rating: { type: 'integer', min: 1, max: 5, help: 'From 1 to 5 stars.', notNull: true },
    review: { type: 'string', max: 5000, control: 'textarea' },
    reviewedOn: { type: 'day', label: 'Reviewed On' },
    platform: { type: 'string', max: 100, help: 'Where it was posted: Google, Bayut, Property Finder…' },
    category,
    enabled,
    translations: arabic('reviewerName', 'review'),
    position,
  },
  orderField: 'position',
  defaultSort: { position: 1 },
  searchFields: ['reviewerName', 'review', 'platform'],
  titleField: 'reviewerName',
  subtitleFields: ['platform'],
  access: {
    view: [P.CUSTOMER_REVIEWS_VIEW],
    add: [P.CUSTOMER_REVIEW_ADD],
    update: [P.CUSTOMER_REVIEW_UPDATE],
    delete: [P.CUSTOMER_REVIEW_DELETE],
  },
  list: {
    columns: [
      { field: 'position', width: 70 },
      { field: 'reviewerName', cell: 'title', width: 200 },
      { field: 'rating', width: 80 },
      { field: 'review', width: 360 },
      { field: 'platform' },
      { field: 'reviewedOn' },
      { field: 'category' },
      { field: 'enabled', cell: 'status' },
    ],
    filters: [{ field: 'category' }, { field: 'enabled', label: 'Status' }],
    populate: ['category'],
  },
  form: {
    sections: [
      {
        title: 'Review',
        fields: ['reviewerName', 'rating', 'review', 'reviewedOn', 'platform', 'category', 'enabled'],
      },
      { title: 'Arabic', fields: ['translations'] },
    ],
  },
})

/** Testimonials with a name, a role, a quote and a picture (/endorsements/testimonials). */
export const testimonials = defineResource({
  name: 'testimonials',
  label: 'Testimonial',
  plural: 'Testimonials',
  ar: { label: 'الشهادة', plural: 'الشهادات', indefinite: 'شهادة' },
  menu: { key: 'testimonials', group: 'endorsements', order: 20 },
  icon: 'Quote',
  basePath: '/api/endorsements/testimonials',
  route: '/endorsements/testimonials',
  table: 'testimonials',
  fields: {
    name: title('Name'),
    designation: { type: 'string', max: 200 },
    company: { type: 'string', max: 200 },
    quote: { type: 'string', max: 5000, control: 'textarea' },
    image: { column: 'image_id', type: 'id', ref: FILE_REF, control: 'image', label: 'Picture' },
    videoLink: { type: 'string', max: 2000, label: 'Video Link', kind: 'url' },
    category,
    enabled,
    translations: arabic('name', 'designation', 'quote'),
    position,
  },
  orderField: 'position',
  defaultSort: { position: 1 },
  searchFields: ['name', 'company', 'quote'],
  titleField: 'name',
  subtitleFields: ['designation', 'company'],
  access: {
    view: [P.TESTIMONIALS_VIEW],
    add: [P.TESTIMONIAL_ADD],
    update: [P.TESTIMONIAL_UPDATE],
    delete: [P.TESTIMONIAL_DELETE],
  },
  list: {
    columns: [
      { field: 'position', width: 70 },
      { field: 'image', cell: 'image', width: 56 },
      { field: 'name', cell: 'title', width: 200 },
      { field: 'designation' },
      { field: 'company' },
      { field: 'quote', width: 320 },
      { field: 'category' },
      { field: 'enabled', cell: 'status' },
    ],
    filters: [{ field: 'category' }, { field: 'enabled', label: 'Status' }],
    populate: ['image', 'category'],
  },
  form: {
    sections: [
      { title: 'Testimonial', fields: ['name', 'designation', 'company', 'quote', 'category', 'enabled'] },
      { title: 'Media', fields: ['image', 'videoLink'] },
      { title: 'Arabic', fields: ['translations'] },
    ],
  },
})

/** The agency's clients shown on the website, with their logos (/endorsements/clients). */
export const endorsementClients = defineResource({
  name: 'endorsementClients',
  label: 'Client',
  plural: 'Clients',
  ar: { label: 'العميل', plural: 'العملاء المميزون', indefinite: 'عميل مميز' },
  menu: { key: 'clients', group: 'endorsements', order: 30 },
  icon: 'Handshake',
  basePath: '/api/endorsements/clients',
  route: '/endorsements/clients',
  table: 'endorsement_clients',
  fields: {
    name: title('Name'),
    logo: { column: 'logo_id', type: 'id', ref: FILE_REF, control: 'image' },
    website: { type: 'string', max: 2000, kind: 'url' },
    description: { type: 'string', max: 2000, control: 'textarea' },
    category,
    enabled,
    translations: arabic('name', 'description'),
    position,
  },
  orderField: 'position',
  defaultSort: { position: 1 },
  searchFields: ['name', 'website'],
  titleField: 'name',
  subtitleFields: ['website'],
  access: { view: [P.CLIENTS_VIEW], add: [P.CLIENT_ADD], update: [P.CLIENT_UPDATE], delete: [P.CLIENT_DELETE] },
  list: {
    columns: [
      { field: 'position', width: 70 },
      { field: 'logo', cell: 'image', width: 56 },
      { field: 'name', cell: 'title', width: 240 },
      { field: 'website', width: 240 },
      { field: 'category' },
      { field: 'enabled', cell: 'status' },
    ],
    filters: [{ field: 'category' }, { field: 'enabled', label: 'Status' }],
    populate: ['logo', 'category'],
  },
  form: {
    sections: [
      { title: 'Client', fields: ['name', 'website', 'description', 'category', 'enabled'] },
      { title: 'Logo', fields: ['logo'] },
      { title: 'Arabic', fields: ['translations'] },
    ],
  },
})
