import { P } from '../../permissions.ts'
import { defineResource, refTo } from '../define.ts'
import { FILE_REF } from '../refs.ts'
import { arabic, enabled, position, title } from './contentFields.ts'

const STORY_KEYS = { view: [P.STORIES_VIEW], add: [P.STORY_ADD], update: [P.STORY_UPDATE], delete: [P.STORY_DELETE] }

/** Timelines (/timeline): the agency's history told as a sequence of stories, in their order. */
export const timelines = defineResource({
  name: 'timelines',
  label: 'Timeline',
  plural: 'Timelines',
  ar: { label: 'الخط الزمني', plural: 'الخطوط الزمنية', indefinite: 'خط زمني' },
  menu: { key: 'timeline', group: 'timelines', order: 10, label: { en: 'Timeline', ar: 'الخط الزمني' } },
  icon: 'History',
  basePath: '/api/timeline',
  route: '/timeline',
  table: 'timelines',
  fields: {
    title: title(),
    description: { type: 'string', max: 2000, control: 'textarea' },
    enabled,
    translations: arabic('title', 'description'),
    position,
  },
  orderField: 'position',
  defaultSort: { position: 1 },
  searchFields: ['title'],
  titleField: 'title',
  access: STORY_KEYS,
  list: {
    columns: [
      { field: 'position', width: 70 },
      { field: 'title', cell: 'title', width: 300 },
      { field: 'description', width: 360 },
      { field: 'enabled', cell: 'status' },
    ],
    filters: [{ field: 'enabled', label: 'Status' }],
  },
  form: {
    sections: [
      { title: 'Timeline', fields: ['title', 'description', 'enabled'] },
      { title: 'Arabic', fields: ['translations'] },
    ],
  },
  related: [{ resource: 'timelineStories', field: 'timeline', title: 'Stories' }],
})

/** A timeline's stories (/timeline/stories): a year, a title, a text and a picture. */
export const timelineStories = defineResource({
  name: 'timelineStories',
  label: 'Story',
  plural: 'Stories',
  ar: { label: 'القصة', plural: 'القصص', indefinite: 'قصة' },
  menu: { key: 'stories', group: 'timelines', order: 20 },
  icon: 'Milestone',
  basePath: '/api/timeline/stories',
  route: '/timeline/stories',
  table: 'timeline_stories',
  fields: {
    title: title(),
    year: { type: 'integer', min: 1900, max: 2999 },
    timeline: { column: 'timeline_id', type: 'id', ref: refTo(timelines) },
    description: { type: 'string', max: 5000, control: 'textarea' },
    image: { column: 'image_id', type: 'id', ref: FILE_REF, control: 'image', label: 'Picture' },
    enabled,
    translations: arabic('title', 'description'),
    position,
  },
  orderField: 'position',
  defaultSort: { position: 1 },
  searchFields: ['title', 'description'],
  titleField: 'title',
  subtitleFields: ['year', 'timeline'],
  access: STORY_KEYS,
  list: {
    columns: [
      { field: 'position', width: 70 },
      { field: 'image', cell: 'image', width: 56 },
      { field: 'year', cell: 'text', width: 80 },
      { field: 'title', cell: 'title', width: 280 },
      { field: 'timeline', width: 200 },
      { field: 'enabled', cell: 'status' },
    ],
    filters: [{ field: 'timeline' }, { field: 'enabled', label: 'Status' }],
    populate: ['image', 'timeline'],
  },
  form: {
    sections: [
      { title: 'Story', fields: ['year', 'title', 'timeline', 'description', 'enabled'] },
      { title: 'Picture', fields: ['image'] },
      { title: 'Arabic', fields: ['translations'] },
    ],
  },
})
