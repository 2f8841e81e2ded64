import { P } from '../../../domain/permissions.ts'
import { baseFields, baseRelations } from '../fields.ts'
import type { Declaration } from '../types.ts'

/**
 * Stored files, read side (spec 2 §3 storage file). Upload and removal of the bytes belong to the
 * storage area (POST storage/upload, DELETE storage/remove, DELETE storage/{id}/force), so the
 * generic create and hard delete are not routed.
 */
export const storage: Declaration = {
  name: 'storage',
  label: 'File',
  basePath: '/api/storage',
  table: 'storage_files',
  fields: {
    ...baseFields,
    name: { column: 'name', type: 'string', max: 300 },
    category: { column: 'category', type: 'string', max: 100 },
    type: { column: 'type', type: 'string', readOnly: true },
    file: { column: 'file', type: 'string', readOnly: true },
    ext: { column: 'ext', type: 'string', readOnly: true },
    size: { column: 'size', type: 'integer', readOnly: true },
    isHidden: { column: 'is_hidden', type: 'boolean' },
  },
  relations: { ...baseRelations },
  defaultSort: { createdAt: -1 },
  searchFields: ['name', 'category', 'ext'],
  // A populated avatar shows its picture (files are public at unguessable addresses).
  display: ['name', 'file'],
  access: { view: [P.STORAGES_VIEW], add: [P.STORAGE_ADD], update: [P.STORAGE_ADD], delete: [P.STORAGE_DELETE] },
  custom: { create: true, force: true },
}
