import { P } from '../../permissions.ts'
import { defineResource } from '../define.ts'
import { FILE_REF } from '../refs.ts'
import { isSitePath, isWebAddress } from '../kinds.ts'
import { arabic, enabled, seoDescription, seoTitle, title } from './contentFields.ts'

const URL_KEYS = { view: [P.URL_VIEW], add: [P.URL_ADD], update: [P.URL_UPDATE], delete: [P.URL_DELETE] }

const sitePath = {
  test: isSitePath,
  message: "must be a path of the website starting with '/', such as '/blog/old-post' (no spaces, ? or #).",
}
/** A redirect's target: a path of the website, or a full http(s) address elsewhere. */
const target = {
  test: (v: string) => isSitePath(v) || isWebAddress(v),
  message: "must be a path of the website ('/blog/new-post') or a full address starting with http:// or https://.",
}

/** SEO texts of the website's generated addresses (/seo/dynamic-urls): a listing, a project, a community page. */
export const dynamicUrls = defineResource({
  name: 'dynamicUrls',
  label: 'Dynamic URL',
  plural: 'Dynamic URLs',
  ar: { label: 'الرابط الديناميكي', plural: 'الروابط الديناميكية', indefinite: 'رابط ديناميكي' },
  menu: { key: 'dynamic-urls', group: 'seo', order: 10 },
  icon: 'Link2',
  basePath: '/api/seo/dynamic-urls',
  route: '/seo/dynamic-urls',
  table: 'seo_dynamic_urls',
  fields: {
    title: title('Name'),
    url: {
      type: 'string',
      required: true,
      max: 2000,
      label: 'URL',
      format: sitePath,
      unique: true,
      help: "The address pattern, e.g. '/properties/for-sale/dubai-marina'.",
    },
    seoTitle,
    seoDescription,
    keywords: { type: 'string[]' },
    image: { column: 'image_id', type: 'id', ref: FILE_REF, control: 'image', label: 'Sharing Image' },
    enabled,
    translations: arabic('seoTitle', 'seoDescription'),
  },
  defaultSort: { url: 1 },
  searchFields: ['title', 'url'],
  titleField: 'title',
  subtitleFields: ['url'],
  access: URL_KEYS,
  list: {
    columns: [
      { field: 'title', cell: 'title', width: 220 },
      { field: 'url', width: 280 },
      { field: 'seoTitle', width: 280 },
      { field: 'keywords' },
      { field: 'enabled', cell: 'status' },
    ],
    filters: [{ field: 'enabled', label: 'Status' }],
  },
  form: {
    sections: [
      { title: 'URL', fields: ['title', 'url', 'enabled'] },
      { title: 'SEO', fields: ['seoTitle', 'seoDescription', 'keywords', 'image'] },
      { title: 'Arabic', fields: ['translations'] },
    ],
  },
  palette: { keywords: ['seo', 'meta'] },
})

export const REDIRECT_CODES = ['301', '302'] as const

/**
 * Redirects (/seo/custom-urls): a path of the website sent on to another address, permanently (301) or
 * for now (302). A chain that comes back to its own source is refused (src/server/content/redirects.ts).
 */
export const customUrls = defineResource({
  name: 'customUrls',
  label: 'Custom URL',
  plural: 'Custom URLs',
  ar: { label: 'الرابط المخصص', plural: 'الروابط المخصصة', indefinite: 'رابط مخصص' },
  menu: { key: 'custom-urls', group: 'seo', order: 20 },
  icon: 'Waypoints',
  basePath: '/api/seo/custom-urls',
  route: '/seo/custom-urls',
  table: 'seo_custom_urls',
  fields: {
    title: title('Name'),
    source: { type: 'string', required: true, max: 2000, label: 'From', format: sitePath },
    target: { type: 'string', required: true, max: 2000, label: 'To', format: target },
    statusCode: {
      type: 'string',
      enum: REDIRECT_CODES,
      notNull: true,
      enumLabels: { '301': '301 Moved permanently', '302': '302 Found (temporary)' },
      label: 'Redirect',
    },
    enabled,
  },
  defaultSort: { source: 1 },
  searchFields: ['title', 'source', 'target'],
  titleField: 'title',
  subtitleFields: ['source', 'target'],
  access: URL_KEYS,
  list: {
    columns: [
      { field: 'title', cell: 'title', width: 200 },
      { field: 'source', width: 260 },
      { field: 'target', width: 260 },
      { field: 'statusCode', width: 200 },
      { field: 'enabled', cell: 'status' },
    ],
    filters: [{ field: 'statusCode' }, { field: 'enabled', label: 'Status' }],
  },
  form: { sections: [{ title: 'Redirect', fields: ['title', 'source', 'target', 'statusCode', 'enabled'] }] },
  palette: { keywords: ['redirect', '301', 'seo'] },
})
