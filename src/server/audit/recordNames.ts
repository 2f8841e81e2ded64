import { AUDIT_RECORD_TYPES } from '../../domain/resources/index.ts'
import { fieldSql } from '../resources/fields.ts'
import type { ResourceDef } from '../resources/types.ts'

/** The names of the audited tables no declaration titles, as SQL over the table's own columns (a lead by its number). */
const OWN_NAMES: Readonly<Record<string, string>> = {
  leads: 'lead_id::text',
  project_faqs: 'question',
  storage_files: 'name',
  routing_rules: 'name',
  saved_views: 'name',
  roles: 'name',
}

/**
 * The activity log's record name as one SQL expression over its row (`log`): the logged record's title
 * field (a declared resource's titleField, else OWN_NAMES), read from the record's table by its primary
 * key, else the record's id (a record deleted for good, a table without a name). It is part of the list's
 * own query: a scalar subquery per row of the page in the branch of its record type, not a request per row.
 */
export function recordNameSql(defs: ReadonlyArray<ResourceDef & { titleField?: string }>, log = 'audit_log'): string {
  const names = new Map(Object.entries(OWN_NAMES))
  for (const def of defs) {
    const f = def.titleField ? def.fields[def.titleField] : undefined
    if (!(def.table in AUDIT_RECORD_TYPES) || names.has(def.table) || !f || f.ref || f.type !== 'string') continue
    names.set(def.table, fieldSql(f))
  }
  const branches = [...names].map(
    ([table, name]) => `when '${table}' then (select ${name} from ${table} where ${table}.id = ${log}.record_id::uuid)`,
  )
  return `coalesce(nullif(case ${log}.record_type ${branches.join(' ')} end, ''), ${log}.record_id)`
}

/** The definitions with the activity log's record name read as recordNameSql says (its server extension reads the id). */
export function withRecordNames(defs: Record<string, ResourceDef>): Record<string, ResourceDef> {
  const log = defs.activityLogs
  if (!log?.fields.recordName) return defs
  const recordName = { ...log.fields.recordName, sql: recordNameSql(Object.values(defs), log.table) }
  return { ...defs, activityLogs: { ...log, fields: { ...log.fields, recordName } } }
}
