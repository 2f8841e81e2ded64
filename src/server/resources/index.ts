/**
 * The building blocks of the generic resource API, for areas that add their own routes over a
 * resource (e.g. the leads report's list) without copying the filter, loading or output code.
 */
export { compileWhere, parseFilter, readFilterParam, isUuid } from './filter.ts'
export { mapDbError, scopeSql } from './rows.ts'
export { listPage, getById, readCtx } from './register.ts'
export { nextCounter, parseWriteBody } from './write.ts'
export { getDef } from './registry.ts'
