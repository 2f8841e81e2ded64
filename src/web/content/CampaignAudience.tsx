import { useEffect, useId, useState } from 'react'
import { useAtomValue } from 'jotai'
import { Send } from 'lucide-react'
import { useRegisterCommands } from '../../../commands/registry.ts'
import { segmentQuery, type CustomerSegment } from '../../domain/content/segments.ts'
import { CUSTOMER_TYPES } from '../../domain/customers/model.ts'
import { formatDateTime, formatNumber } from '../../domain/format.ts'
import { t } from '../../domain/i18n/index.ts'
import { valueLabel } from '../../domain/i18n/values.ts'
import type { PaginatorMeta } from '../../domain/paginate.ts'
import { P } from '../../domain/permissions.ts'
import { type ApiError, api } from '../lib/http.ts'
import { useApi } from '../lib/useApi.ts'
import { useDebounced } from '../lib/useDebounced.ts'
import type { DetailTabProps } from '../resources/detailProps.ts'
import { input } from '../resources/components/inputClass.ts'
import { canAtom } from '../state/session.ts'
import { AlertDialog } from '../ui/AlertDialog.tsx'
import { buttonSecondary } from '../ui/Card.tsx'
import { Pager } from '../ui/lists/Pager.tsx'
import { toast } from '../ui/toast.tsx'

interface Campaign {
  name: string
  segment: CustomerSegment
  status: 'draft' | 'sent'
  sentAt: string | null
  updatedAt: string
}
interface Recipient {
  _id: string
  customer: { _id: string; fullName: string }
  email?: string | null
  status: 'queued' | 'sending' | 'sent' | 'skipped' | 'failed'
  reason: string | null
  sentAt: string | null
}

/**
 * A campaign's audience (the customers list's filter: search, type, status), the count it matches, the
 * one send (confirmed; the server refuses a second) and, once sent, every recipient with its result.
 */
export default function CampaignAudience({ resource: r, row }: DetailTabProps) {
  const id = useId()
  const can = useAtomValue(canAtom)
  const res = useApi<{ data: Campaign }>(`${r.basePath}/${row._id}`, {
    filter: { select: ['name', 'segment', 'status', 'sentAt', 'updatedAt'] },
  })
  const c = res.data?.data
  const [segment, setSegment] = useState<CustomerSegment>({})
  const [confirm, setConfirm] = useState(false)
  const [busy, setBusy] = useState(false)
  const [page, setPage] = useState(1)
  useEffect(() => {
    if (c) setSegment(c.segment ?? {})
  }, [c])
  const query = segmentQuery(useDebounced(segment, 400))
  const count = useApi<{ data: number }>(c?.status === 'draft' ? '/api/customers/count' : null, { filter: { query } })
  const recipients = useApi<{ data: Recipient[]; meta: PaginatorMeta }>(
    c?.status === 'sent' ? `${r.basePath}/${row._id}/recipients` : null,
    { page, limit: 50 },
  )
  const canEdit = can([P.OUTREACH_CAMPAIGN_UPDATE])
  const canSend = can([P.OUTREACH_CAMPAIGN_SEND])
  const changed = !!c && JSON.stringify(segmentQuery(c.segment ?? {})) !== JSON.stringify(segmentQuery(segment))

  const saveSegment = async () => {
    if (!c) return false
    try {
      await api.patch(`${r.basePath}/${row._id}`, { segment, updatedAt: c.updatedAt })
      await res.mutate()
      return true
    } catch (e) {
      toast.error((e as ApiError).message || t('common.error'))
      return false
    }
  }
  const send = async () => {
    setConfirm(false)
    setBusy(true)
    try {
      if (changed && !(await saveSegment())) return
      const out = await api.post<{ data: { recipients: Record<string, number> } }>(`${r.basePath}/${row._id}/send`)
      const n = out.data.recipients
      toast.success(
        t('content.campaign.sent', {
          sent: formatNumber(n.sent ?? 0),
          skipped: formatNumber(n.skipped ?? 0),
          failed: formatNumber(n.failed ?? 0),
        }),
      )
      await res.mutate()
    } catch (e) {
      toast.error((e as ApiError).message || t('common.error'))
      await res.mutate()
    } finally {
      setBusy(false)
    }
  }
  const why = !c
    ? t('content.campaign.loadingCampaign')
    : c.status === 'sent'
      ? t('content.campaign.alreadySent')
      : busy
        ? t('content.campaign.sending')
        : undefined
  useRegisterCommands(
    'campaign-send',
    [
      {
        id: 'campaign.send',
        title: t('content.campaign.command'),
        group: t('content.campaign.group'),
        keywords: ['outreach', 'mail'],
        permission: [P.OUTREACH_CAMPAIGN_SEND],
        disabled: why,
        run: () => setConfirm(true),
      },
    ],
    [why],
  )

  if (res.error)
    return (
      <p role="alert" className="text-sm text-red-600">
        {(res.error as Error).message}
      </p>
    )
  if (!c) return <p className="text-sm text-slate-500">{t('content.loading')}</p>
  const draft = c.status === 'draft'
  const editable = draft && canEdit
  return (
    <section aria-label={t('content.campaign.section')} className="space-y-4">
      <div className="rounded-lg border border-slate-200 bg-white p-4">
        <h2 className="text-sm font-semibold text-slate-900">{t('content.campaign.audience')}</h2>
        <p className="mb-3 text-sm text-slate-600">{t('content.campaign.audienceHelp')}</p>
        <div className="grid gap-3 sm:grid-cols-3">
          <label className="text-sm font-medium text-slate-700" htmlFor={`${id}-text`}>
            {t('content.campaign.search')}
            <input
              id={`${id}-text`}
              className={input}
              disabled={!editable}
              value={segment.text ?? ''}
              onChange={(e) => setSegment({ ...segment, text: e.target.value })}
              placeholder={t('content.campaign.searchPlaceholder')}
            />
          </label>
          <label className="text-sm font-medium text-slate-700" htmlFor={`${id}-type`}>
            {t('content.campaign.type')}
            <select
              id={`${id}-type`}
              className={input}
              disabled={!editable}
              value={segment.type ?? ''}
              onChange={(e) => setSegment({ ...segment, type: e.target.value as CustomerSegment['type'] })}
            >
              <option value="">{t('content.campaign.allTypes')}</option>
              {CUSTOMER_TYPES.map((x) => (
                <option key={x} value={x}>
                  {valueLabel('customerType', x)}
                </option>
              ))}
            </select>
          </label>
          <label className="text-sm font-medium text-slate-700" htmlFor={`${id}-status`}>
            {t('content.campaign.statusLabel')}
            <select
              id={`${id}-status`}
              className={input}
              disabled={!editable}
              value={segment.status ?? ''}
              onChange={(e) => setSegment({ ...segment, status: e.target.value as CustomerSegment['status'] })}
            >
              <option value="">{t('content.campaign.all')}</option>
              <option value="enabled">{t('content.campaign.enabled')}</option>
              <option value="disabled">{t('content.campaign.disabled')}</option>
            </select>
          </label>
        </div>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          {draft ? (
            <p className="text-sm text-slate-700" aria-live="polite">
              {count.data
                ? t('content.campaign.matching', { count: count.data.data, n: formatNumber(count.data.data) })
                : t('content.campaign.counting')}
            </p>
          ) : (
            <p className="text-sm text-slate-700">{t('content.campaign.sentOn', { date: formatDateTime(c.sentAt) })}</p>
          )}
          {editable && changed && (
            <button
              type="button"
              className={`${buttonSecondary} ms-auto`}
              onClick={() => void saveSegment().then((ok) => ok && toast.success(t('content.campaign.audienceSaved')))}
            >
              {t('content.campaign.saveAudience')}
            </button>
          )}
          {draft && canSend && (
            <button
              type="button"
              onClick={() => setConfirm(true)}
              disabled={busy}
              className={`${editable && changed ? '' : 'ms-auto'} flex items-center gap-1.5 rounded-md bg-brand px-3 py-1.5 text-[13px] font-medium text-white hover:opacity-90 disabled:opacity-50`}
            >
              <Send className="size-4" aria-hidden />{' '}
              {t(busy ? 'content.campaign.sendingEllipsis' : 'content.campaign.send')}
            </button>
          )}
        </div>
      </div>
      {!draft && (
        <div className="rounded-lg border border-slate-200 bg-white">
          <table className="w-full text-sm">
            <caption className="px-4 py-3 text-start text-sm font-semibold text-slate-900">
              {t('content.campaign.recipients')}
            </caption>
            <thead className="bg-slate-50 text-xs text-slate-600">
              <tr>
                <th scope="col" className="px-4 py-2 text-start font-medium">
                  {t('content.campaign.customer')}
                </th>
                {recipients.data?.data.some((x) => 'email' in x) && (
                  <th scope="col" className="px-4 py-2 text-start font-medium">
                    {t('content.campaign.email')}
                  </th>
                )}
                <th scope="col" className="px-4 py-2 text-start font-medium">
                  {t('content.campaign.result')}
                </th>
                <th scope="col" className="px-4 py-2 text-start font-medium">
                  {t('content.campaign.why')}
                </th>
                <th scope="col" className="px-4 py-2 text-start font-medium">
                  {t('content.campaign.mailed')}
                </th>
              </tr>
            </thead>
            <tbody>
              {(recipients.data?.data ?? []).map((x) => (
                <tr key={x._id} className="border-t border-slate-100">
                  <td className="px-4 py-2 text-slate-900" data-i18n-data>
                    {x.customer.fullName}
                  </td>
                  {'email' in x && (
                    <td className="px-4 py-2 text-slate-700" data-i18n-data>
                      {x.email ?? '—'}
                    </td>
                  )}
                  <td className="px-4 py-2">{t(`content.campaign.status.${x.status}`)}</td>
                  <td className="px-4 py-2 text-slate-600">{x.reason ?? ''}</td>
                  <td className="px-4 py-2 text-slate-600">{x.sentAt ? formatDateTime(x.sentAt) : ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {recipients.data && recipients.data.data.length === 0 && (
            <p className="px-4 py-3 text-sm text-slate-500">{t('content.campaign.noRecipients')}</p>
          )}
          <Pager meta={recipients.data?.meta} onPage={setPage} />
        </div>
      )}
      <AlertDialog
        open={confirm}
        onClose={() => setConfirm(false)}
        role="alertdialog"
        title={t('content.campaign.confirmTitle', { name: c.name })}
        actions={
          <>
            <button type="button" className={buttonSecondary} onClick={() => setConfirm(false)}>
              {t('content.campaign.cancel')}
            </button>
            <button
              type="button"
              className="rounded-md bg-brand px-3 py-1.5 text-[13px] font-medium text-white hover:opacity-90"
              onClick={() => void send()}
            >
              {/* a count not known yet reads as many ('Send to … customers') */}
              {t('content.campaign.sendTo', {
                count: count.data?.data ?? Number.POSITIVE_INFINITY,
                n: count.data ? formatNumber(count.data.data) : '…',
              })}
            </button>
          </>
        }
      >
        <p className="mt-1 text-sm text-slate-600">{t('content.campaign.confirmText')}</p>
      </AlertDialog>
    </section>
  )
}
