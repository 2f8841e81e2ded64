import type { AuditChange, AuditEntry } from '../../domain/audit.ts'
import { AUDIT_RECORD_TYPES } from '../../domain/resources/index.ts'
import { fieldLabel } from '../../domain/resources/define.ts'
import { keyLabel } from '../../domain/validationMessages.ts'
import { apiKeyNameSql } from '../auth/apiKeys.ts'
import type { DbRow, Queryable } from '../db/db.ts'
import { DECLARATIONS } from '../resources/declarations.ts'
import { seesColumn, shownUser, type Viewer } from '../resources/fieldRule.ts'
import type { Declaration } from '../resources/types.ts'

/**
 * A table's resource definition (the first declared over it) and its columns' API names and labels. From the
 * declarations, not the registry: the activity log's server extension reads these labels, and the registry
 * imports that extension.
 */
let byTable: Map<string, { def: Declaration; columns: Map<string, { name: string; label: string }> }> | undefined
function tableInfo(table: string) {
  if (!byTable) {
    byTable = new Map()
    for (const def of DECLARATIONS) {
      if (byTable.has(def.table)) continue
      const columns = new Map<string, { name: string; label: string }>()
      for (const [name, f] of Object.entries(def.fields))
        if (f.column && !f.secret && !columns.has(f.column)) columns.set(f.column, { name, label: fieldLabel(name, f) })
      byTable.set(def.table, { def, columns })
    }
  }
  return byTable.get(table)
}

/** The registry resource a record type (audited table) belongs to, if any. */
export const resourceOfTable = (table: string): string | null => tableInfo(table)?.def.name ?? null

/** The table a registry resource (or a record type already) names, when it is audited. */
export function auditedTable(recordType: string): string | null {
  if (recordType in AUDIT_RECORD_TYPES) return recordType
  const def = DECLARATIONS.find((d) => d.name === recordType)
  return def && def.table in AUDIT_RECORD_TYPES ? def.table : null
}

const COLUMNS = `l.id, l.created_at, l.action, l.record_type, l.record_id, l.changes, u.id as user_id, u.email, u.first_name, u.last_name,
  ${apiKeyNameSql('l.api_key_id')} as api_key_name`

/**
 * A logged row's {column: [before, after]} as its fields' API names and labels, before and after, as the
 * reader may see them (the field rule): a field hidden from them reads as changed, without its values.
 */
export function labelledChanges(
  recordType: string,
  logged: Record<string, [unknown, unknown]>,
  viewer: Viewer,
): AuditChange[] {
  const info = tableInfo(recordType)
  return Object.entries(logged).map(([column, [before, after]]) => {
    const f = info?.columns.get(column)
    const named = { field: f?.name ?? column, label: f?.label ?? keyLabel(column) }
    return seesColumn(viewer, recordType, column) ? { ...named, before, after } : { ...named, hidden: true }
  })
}

/** A logged row as the reader may see it: its changes and who acted by the field rule. */
export function toEntry(r: DbRow, viewer: Viewer): AuditEntry {
  const info = tableInfo(r.record_type)
  const changes = labelledChanges(r.record_type, r.changes, viewer)
  return {
    _id: r.id,
    createdAt: new Date(r.created_at).toISOString(),
    action: r.action,
    recordType: r.record_type,
    recordId: r.record_id,
    resource: info?.def.name ?? null,
    user: r.user_id
      ? shownUser(viewer, {
          _id: r.user_id,
          fullName: [r.first_name, r.last_name].filter(Boolean).join(' '),
          email: r.email,
        })
      : null,
    apiKey: r.api_key_name ?? null,
    changes,
  }
}

/** A record's entries (its history tab); the activity log's list is the registry's (domain/resources/logs.ts). */
export interface ActivityFilter {
  assetId: string
  recordType: string
  recordId: string
}

/**
 * The conditions of one branch: the asset's records, or the records of no asset (users, roles), which
 * every asset's log shows. Each branch reads its index in order, so a page costs its size, not the log's.
 */
function branch(f: ActivityFilter, params: unknown[], ofAsset: boolean): string {
  const add = (v: unknown) => `$${params.push(v)}`
  const conds = [ofAsset ? `l.asset_id = ${add(f.assetId)}` : 'l.asset_id is null']
  conds.push(`l.record_type = ${add(f.recordType)}`, `l.record_id = ${add(f.recordId)}`)
  return conds.join(' and ')
}

/** One page of a record's entries, newest first, and their total, as the reader may see them. */
export async function readActivity(
  db: Queryable,
  f: ActivityFilter,
  limit: number,
  offset: number,
  viewer: Viewer,
): Promise<{ rows: AuditEntry[]; total: number }> {
  const params: unknown[] = []
  const mine = branch(f, params, true)
  const global = branch(f, params, false)
  const n = `$${params.push(limit + offset)}`
  const page = `limit $${params.push(limit)} offset $${params.push(offset)}`
  const one = (where: string) =>
    `(select ${COLUMNS} from audit_log l left join users u on u.id = l.user_id where ${where} order by l.created_at desc, l.id desc limit ${n})`
  const countParams: unknown[] = []
  const [rows, [{ total }]] = await Promise.all([
    db.query(
      `select * from (${one(mine)} union all ${one(global)}) x order by created_at desc, id desc ${page}`,
      params,
    ),
    db.query<{ total: number }>(
      `select (select count(*) from audit_log l where ${branch(f, countParams, true)})::int + (select count(*) from audit_log l where ${branch(f, countParams, false)})::int as total`,
      countParams,
    ),
  ])
  return { rows: rows.map((r) => toEntry(r, viewer)), total }
}
