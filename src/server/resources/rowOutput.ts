import { noticeShown } from '../../domain/notifications.ts'
import { labelledChanges, resourceOfTable } from '../audit/activityLog.ts'
import type { DbRow } from '../db/db.ts'
import type { Viewer } from './fieldRule.ts'

/**
 * How a resource's rows leave the server beyond their fields, for what a column cannot say: an activity
 * log entry's changes name the record type's fields by their labels (from the record type's declaration,
 * which the console lacks for server-only definitions such as leads), as the reader may see them (the field
 * rule), and its record's registry resource; a notification's title and body in the request's language
 * (X-Language), as its recipient's bell shows them.
 */
export const ROW_OUTPUT: Record<string, (row: DbRow, viewer: Viewer) => Record<string, unknown>> = {
  activityLogs: (row, viewer) => ({
    ...row,
    ...(row.changes && row.recordType ? { changes: labelledChanges(row.recordType, row.changes, viewer) } : {}),
    ...(row.recordType ? { resource: resourceOfTable(row.recordType) } : {}),
  }),
  notificationLogs: (row) =>
    row.args && row.kind ? { ...row, ...noticeShown(row as Parameters<typeof noticeShown>[0]) } : row,
}
