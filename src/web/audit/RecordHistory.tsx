import { useState } from 'react'
import { apiKeyActor } from '../../domain/apiKeys.ts'
import type { AuditEntry } from '../../domain/audit.ts'
import { formatDateTime } from '../../domain/format.ts'
import type { PaginatorMeta } from '../../domain/paginate.ts'
import type { Resource } from '../../domain/resources/types.ts'
import { useApi } from '../lib/useApi.ts'
import { Pager } from '../ui/lists/Pager.tsx'
import { ChangeList } from './ChangeList.tsx'
import { t } from '../../domain/i18n/index.ts'

const LIMIT = 20

/**
 * A record's own history from the activity log (GET /api/history/{resource}/{id}): who changed what and
 * when, each field before and after, newest first. The record pages' History tab or card (they frame it).
 */
export function RecordHistory({
  resource,
  id,
  fields,
}: {
  resource: string
  id: string /** a declared resource's fields: their enum labels */
  fields?: Resource['fields']
}) {
  const [page, setPage] = useState(1)
  const { data, error, isLoading } = useApi<{ data: AuditEntry[]; meta: PaginatorMeta }>(
    `/api/history/${resource}/${id}`,
    { filter: { page, limit: LIMIT } },
  )
  const rows = data?.data ?? []
  return (
    <div data-testid="record-history">
      {!rows.length ? (
        <p className="px-4 py-6 text-center text-sm text-slate-600">
          {isLoading ? t('lead.loading') : error ? (error as Error).message : t('lead.audit.noChanges')}
        </p>
      ) : (
        <ol className="divide-y divide-slate-100">
          {rows.map((e) => (
            <li key={e._id} className="py-3 text-sm first:pt-0">
              <p className="mb-1 text-slate-600">
                <span className="font-semibold text-slate-900">{t(`lead.audit.actions.${e.action}`)}</span>{' '}
                {t('lead.audit.by')}{' '}
                <span className="font-medium text-slate-800" data-i18n-data>
                  {e.user?.fullName || e.user?.email || (e.apiKey ? apiKeyActor(e.apiKey) : t('common.system'))}
                </span>{' '}
                · <time dateTime={e.createdAt}>{formatDateTime(e.createdAt)}</time>
              </p>
              <ChangeList entry={e} fields={fields} />
            </li>
          ))}
        </ol>
      )}
      <Pager meta={data?.meta} onPage={setPage} />
    </div>
  )
}
