import { P } from '../permissions.ts'
import { defineResource } from './define.ts'

/** The days the agency's offices close (/settings/holidays). */
export const holidays = defineResource({
  name: 'holidays',
  label: 'Holiday',
  plural: 'Holidays',
  ar: {
    label: 'العطلة',
    plural: 'العطلات',
    indefinite: 'عطلة',
    // the texts src/domain/i18n/ar/resourceWords.ts does not have yet ('Name' and 'Date' it has)
    texts: { 'Every year': 'كل عام' },
  },
  menu: { key: 'holidays', group: 'settings', order: 60, keywords: ['closed', 'office days'] },
  icon: 'Star',
  basePath: '/api/settings/holidays',
  route: '/settings/holidays',
  table: 'holidays',
  fields: {
    name: { type: 'string', required: true, max: 100 },
    day: { type: 'day', required: true, label: 'Date' },
    yearly: { type: 'boolean', label: 'Every year' },
  },
  defaultSort: { day: 1 },
  searchFields: ['name'],
  titleField: 'name',
  subtitleFields: ['day'],
  access: {
    view: [P.BASIC_SETTING_VIEW],
    add: [P.BASIC_SETTING_UPDATE],
    update: [P.BASIC_SETTING_UPDATE],
    delete: [P.BASIC_SETTING_UPDATE],
  },
  list: { columns: [{ field: 'name', cell: 'title' }, { field: 'day' }, { field: 'yearly' }] },
  form: { sections: [{ title: 'Holiday', fields: ['name', 'day', 'yearly'] }] },
})
