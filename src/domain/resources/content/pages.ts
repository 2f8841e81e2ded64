import { P } from '../../permissions.ts'
import { defineResource } from '../define.ts'
import { FILE_REF } from '../refs.ts'
import {
  arabic,
  enabled,
  position,
  publishedAt,
  publishStatus,
  richText,
  seoDescription,
  seoTitle,
  slug,
  title,
} from './contentFields.ts'

/** The website's pages (/dynamic-pages): ordered sections of heading, rich text, image and call to action. */
export const pages = defineResource({
  name: 'pages',
  label: 'Page',
  plural: 'Pages',
  ar: { label: 'الصفحة', plural: 'الصفحات', indefinite: 'صفحة' },
  menu: { key: 'pages', order: 30 },
  icon: 'FileText',
  basePath: '/api/dynamic-pages',
  route: '/dynamic-pages',
  table: 'content_pages',
  fields: {
    title: title(),
    slug,
    status: publishStatus,
    publishedAt,
    enabled,
    sections: {
      type: 'json',
      items: {
        itemLabel: 'Section',
        max: 40,
        fields: {
          heading: { type: 'string', max: 300 },
          body: richText('Text', 20_000),
          image: { type: 'id', ref: FILE_REF, control: 'image' },
          ctaLabel: { type: 'string', max: 100, label: 'Call to Action' },
          ctaUrl: { type: 'string', max: 2000, label: 'Call to Action Link', kind: 'link' },
        },
      },
    },
    seoTitle,
    seoDescription,
    translations: arabic('title', 'seoTitle', 'seoDescription'),
    position,
  },
  orderField: 'position',
  defaultSort: { position: 1 },
  searchFields: ['title', 'slug'],
  titleField: 'title',
  subtitleFields: ['slug', 'status'],
  access: { view: [P.PAGES_VIEW], add: [P.PAGE_ADD], update: [P.PAGE_UPDATE], delete: [P.PAGE_DELETE] },
  list: {
    columns: [
      { field: 'position', width: 70 },
      { field: 'title', cell: 'title', width: 240 },
      { field: 'slug', width: 200 },
      { field: 'status' },
      { field: 'sections' },
      { field: 'publishedAt' },
      { field: 'enabled', cell: 'status' },
    ],
    filters: [{ field: 'status' }, { field: 'enabled', label: 'Status' }],
  },
  form: {
    sections: [
      { title: 'Page', fields: ['title', 'slug', 'status', 'publishedAt', 'enabled'] },
      { title: 'Sections', fields: ['sections'] },
      { title: 'SEO', fields: ['seoTitle', 'seoDescription'] },
      { title: 'Arabic', fields: ['translations'] },
    ],
  },
  palette: { keywords: ['dynamic pages', 'website', 'cms'] },
})
