import { P } from '../../permissions.ts'
import { defineResource } from '../define.ts'
import { FILE_REF } from '../refs.ts'
import { arabic, enabled, position, publishedAt, richText, slug, title } from './contentFields.ts'

const dict = (name: string) => `/api/properties/listings/${name}`

/** Community guides (/area-guides): where the community is, what stands out, a gallery and the guide's text. */
export const areaGuides = defineResource({
  name: 'areaGuides',
  label: 'Area Guide',
  plural: 'Area Guides',
  ar: { label: 'دليل المنطقة', plural: 'أدلة المناطق', indefinite: 'دليل منطقة' },
  menu: { key: 'area-guides', order: 60, label: { en: 'Area Guide', ar: 'دليل المناطق' } },
  icon: 'Map',
  basePath: '/api/area-guides',
  route: '/area-guides',
  table: 'area_guides',
  fields: {
    title: title(),
    slug,
    community: { type: 'string', max: 200, control: 'dictionary', dictionary: dict('communities') },
    city: { type: 'string', max: 200, control: 'dictionary', dictionary: dict('cities') },
    latitude: { type: 'number', min: -90, max: 90 },
    longitude: { type: 'number', min: -180, max: 180 },
    summary: { type: 'string', max: 1000, control: 'textarea' },
    content: richText('Guide'),
    highlights: {
      type: 'json',
      items: {
        itemLabel: 'Highlight',
        max: 20,
        fields: { text: { type: 'string', required: true, max: 300, label: 'Highlight' } },
      },
    },
    image: { column: 'image_id', type: 'id', ref: FILE_REF, control: 'image', label: 'Cover Image' },
    gallery: { column: 'gallery_ids', type: 'id[]', ref: FILE_REF, control: 'gallery' },
    publishedAt,
    enabled,
    translations: arabic('title', 'summary', 'content'),
    position,
  },
  orderField: 'position',
  defaultSort: { position: 1 },
  searchFields: ['title', 'community', 'city'],
  titleField: 'title',
  subtitleFields: ['community', 'city'],
  access: {
    view: [P.AREAGUIDES_VIEW],
    add: [P.AREAGUIDE_ADD],
    update: [P.AREAGUIDE_UPDATE],
    delete: [P.AREAGUIDE_DELETE],
  },
  list: {
    columns: [
      { field: 'position', width: 70 },
      { field: 'image', cell: 'image', width: 72, label: 'Cover' },
      { field: 'title', cell: 'title', width: 240 },
      { field: 'community' },
      { field: 'city' },
      { field: 'highlights' },
      { field: 'gallery' },
      { field: 'enabled', cell: 'status' },
    ],
    filters: [{ field: 'enabled', label: 'Status' }],
    populate: ['image'],
  },
  form: {
    sections: [
      { title: 'Guide', fields: ['title', 'slug', 'publishedAt', 'enabled'] },
      { title: 'Location', fields: ['community', 'city', 'latitude', 'longitude'] },
      { title: 'Content', fields: ['image', 'summary', 'highlights', 'content'] },
      { title: 'Gallery', fields: ['gallery'] },
      { title: 'Arabic', fields: ['translations'] },
    ],
  },
  palette: { keywords: ['community', 'neighbourhood', 'area'] },
})
