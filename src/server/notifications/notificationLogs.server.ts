import { noticeShown } from '../../domain/notifications.ts'
import { notificationLogs } from '../../domain/resources/logs.ts'
import { defineServerExtension } from '../resources/extension.ts'

/** The notification log on the server: a notification's title and body in the request's language, as its recipient's bell shows them. */
export const notificationLogsServer = defineServerExtension(notificationLogs, {
  afterRead: (row) =>
    row.args && row.kind ? { ...row, ...noticeShown(row as Parameters<typeof noticeShown>[0]) } : row,
})
