import { Link } from 'wouter'
import { RESOURCES } from '../../../domain/resources/index.ts'
import type { RelatedList as Related } from '../../../domain/resources/types.ts'
import { useApi } from '../../lib/useApi.ts'
import type { Row } from '../hooks/useListController.ts'
import { formatNumber } from '../../../domain/format.ts'
import { t } from '../../../domain/i18n/index.ts'
import { resourceText } from '../../../domain/i18n/resourceText.ts'
import { recordTitle } from '../recordText.ts'
import { Data } from '../../ui/Data.tsx'
import { RecordSubtitle } from './RecordSubtitle.tsx'

/** The records of another resource that point at this one (a developer's projects), linked to their pages. */
export function RelatedList({ related, id }: { related: Related; id: string }) {
  const r = RESOURCES.find((x) => x.name === related.resource)!
  const res = useApi<{ data: Row[]; meta: { total: number } }>(r.basePath, {
    filter: { query: { [related.field]: id }, limit: 100, populate: r.list.populate ?? [] },
  })
  const rows = res.data?.data ?? []
  return (
    <section
      className="rounded-lg border border-slate-200 bg-white p-4 lg:col-span-2"
      aria-label={resourceText(related.title)}
    >
      <h2 className="mb-3 text-sm font-semibold text-slate-800">
        {resourceText(related.title)}{' '}
        {res.data && <span className="font-normal text-slate-500">({formatNumber(res.data.meta.total)})</span>}
      </h2>
      {res.error ? (
        <p role="alert" className="text-sm text-red-600">
          {(res.error as Error).message}
        </p>
      ) : !res.data ? (
        <p className="text-sm text-slate-500">{t('resources.detail.loading')}</p>
      ) : rows.length === 0 ? (
        <p className="text-sm text-slate-500">{t('resources.controls.noneYet')}</p>
      ) : (
        <ul className="divide-y divide-slate-100 text-sm">
          {rows.map((row) => (
            <li key={row._id} className="flex items-baseline gap-2 py-1.5">
              <Link href={`${r.route}/${row._id}`} className="font-medium text-brand hover:underline">
                <Data>{recordTitle(r, row)}</Data>
              </Link>
              <RecordSubtitle resource={r} row={row} className="truncate text-slate-500" />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
