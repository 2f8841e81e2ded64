import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { apiKeyActor } from '../../domain/apiKeys.ts'
import { auditValueLabel, type AuditChange, type AuditAction } from '../../domain/audit.ts'
import { t } from '../../domain/i18n/index.ts'
import { recordNotFoundText, resourceText } from '../../domain/i18n/resourceText.ts'
import { fieldLabel } from '../../domain/resources/define.ts'
import { AUDIT_RECORD_TYPES } from '../../domain/resources/index.ts'
import { labelText } from '../../domain/validationMessages.ts'
import type { AppDeps } from '../appDeps.ts'
import { auth } from '../http/access.ts'
import { sendCsv } from '../http/csv.ts'
import { forbidden, notFound, parseOr400 } from '../http/errors.ts'
import { pageParams } from '../http/pageParams.ts'
import { compileWhere, parseFilter, resolvePopulate } from '../resources/filter.ts'
import { EXPORT_RANGE, readCtx } from '../resources/register.ts'
import { getDef, resourceDefs } from '../resources/registry.ts'
import { rowAccessSql } from '../resources/rowAccess.ts'
import { readApiRows } from '../resources/rows.ts'
import { auditedTable, readActivity } from './activityLog.ts'
import { say } from '../../domain/i18n/schemaTexts.ts'
import type { DbRow } from '../db/db.ts'

const filterQuery = z.object({ filter: z.unknown().optional() })
const historyParams = z.object({ resource: z.string().max(100), id: z.uuid(say('server.noRecord')) })

/**
 * What the activity log's declaration (domain/resources/logs.ts) cannot say: its CSV, one line per field
 * changed, and a record's own history, for whoever may read the record. The logs' lists are the registry's.
 */
export async function auditRoutes(app: FastifyInstance, { db }: AppDeps) {
  const activityLogs = getDef('activityLogs')
  // the list's filter (the registry's query dialect), every matching entry, newest first
  app.get('/api/admin/activity-logs/export', { config: { access: { superOnly: true } } }, async (req, reply) => {
    const ctx = readCtx(req, db)
    const f = parseFilter(activityLogs, (req.query as { filter?: unknown }).filter, ctx.viewer)
    const params: unknown[] = []
    const where = compileWhere(activityLogs, f.query, ctx.viewer, params)
    const populate = resolvePopulate(activityLogs, 'user', ctx.viewer)
    const select = ['createdAt', 'user', 'apiKey', 'action', 'recordType', 'recordId', 'changes']
    // in the request's language, as the log's pages read: its fields' labels, a change's field and values as
    // the entry's page shows them (timestamps as logged); the record history's action words
    const label = (name: 'user' | 'recordType' | 'recordId' | 'action') =>
      resourceText(fieldLabel(name, activityLogs.fields[name]))
    const csv = (k: 'date' | 'field' | 'before' | 'after') => t(`admin.activityLogCsv.${k}`)
    const columns = [
      csv('date'),
      label('user'),
      label('action'),
      label('recordType'),
      label('recordId'),
      csv('field'),
      csv('before'),
      csv('after'),
    ]
    const system = resourceText(activityLogs.fields.user.empty)
    return sendCsv(req, reply, db, { filename: 'activity-logs.csv', columns }, async (write, signal) => {
      for (let offset = 0; !signal.aborted; offset += EXPORT_RANGE) {
        const rows = await readApiRows(ctx, activityLogs, {
          where,
          params,
          select,
          populate,
          sort: f.sort,
          limit: EXPORT_RANGE,
          offset,
        })
        for (const e of rows as DbRow[]) {
          const who = e.user
            ? e.user.email
              ? `${e.user.fullName} <${e.user.email}>`
              : e.user.fullName
            : e.apiKey
              ? apiKeyActor(e.apiKey)
              : system
          const head = [
            e.createdAt,
            who,
            t(`lead.audit.actions.${e.action as AuditAction}`),
            resourceText(AUDIT_RECORD_TYPES[e.recordType] ?? e.recordType),
            e.recordId,
          ]
          const fields = e.resource ? resourceDefs[e.resource]?.fields : undefined
          // a change of a field the reader may not see says only that it changed (the field rule)
          const value = (c: AuditChange, v: unknown) =>
            c.hidden ? t('lead.audit.hiddenValue') : auditValueLabel(v, c.field, fields)
          // one line per field changed, so a spreadsheet can filter by field
          const changes = e.changes as AuditChange[]
          for (const c of changes.length ? changes : [null])
            await write([...head, c ? labelText(c.label) : '', c ? value(c, c.before) : '', c ? value(c, c.after) : ''])
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
    if (!table) throw notFound(t('errors.other.noHistory'))
    if (def?.tenant === false || !def) {
      if (!a.isSuper) throw forbidden()
    } else {
      if (!a.can([...(def.access?.view ?? [])])) throw forbidden()
      const params: unknown[] = [id, a.assetId]
      const rows = rowAccessSql(def, a, params)
      const [found] = await db.query(
        `select 1 from ${def.table} where id = $1 and asset_id = $2${rows ? ` and ${rows}` : ''}`,
        params,
      )
      if (!found) throw notFound(recordNotFoundText(def.label))
    }
    const p = pageParams(parseOr400(filterQuery, req.query).filter)
    const { rows, total } = await readActivity(
      db,
      { assetId: a.assetId, recordType: table, recordId: id },
      p.sqlLimit,
      p.sqlOffset,
      a,
    )
    return { data: rows, meta: p.meta(total) }
  })
}
