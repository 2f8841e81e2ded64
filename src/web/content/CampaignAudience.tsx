import { useEffect, useId, useState } from 'react'
import { useAtomValue } from 'jotai'
import { Send } from 'lucide-react'
import { useRegisterCommands } from '../../../commands/registry.ts'
import { segmentQuery, type CustomerSegment } from '../../domain/content/segments.ts'
import { CUSTOMER_TYPES } from '../../domain/customers/schema.ts'
import { formatDateTime } from '../../domain/format.ts'
import type { PaginatorMeta } from '../../domain/paginate.ts'
import { P } from '../../domain/permissions.ts'
import { ApiError, api } from '../lib/http.ts'
import { useApi } from '../lib/useApi.ts'
import { useDebounced } from '../lib/useDebounced.ts'
import type { DetailTabProps } from '../resources/detailTabs.ts'
import { input } from '../resources/components/inputClass.ts'
import { canAtom } from '../state/session.ts'
import { AlertDialog } from '../ui/AlertDialog.tsx'
import { buttonSecondary } from '../ui/Card.tsx'
import { Pager } from '../ui/Pager.tsx'
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

const STATUS: Record<Recipient['status'], string> = { queued: 'Queued', sending: 'Sending', sent: 'Mailed', skipped: 'Skipped', failed: 'Failed' }

/**
 * A campaign's audience (the customers list's filter: search, type, status), the count it matches, the
 * one send (confirmed; the server refuses a second) and, once sent, every recipient with its result.
 */
export default function CampaignAudience({ resource: r, row }: DetailTabProps) {
  const id = useId()
  const can = useAtomValue(canAtom)
  const res = useApi<{ data: Campaign }>(`${r.basePath}/${row._id}`, { filter: { select: ['name', 'segment', 'status', 'sentAt', 'updatedAt'] } })
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
  const recipients = useApi<{ data: Recipient[]; meta: PaginatorMeta }>(c?.status === 'sent' ? `${r.basePath}/${row._id}/recipients` : null, { page, limit: 50 })
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
      toast.error((e as ApiError).message || 'Error')
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
      toast.success(`The campaign was sent: ${n.sent ?? 0} mailed, ${n.skipped ?? 0} skipped, ${n.failed ?? 0} failed`)
      await res.mutate()
    } catch (e) {
      toast.error((e as ApiError).message || 'Error')
      await res.mutate()
    } finally {
      setBusy(false)
    }
  }
  const why = !c ? 'Loading the campaign' : c.status === 'sent' ? 'This campaign was already sent' : busy ? 'Sending' : undefined
  useRegisterCommands('campaign-send', [{ id: 'campaign.send', title: 'Send this campaign', group: 'Campaign', keywords: ['outreach', 'mail'], permission: [P.OUTREACH_CAMPAIGN_SEND], disabled: why, run: () => setConfirm(true) }], [why])

  if (res.error) return <p role="alert" className="text-sm text-red-600">{(res.error as Error).message}</p>
  if (!c) return <p className="text-sm text-slate-500">Loading…</p>
  const draft = c.status === 'draft'
  const editable = draft && canEdit
  return (
    <section aria-label="Audience and results" className="space-y-4">
      <div className="rounded-lg border border-slate-200 bg-white p-4">
        <h2 className="text-sm font-semibold text-slate-900">Audience</h2>
        <p className="mb-3 text-sm text-slate-600">The customers this filter finds in the customers list. Do-not-disturb customers, Spam customers and customers without an e-mail address are never mailed.</p>
        <div className="grid gap-3 sm:grid-cols-3">
          <label className="text-sm font-medium text-slate-700" htmlFor={`${id}-text`}>Search
            <input id={`${id}-text`} className={input} disabled={!editable} value={segment.text ?? ''} onChange={(e) => setSegment({ ...segment, text: e.target.value })} placeholder="Name, e-mail or phone" />
          </label>
          <label className="text-sm font-medium text-slate-700" htmlFor={`${id}-type`}>Type
            <select id={`${id}-type`} className={input} disabled={!editable} value={segment.type ?? ''} onChange={(e) => setSegment({ ...segment, type: e.target.value as CustomerSegment['type'] })}>
              <option value="">All types</option>
              {CUSTOMER_TYPES.map((t) => <option key={t} value={t}>{t}</option>)}
            </select>
          </label>
          <label className="text-sm font-medium text-slate-700" htmlFor={`${id}-status`}>Status
            <select id={`${id}-status`} className={input} disabled={!editable} value={segment.status ?? ''} onChange={(e) => setSegment({ ...segment, status: e.target.value as CustomerSegment['status'] })}>
              <option value="">All</option>
              <option value="enabled">Enabled</option>
              <option value="disabled">Disabled</option>
            </select>
          </label>
        </div>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          {draft ? (
            <p className="text-sm text-slate-700" aria-live="polite">{count.data ? `${count.data.data} customers match this filter.` : 'Counting…'}</p>
          ) : (
            <p className="text-sm text-slate-700">Sent on {formatDateTime(c.sentAt)}: a campaign sends once.</p>
          )}
          {editable && changed && <button type="button" className={`${buttonSecondary} ms-auto`} onClick={() => void saveSegment().then((ok) => ok && toast.success('The audience has been saved'))}>Save audience</button>}
          {draft && canSend && (
            <button type="button" onClick={() => setConfirm(true)} disabled={busy} className={`${editable && changed ? '' : 'ms-auto'} flex items-center gap-1.5 rounded-md bg-brand px-3 py-1.5 text-[13px] font-medium text-white hover:opacity-90 disabled:opacity-50`}>
              <Send className="size-4" aria-hidden /> {busy ? 'Sending…' : 'Send campaign'}
            </button>
          )}
        </div>
      </div>
      {!draft && (
        <div className="rounded-lg border border-slate-200 bg-white">
          <table className="w-full text-sm">
            <caption className="px-4 py-3 text-start text-sm font-semibold text-slate-900">Recipients</caption>
            <thead className="bg-slate-50 text-xs text-slate-600">
              <tr>
                <th scope="col" className="px-4 py-2 text-start font-medium">Customer</th>
                {recipients.data?.data.some((x) => 'email' in x) && <th scope="col" className="px-4 py-2 text-start font-medium">E-mail</th>}
                <th scope="col" className="px-4 py-2 text-start font-medium">Result</th>
                <th scope="col" className="px-4 py-2 text-start font-medium">Why</th>
                <th scope="col" className="px-4 py-2 text-start font-medium">Mailed</th>
              </tr>
            </thead>
            <tbody>
              {(recipients.data?.data ?? []).map((x) => (
                <tr key={x._id} className="border-t border-slate-100">
                  <td className="px-4 py-2 text-slate-900">{x.customer.fullName}</td>
                  {'email' in x && <td className="px-4 py-2 text-slate-700">{x.email ?? '—'}</td>}
                  <td className="px-4 py-2">{STATUS[x.status]}</td>
                  <td className="px-4 py-2 text-slate-600">{x.reason ?? ''}</td>
                  <td className="px-4 py-2 text-slate-600">{x.sentAt ? formatDateTime(x.sentAt) : ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {recipients.data && recipients.data.data.length === 0 && <p className="px-4 py-3 text-sm text-slate-500">No customer matched the audience.</p>}
          <Pager meta={recipients.data?.meta} shown={recipients.data?.data.length ?? 0} onPage={(d) => setPage((p) => Math.max(1, p + d))} />
        </div>
      )}
      <AlertDialog
        open={confirm}
        onClose={() => setConfirm(false)}
        role="alertdialog"
        title={`Send “${c.name}”?`}
        actions={
          <>
            <button type="button" className={buttonSecondary} onClick={() => setConfirm(false)}>Cancel</button>
            <button type="button" className="rounded-md bg-brand px-3 py-1.5 text-[13px] font-medium text-white hover:opacity-90" onClick={() => void send()}>Send to {count.data?.data ?? '…'} customers</button>
          </>
        }
      >
        <p className="mt-1 text-sm text-slate-600">Each customer of the audience is mailed once, now; do-not-disturb and Spam customers are skipped. A campaign cannot be sent twice.</p>
      </AlertDialog>
    </section>
  )
}
