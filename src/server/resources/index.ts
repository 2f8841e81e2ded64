/**
 * The building blocks of the generic resource API, for areas that add their own routes over a
 * resource (e.g. the leads report's list) without copying the filter, loading or output code.
 */
export {
  compileWhere,
  parseFilter,
  readFilterParam,
  resolvePopulate,
  resolveSelect,
  resolveSort,
  textSearch,
  isUuid,
  type ParsedFilter,
  type PopulateSpec,
} from './filter.ts'
export {
  countRows,
  loadRows,
  populate,
  readApiRows,
  toApiRow,
  mapDbError,
  orderSql,
  scopeSql,
  type ReadCtx,
} from './rows.ts'
export { listPage, getById, readCtx, registerResource } from './register.ts'
export { checkReferences, insertRow, nextCounter, parseWriteBody, updateRow } from './write.ts'
export { getDef, resourceDefs } from './registry.ts'
export { paginatorMeta } from '../../domain/paginate.ts'
export type { ResourceDef, FieldDef, RelationDef } from './types.ts'
