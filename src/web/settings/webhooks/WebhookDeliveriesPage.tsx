import { useState } from 'react'
import { useAtomValue } from 'jotai'
import { Link } from 'wouter'
import { ArrowLeft, RotateCcw } from 'lucide-react'
import { useRegisterCommands } from '../../../../commands/registry.ts'
import type { Command } from '../../../../commands/types.ts'
import { formatDateTime } from '../../../domain/format.ts'
import { t } from '../../../domain/i18n/index.ts'
import { P } from '../../../domain/permissions.ts'
import { webhookEventLabel, type Webhook, type WebhookDelivery } from '../../../domain/webhooks.ts'
import { api } from '../../lib/http.ts'
import { useApi } from '../../lib/useApi.ts'
import type { PageProps } from '../../routeTypes.ts'
import { canAtom } from '../../state/session.ts'
import { PageHeader } from '../../ui/PageHeader.tsx'
import { toast } from '../../ui/toast.tsx'
import { secondaryCls } from '../../leads/editor/controls/styles.ts'

const STATUS_CLS: Record<WebhookDelivery['status'], string> = {
  pending: 'bg-slate-100 text-slate-700',
  retrying: 'bg-amber-100 text-amber-800',
  succeeded: 'bg-emerald-100 text-emerald-800',
  failed: 'bg-red-100 text-red-800',
  skipped: 'bg-slate-100 text-slate-600',
}

/** Deliveries still being tried: the page looks again every few seconds while any is. */
const inFlight = (rows: WebhookDelivery[] | undefined) =>
  rows?.some((d) => d.status === 'pending' || d.status === 'retrying') ? 2000 : 0

/**
 * /settings/webhooks/:id: a hook's deliveries, newest first (status, attempts, the receiver's code), the
 * focused one's answer (its first 2 kB) and error; j/k move, r replays the focused delivery.
 */
export default function WebhookDeliveriesPage({ params, title }: PageProps) {
  const id = params.id!
  const can = useAtomValue(canAtom)
  const hook = useApi<{ data: Webhook[] }>('/api/webhooks').data?.data.find((h) => h._id === id)
  const res = useApi<{ data: WebhookDelivery[]; meta: { hasMore: boolean } }>(
    `/api/webhooks/${id}/deliveries`,
    undefined,
    { refreshInterval: (d) => inFlight(d?.data) },
  )
  const rows = res.data?.data ?? []
  const [focused, setFocused] = useState(0)
  const row = rows[Math.min(focused, rows.length - 1)]
  const mayReplay = can([P.WEBHOOKS_UPDATE])
  const replay = async (d: WebhookDelivery) => {
    try {
      await api.post(`/api/webhooks/${id}/deliveries/${d._id}/replay`)
      toast.success(t('webhooks.deliveries.replayed'))
      setFocused(0)
      await res.mutate()
    } catch (e) {
      toast.error((e as Error).message || t('common.error'))
    }
  }
  const group = t('webhooks.deliveries.title')
  const move = (d: number) => setFocused((f) => Math.max(0, Math.min(rows.length - 1, f + d)))
  const commands: Command[] = [
    {
      id: 'deliveries.down',
      title: t('webhooks.page.next'),
      group,
      shortcut: 'j,down',
      hidden: true,
      run: () => move(1),
    },
    {
      id: 'deliveries.up',
      title: t('webhooks.page.previous'),
      group,
      shortcut: 'k,up',
      hidden: true,
      run: () => move(-1),
    },
    {
      id: 'deliveries.replay',
      title: t('webhooks.deliveries.replay'),
      group,
      shortcut: 'r',
      permission: [P.WEBHOOKS_UPDATE],
      disabled: row ? undefined : t('webhooks.page.needRow'),
      run: () => row && void replay(row),
    },
  ]
  useRegisterCommands('webhook-deliveries', commands, [row?._id, rows.length])

  return (
    <div className="pb-6">
      <PageHeader
        title={title}
        subtitle={
          <span dir="ltr" className="font-mono">
            {hook?.url}
          </span>
        }
        actions={
          <Link href="/settings/webhooks" className={secondaryCls}>
            <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden /> {t('webhooks.deliveries.back')}
          </Link>
        }
      />
      <div className="mx-4 grid items-start gap-4 sm:mx-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section
          aria-label={t('webhooks.deliveries.title')}
          className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-xs"
        >
          <h2 className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-100 px-4 py-3 text-sm font-semibold text-slate-900">
            {t('webhooks.deliveries.title')}
            <span className="hidden text-xs font-normal text-slate-500 sm:inline">
              {t('webhooks.deliveries.cursorHint')}
            </span>
          </h2>
          {!res.data ? (
            <p className="px-4 py-6 text-sm text-slate-600">
              {res.error ? (res.error as Error).message : t('shell.loadingEllipsis')}
            </p>
          ) : rows.length === 0 ? (
            <p className="px-4 py-6 text-sm text-slate-600">{t('webhooks.deliveries.empty')}</p>
          ) : (
            <table className="w-full text-start text-[13px]" data-testid="deliveries-table">
              <thead className="border-b border-slate-200 bg-slate-50 text-[12px] font-medium text-slate-600">
                <tr>
                  <th className="px-2 py-2 sm:px-3 text-start">{t('webhooks.deliveries.time')}</th>
                  <th className="px-2 py-2 sm:px-3 text-start">{t('webhooks.deliveries.event')}</th>
                  <th className="px-2 py-2 sm:px-3 text-start">{t('webhooks.deliveries.status')}</th>
                  <th className="hidden px-2 py-2 sm:px-3 text-end sm:table-cell">
                    {t('webhooks.deliveries.attempts')}
                  </th>
                  <th className="px-2 py-2 sm:px-3 text-end">{t('webhooks.deliveries.response')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((d, i) => (
                  <tr
                    key={d._id}
                    aria-current={d === row ? 'true' : undefined}
                    onClick={() => setFocused(i)}
                    className="cursor-pointer border-b border-slate-100 last:border-b-0 aria-[current=true]:bg-brand/5"
                  >
                    <td className="px-2 py-2 text-slate-700 sm:whitespace-nowrap sm:px-3">
                      {formatDateTime(d.createdAt)}
                    </td>
                    <td className="px-2 py-2 sm:px-3 text-slate-900">
                      {webhookEventLabel(d.event.type)}
                      {d.replayOf && <span className="ms-1 text-xs text-slate-500">↻</span>}
                    </td>
                    <td className="px-2 py-2 sm:px-3">
                      <span
                        className={`rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ${STATUS_CLS[d.status]}`}
                      >
                        {t(`webhooks.statuses.${d.status}`)}
                      </span>
                    </td>
                    <td className="hidden px-2 py-2 sm:px-3 text-end tabular-nums sm:table-cell">{d.attempts}</td>
                    <td className="px-2 py-2 sm:px-3 text-end tabular-nums">{d.responseStatus ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
        <section
          aria-label={row ? t('webhooks.deliveries.detail', { id: row._id }) : t('webhooks.deliveries.pick')}
          className="rounded-lg border border-slate-200 bg-white p-4 text-sm shadow-xs"
        >
          {!row ? (
            <p className="text-slate-600">{t('webhooks.deliveries.pick')}</p>
          ) : (
            <div className="grid gap-3">
              <div className="flex items-start justify-between gap-3">
                <h2 className="min-w-0 font-semibold break-all text-slate-900">
                  {t('webhooks.deliveries.detail', { id: '' })}
                  <span dir="ltr" className="font-mono text-xs font-normal text-slate-600">
                    {row._id}
                  </span>
                </h2>
                {mayReplay && (
                  <button
                    type="button"
                    className={`${secondaryCls} shrink-0 whitespace-nowrap`}
                    onClick={() => replay(row)}
                    aria-keyshortcuts="r"
                  >
                    <RotateCcw className="size-4" aria-hidden /> {t('webhooks.deliveries.replay')}
                  </button>
                )}
              </div>
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-slate-700">
                <dt className="text-slate-500">{t('webhooks.deliveries.event')}</dt>
                <dd dir="ltr" className="text-start font-mono text-xs">
                  {row.event.type} · {row.event._id}
                </dd>
                <dt className="text-slate-500">{t('webhooks.deliveries.firstAttempt')}</dt>
                <dd>{formatDateTime(row.firstAttemptAt) || '—'}</dd>
                <dt className="text-slate-500">{t('webhooks.deliveries.lastAttempt')}</dt>
                <dd>
                  {formatDateTime(row.lastAttemptAt) || '—'}
                  {row.durationMs !== null && (
                    <span className="ms-2 text-xs text-slate-500">
                      {t('webhooks.deliveries.duration', { ms: row.durationMs })}
                    </span>
                  )}
                </dd>
                {row.nextAttemptAt && (
                  <>
                    <dt className="text-slate-500">{t('webhooks.deliveries.next')}</dt>
                    <dd>{formatDateTime(row.nextAttemptAt)}</dd>
                  </>
                )}
                {row.replayOf && (
                  <>
                    <dt className="text-slate-500">↻</dt>
                    <dd dir="ltr" className="text-start font-mono text-xs">
                      {t('webhooks.deliveries.replayOf', { id: row.replayOf })}
                    </dd>
                  </>
                )}
              </dl>
              {row.error && (
                <p role="status" className="rounded-md bg-red-50 px-2.5 py-2 text-red-800">
                  {t('webhooks.deliveries.error')}: <span dir="ltr">{row.error}</span>
                </p>
              )}
              <div>
                <h3 className="mb-1 text-xs font-medium text-slate-600">{t('webhooks.deliveries.responseBody')}</h3>
                <pre
                  dir="ltr"
                  data-testid="delivery-answer"
                  className="max-h-64 overflow-auto rounded-md bg-slate-50 p-2.5 font-mono text-xs whitespace-pre-wrap break-all text-slate-800"
                >
                  {row.responseBody || t('webhooks.deliveries.noBody')}
                </pre>
              </div>
            </div>
          )}
        </section>
      </div>
    </div>
  )
}
