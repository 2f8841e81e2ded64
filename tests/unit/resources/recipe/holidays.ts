import { P } from '../../../../src/domain/permissions.ts'
import { defineResource } from '../../../../src/domain/resources/define.ts'

/**
 * docs/resources.md "Adding a resource", the example: the days the agency's offices close. In the product this file is
 * src/domain/resources/holidays.ts (imports from '../permissions.ts' and './define.ts'), with holidays.sql as
 * migration src/server/db/migrations/NNNN_holidays.sql and `holidays` in RESOURCES (src/domain/resources/index.ts).
 * tests/unit/resources/sections.test.ts places it in the menu and the palette from these two files alone.
 */
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
