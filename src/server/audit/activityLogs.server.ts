import { activityLogs } from '../../domain/resources/index.ts'
import { defineServerExtension } from '../resources/extension.ts'
import { labelledChanges, resourceOfTable } from './activityLog.ts'

/** The activity log on the server: which entries a caller reads, and what an entry says beyond its columns. */
export const activityLogsServer = defineServerExtension(activityLogs, {
  // no tenant table (users and roles are logged with no asset): the active asset's entries and those of no
  // asset, never another asset's
  rowAccess: (a, add) => `(asset_id = ${add(a.assetId)}::uuid or asset_id is null)`,
  // the record's id until the registry completes it with every audited table's title (recordNames.ts)
  computed: {
    recordName: 'audit_log.record_id',
    apiKey: '(select k.name from api_keys k where k.id = audit_log.api_key_id)',
  },
  // an entry's changes name the record type's fields by their labels (from its declaration, which the console
  // lacks for server-only definitions such as leads) as the reader may see them, and its record's registry resource
  afterRead: (row, viewer) => {
    const { changes, recordType } = row as { changes?: Record<string, [unknown, unknown]>; recordType?: string }
    return {
      ...row,
      ...(changes && recordType ? { changes: labelledChanges(recordType, changes, viewer) } : {}),
      ...(recordType ? { resource: resourceOfTable(recordType) } : {}),
    }
  },
})
