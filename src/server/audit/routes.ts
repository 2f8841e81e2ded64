import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { AUDIT_ACTION_LABELS, AUDIT_RECORD_TYPES, SYSTEM_LOG_KINDS, SYSTEM_LOG_LEVELS, auditValueText } from '../../domain/audit.ts'
import type { AppDeps } from '../app.ts'
import { listAccessLogs } from '../auth/accessLogs.ts'
import { auth } from '../http/access.ts'
import { sendCsv } from '../http/csv.ts'
import { forbidden, notFound, parseOr400 } from '../http/errors.ts'
import { pageParams } from '../http/pageParams.ts'
import { resourceDefs } from '../resources/registry.ts'
import { rowAccessSql } from '../resources/rowAccess.ts'
import { auditedTable, readActivity, type ActivityFilter } from './activityLog.ts'
import { readSystemLogs } from './systemLog.ts'

const filterQuery = z.object({ filter: z.unknown().optional() })
const activityQuery = z.object({
  user: z.uuid('User must be a user id.').optional(),
  recordType: z.enum(Object.keys(AUDIT_RECORD_TYPES) as [string, ...string[]], 'Record type must be one of the logged record types.').optional(),
  recordId: z.string().max(200).optional(),
  from: z.iso.datetime({ offset: true, message: 'From must be a date and time.' }).optional(),
  to: z.iso.datetime({ offset: true, message: 'To must be a date and time.' }).optional(),
})
const systemQuery = z.object({
  kind: z.enum(Object.keys(SYSTEM_LOG_KINDS) as [string, ...string[]], 'Kind must be one of the system log kinds.').optional(),
  level: z.enum(SYSTEM_LOG_LEVELS, 'Level must be info, warn or error.').optional(),
})
const historyParams = z.object({ resource: z.string().max(100), id: z.uuid('This record does not exist.') })

const EXPORT_RANGE = 1000
const superOnly = { access: { superOnly: true } }

/**
 * The audit pages (super access, the header's settings menu): the activity log of the active asset
 * (and of the records of no asset: users, roles), everyone's sign-ins, the system log, each with a CSV
 * export; and a record's own history, for whoever may read the record.
 */
export async function auditRoutes(app: FastifyInstance, { db }: AppDeps) {
  const activityFilter = (req: { query: unknown }) => {
    const p = pageParams(parseOr400(filterQuery, req.query).filter, ['user', 'recordType', 'recordId', 'from', 'to'])
    return { p, f: parseOr400(activityQuery, p.query, 'filter.query') }
  }

  app.get('/api/admin/activity-logs', { config: superOnly }, async (req) => {
    const { p, f } = activityFilter(req)
    const { rows, total } = await readActivity(db, { ...f, assetId: auth(req).assetId }, p.sqlLimit, p.sqlOffset)
    return { data: rows, meta: p.meta(total) }
  })

  app.get('/api/admin/activity-logs/export', { config: superOnly }, async (req, reply) => {
    const { f } = activityFilter(req)
    const filter: ActivityFilter = { ...f, assetId: auth(req).assetId }
    const columns = ['Date', 'User', 'Action', 'Record type', 'Record', 'Field', 'Before', 'After']
    return sendCsv(req, reply, db, { filename: 'activity-logs.csv', columns }, async (write, signal) => {
      for (let offset = 0; !signal.aborted; offset += EXPORT_RANGE) {
        const { rows } = await readActivity(db, filter, EXPORT_RANGE, offset, false)
        for (const e of rows) {
          const head = [e.createdAt, e.user ? `${e.user.fullName} <${e.user.email}>` : 'System', AUDIT_ACTION_LABELS[e.action], AUDIT_RECORD_TYPES[e.recordType] ?? e.recordType, e.recordId]
          // one line per field changed, so a spreadsheet can filter by field
          for (const c of e.changes.length ? e.changes : [null]) await write([...head, c?.label ?? '', c ? auditValueText(c.before) : '', c ? auditValueText(c.after) : ''])
        }
        if (rows.length < EXPORT_RANGE) return
      }
    })
  })

  // A record's history: read with the record's own view key, in the active asset, within the caller's rows.
  app.get('/api/history/:resource/:id', { config: { access: {} } }, async (req) => {
    const a = auth(req)
    const { resource, id } = parseOr400(historyParams, req.params)
    const def = resourceDefs[resource]
    const table = auditedTable(resource)
    if (!table) throw notFound('This record has no history.')
    if (def?.tenant === false || !def) {
      if (!a.isSuper) throw forbidden()
    } else {
      if (!a.can([...(def.access?.view ?? [])])) throw forbidden()
      const params: unknown[] = [id, a.assetId]
      const rows = rowAccessSql(def, a, params)
      const [found] = await db.query(`select 1 from ${def.table} where id = $1 and asset_id = $2${rows ? ` and ${rows}` : ''}`, params)
      if (!found) throw notFound(`${def.label} not found`)
    }
    const p = pageParams(parseOr400(filterQuery, req.query).filter)
    const { rows, total } = await readActivity(db, { assetId: a.assetId, recordType: table, recordId: id }, p.sqlLimit, p.sqlOffset)
    return { data: rows, meta: p.meta(total) }
  })

  const systemFilter = (req: { query: unknown }) => {
    const p = pageParams(parseOr400(filterQuery, req.query).filter, ['kind', 'level'])
    return { p, f: parseOr400(systemQuery, p.query, 'filter.query') }
  }
  app.get('/api/admin/system-logs', { config: { access: { superOnly: true, asset: false } } }, async (req) => {
    const { p, f } = systemFilter(req)
    const { rows, total } = await readSystemLogs(db, f, p.sqlLimit, p.sqlOffset)
    return { data: rows, meta: p.meta(total) }
  })
  app.get('/api/admin/system-logs/export', { config: { access: { superOnly: true, asset: false } } }, async (req, reply) => {
    const { f } = systemFilter(req)
    return sendCsv(req, reply, db, { filename: 'system-logs.csv', columns: ['Date', 'Level', 'Kind', 'Message', 'Details'] }, async (write, signal) => {
      for (let offset = 0; !signal.aborted; offset += EXPORT_RANGE) {
        const { rows } = await readSystemLogs(db, f, EXPORT_RANGE, offset)
        for (const e of rows) await write([e.createdAt, e.level, SYSTEM_LOG_KINDS[e.kind] ?? e.kind, e.message, e.details ? JSON.stringify(e.details) : ''])
        if (rows.length < EXPORT_RANGE) return
      }
    })
  })

  // The users access log's CSV (its list: GET /api/admin/users-access-logs).
  app.get('/api/admin/users-access-logs/export', { config: { access: { superOnly: true, asset: false } } }, async (req, reply) => {
    const p = pageParams(parseOr400(filterQuery, req.query).filter, ['user'])
    const { user } = parseOr400(z.object({ user: z.uuid('User must be a user id.').optional() }), p.query, 'filter.query')
    return sendCsv(req, reply, db, { filename: 'users-access-logs.csv', columns: ['Date', 'User', 'E-mail', 'Action', 'Asset', 'IP', 'Browser'] }, async (write, signal) => {
      for (let page = 1; !signal.aborted; page++) {
        const range = { ...p, sqlLimit: EXPORT_RANGE, sqlOffset: (page - 1) * EXPORT_RANGE }
        const { data } = await listAccessLogs(db, range, user)
        for (const r of data) await write([new Date(r.createdAt).toISOString(), r.user.fullName, r.user.email, r.action, r.asset?.name ?? '', r.ip, r.userAgent])
        if (data.length < EXPORT_RANGE) return
      }
    })
  })
}
