import { P } from '../permissions.ts'
import { TEXT_MAX } from '../input.ts'
import { defineResource } from './define.ts'

/**
 * /admin/assets: the agencies (tenants) of the product, super access only. Not a tenant table itself: no
 * asset_id, no soft delete. A new asset has only its name and currency; its lead, basic and viewing
 * settings are the defaults until someone changes them (server/assets toAsset), and it holds no data.
 * An asset is deleted for good only while it holds no records (the custom DELETE in server/assets).
 */
export const assets = defineResource({
  name: 'assets',
  label: 'Asset',
  plural: 'Assets',
  ar: { label: 'الشركة', plural: 'الشركات', indefinite: 'شركة' },
  menu: { key: 'admin-assets', group: 'admin', order: 20 },
  icon: 'Building',
  basePath: '/api/admin/assets',
  route: '/admin/assets',
  table: 'assets',
  tenant: false,
  fields: {
    _id: { column: 'id', type: 'id', readOnly: true, label: 'ID' },
    name: { type: 'string', required: true, max: TEXT_MAX.name },
    currencyCode: {
      type: 'string',
      required: true,
      max: 3,
      label: 'Currency',
      help: 'The money every screen of the asset shows, e.g. AED.',
      format: { test: (v) => /^[A-Z]{3}$/.test(v), message: 'must be a three-letter ISO 4217 code such as AED.' },
    },
    users: {
      computed: true,
      type: 'integer',
      readOnly: true,
      label: 'Users',
    },
    createdAt: { column: 'created_at', type: 'date', readOnly: true, label: 'Created' },
    updatedAt: { column: 'updated_at', type: 'date', readOnly: true, label: 'Updated' },
  },
  defaultSort: { name: 1 },
  searchFields: ['name'],
  titleField: 'name',
  subtitleFields: ['currencyCode'],
  access: {
    view: [P.ASSETS_VIEW],
    add: [P.ASSET_ADD],
    update: [P.ASSET_UPDATE],
    delete: [P.ASSET_DELETE],
    super: true,
  },
  custom: { delete: true },
  list: {
    columns: [
      { field: 'name', cell: 'title' },
      { field: 'currencyCode' },
      { field: 'users', cell: 'number' },
      { field: 'createdAt' },
    ],
  },
  form: { sections: [{ title: 'Asset', fields: ['name', 'currencyCode'] }] },
  related: [{ resource: 'users', field: 'assets', title: 'Users' }],
  palette: { keywords: ['tenant', 'agency', 'business'] },
})
