import { P } from '../../permissions.ts'
import { defineResource } from '../define.ts'
import { FILE_REF } from '../refs.ts'
import { arabic, enabled, position, publishedAt, richText, slug, title } from './contentFields.ts'

const image = { column: 'image_id', type: 'id', ref: FILE_REF, control: 'image' } as const

/** The home page's slides (/sliders), in their order. */
export const sliders = defineResource({
  name: 'sliders',
  label: 'Slide',
  plural: 'Sliders',
  ar: { label: 'الشريحة', plural: 'الشرائح', indefinite: 'شريحة' },
  menu: { key: 'sliders', order: 50 },
  icon: 'GalleryHorizontal',
  basePath: '/api/sliders',
  route: '/sliders',
  table: 'sliders',
  fields: {
    title: title(),
    subtitle: { type: 'string', max: 300 },
    image,
    linkLabel: { type: 'string', max: 100, label: 'Button Text' },
    linkUrl: { type: 'string', max: 2000, label: 'Button Link', kind: 'link' },
    publishedAt,
    enabled,
    translations: arabic('title', 'subtitle', 'linkLabel'),
    position,
  },
  orderField: 'position',
  defaultSort: { position: 1 },
  searchFields: ['title', 'subtitle'],
  titleField: 'title',
  subtitleFields: ['subtitle'],
  access: { view: [P.SLIDERS_VIEW], add: [P.SLIDER_ADD], update: [P.SLIDER_UPDATE], delete: [P.SLIDER_DELETE] },
  list: {
    columns: [
      { field: 'position', width: 70 },
      { field: 'image', cell: 'image', width: 72 },
      { field: 'title', cell: 'title', width: 240 },
      { field: 'subtitle', width: 240 },
      { field: 'linkUrl' },
      { field: 'enabled', cell: 'status' },
    ],
    filters: [{ field: 'enabled', label: 'Status' }],
    populate: ['image'],
  },
  form: {
    sections: [
      { title: 'Slide', fields: ['title', 'subtitle', 'image', 'linkLabel', 'linkUrl', 'publishedAt', 'enabled'] },
      { title: 'Arabic', fields: ['translations'] },
    ],
  },
  palette: { keywords: ['slides', 'banner', 'carousel'] },
})

/** Reports, brochures and market studies (/publications): a cover, the text and the document itself. */
export const publications = defineResource({
  name: 'publications',
  label: 'Publication',
  plural: 'Publications',
  ar: { label: 'المنشور', plural: 'المنشورات', indefinite: 'منشور' },
  menu: { key: 'publications', order: 70 },
  icon: 'Newspaper',
  basePath: '/api/publications',
  route: '/publications',
  table: 'publications',
  fields: {
    title: title(),
    slug,
    summary: { type: 'string', max: 1000, control: 'textarea' },
    content: richText('Content'),
    image: { ...image, label: 'Cover Image' },
    document: { column: 'document_id', type: 'id', ref: FILE_REF, control: 'document' },
    publishedAt,
    enabled,
    translations: arabic('title', 'summary', 'content'),
    position,
  },
  orderField: 'position',
  defaultSort: { position: 1 },
  searchFields: ['title', 'slug'],
  titleField: 'title',
  subtitleFields: ['publishedAt'],
  access: {
    view: [P.PUBLICATIONS_VIEW],
    add: [P.PUBLICATION_ADD],
    update: [P.PUBLICATION_UPDATE],
    delete: [P.PUBLICATION_DELETE],
  },
  list: {
    columns: [
      { field: 'position', width: 70 },
      { field: 'image', cell: 'image', width: 72, label: 'Cover' },
      { field: 'title', cell: 'title', width: 280 },
      { field: 'document' },
      { field: 'publishedAt' },
      { field: 'enabled', cell: 'status' },
    ],
    filters: [{ field: 'enabled', label: 'Status' }],
    populate: ['image', 'document'],
  },
  form: {
    sections: [
      { title: 'Publication', fields: ['title', 'slug', 'publishedAt', 'enabled'] },
      { title: 'Content', fields: ['image', 'document', 'summary', 'content'] },
      { title: 'Arabic', fields: ['translations'] },
    ],
  },
  palette: { keywords: ['reports', 'brochures', 'downloads'] },
})

/** The agency's awards (/awards): title, year, issuer and image. */
export const awards = defineResource({
  name: 'awards',
  label: 'Award',
  plural: 'Awards',
  ar: { label: 'الجائزة', plural: 'الجوائز', indefinite: 'جائزة' },
  menu: { key: 'awards', order: 80 },
  icon: 'Award',
  basePath: '/api/awards',
  route: '/awards',
  table: 'awards',
  fields: {
    title: title(),
    year: { type: 'integer', min: 1900, max: 2999, cell: 'text' },
    issuer: { type: 'string', max: 200 },
    image,
    description: { type: 'string', max: 2000, control: 'textarea' },
    enabled,
    translations: arabic('title', 'issuer', 'description'),
    position,
  },
  orderField: 'position',
  defaultSort: { position: 1 },
  searchFields: ['title', 'issuer'],
  titleField: 'title',
  subtitleFields: ['year', 'issuer'],
  access: { view: [P.AWARDS_VIEW], add: [P.AWARD_ADD], update: [P.AWARD_UPDATE], delete: [P.AWARD_DELETE] },
  list: {
    columns: [
      { field: 'position', width: 70 },
      { field: 'image', cell: 'image', width: 72 },
      { field: 'title', cell: 'title', width: 280 },
      { field: 'year', width: 80 },
      { field: 'issuer', width: 220 },
      { field: 'enabled', cell: 'status' },
    ],
    filters: [{ field: 'enabled', label: 'Status' }],
    populate: ['image'],
  },
  form: {
    sections: [
      { title: 'Award', fields: ['title', 'year', 'issuer', 'image', 'enabled', 'description'] },
      { title: 'Arabic', fields: ['translations'] },
    ],
  },
  palette: { keywords: ['prizes', 'recognition'] },
})
