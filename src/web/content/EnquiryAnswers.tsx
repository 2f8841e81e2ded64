import { useState } from 'react'
import { useAtomValue } from 'jotai'
import { Link } from 'wouter'
import { UserPlus } from 'lucide-react'
import { useRegisterCommands } from '../../../commands/registry.ts'
import type { FormField } from '../../domain/content/dataForms.ts'
import { formatDateTime } from '../../domain/format.ts'
import { P } from '../../domain/permissions.ts'
import { ApiError, api } from '../lib/http.ts'
import { useApi } from '../lib/useApi.ts'
import type { DetailTabProps } from '../resources/detailTabs.ts'
import { canAtom } from '../state/session.ts'
import { toast } from '../ui/toast.tsx'

interface Enquiry {
  _id: string
  /** Absent without VIEW_SENSITIVE_INFORMATION: the answers hold the enquirer's contact details. */
  answers?: Record<string, unknown>
  form: { _id: string; name: string; fields: FormField[] } | null
  lead: { _id: string; leadID: number } | null
  customer: { _id: string; fullName: string } | null
  convertedAt: string | null
}

const MATCHED: Record<string, string> = { phone: 'matched by phone', email: 'matched by e-mail', created: 'new customer' }
const MAKE_LEAD = [P.ENQUIRY_UPDATE, P.LEAD_ADD]

const shown = (v: unknown) => (v === true ? 'Yes' : v === false ? 'No' : v === undefined || v === null || v === '' ? '—' : String(v))

/**
 * An enquiry's answers in its form's order, and the one step that turns it into a lead (button, or
 * "Make a lead of this enquiry" in the palette): the server matches or creates the customer by phone or
 * e-mail and creates the lead in one transaction; an enquiry already a lead links to it instead.
 */
export default function EnquiryAnswers({ resource: r, row }: DetailTabProps) {
  const res = useApi<{ data: Enquiry }>(`${r.basePath}/${row._id}`, { filter: { populate: ['form', 'lead', 'customer'] } })
  const can = useAtomValue(canAtom)
  const [busy, setBusy] = useState(false)
  const e = res.data?.data
  const allowed = can(MAKE_LEAD, { strict: true })

  const makeLead = async () => {
    if (busy || !e || e.convertedAt) return
    setBusy(true)
    try {
      const out = await api.post<{ data: { lead: { leadID: number }; customer: { matchedBy: string } } }>(`${r.basePath}/${row._id}/lead`)
      toast.success(`The enquiry became lead ${out.data.lead.leadID} (${MATCHED[out.data.customer.matchedBy]})`)
      await res.mutate()
    } catch (err) {
      toast.error((err as ApiError).message || 'Error')
    } finally {
      setBusy(false)
    }
  }
  const why = !e ? 'Loading the enquiry' : e.convertedAt ? 'This enquiry is already a lead' : busy ? 'Making the lead' : undefined
  useRegisterCommands(
    'enquiry-lead',
    [{ id: 'enquiry.makeLead', title: 'Make a lead of this enquiry', group: 'Enquiry', keywords: ['convert', 'lead'], permission: MAKE_LEAD, strict: true, disabled: why, run: makeLead }],
    [why, row._id],
  )

  if (res.error) return <p role="alert" className="text-sm text-red-600">{(res.error as Error).message}</p>
  if (!e) return <p className="text-sm text-slate-500">Loading…</p>
  const answers = e.answers
  const fields = e.form?.fields ?? Object.keys(answers ?? {}).map((label) => ({ label, type: 'text' as const }))
  return (
    <section aria-label="Answers" className="space-y-4">
      <div className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 bg-white p-4">
        {e.convertedAt ? (
          <p className="text-sm text-slate-700">
            {/* a lead outside the viewer's lead scope is not populated: it is named without a link */}
            Became {e.lead ? <Link href={`/reports/leads/${e.lead._id}`} className="font-medium text-brand underline">lead {e.lead.leadID}</Link> : 'a lead you do not see'}
            {e.customer && <> for <Link href={`/customers/${e.customer._id}`} className="font-medium text-brand underline">{e.customer.fullName}</Link></>}
            {e.convertedAt && <> on {formatDateTime(e.convertedAt)}</>}.
          </p>
        ) : (
          <>
            <p className="text-sm text-slate-700">Not a lead yet. Making one matches the customer by phone or e-mail, or creates them.</p>
            {allowed && (
              <button type="button" onClick={makeLead} disabled={busy} className="ms-auto flex items-center gap-1.5 rounded-md bg-brand px-3 py-1.5 text-[13px] font-medium text-white hover:opacity-90 disabled:opacity-50">
                <UserPlus className="size-4" aria-hidden /> {busy ? 'Making the lead…' : 'Make a lead'}
              </button>
            )}
          </>
        )}
      </div>
      {answers ? (
        <dl className="grid grid-cols-1 gap-x-6 gap-y-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-[200px_1fr]">
          {fields.map((f) => (
            <div key={f.label} className="contents">
              <dt className="text-sm font-medium text-slate-600">{f.label}</dt>
              <dd dir="auto" className="text-sm whitespace-pre-wrap text-slate-900">{shown(answers[f.label])}</dd>
            </div>
          ))}
          {fields.length === 0 && <p className="text-sm text-slate-500">This enquiry came through no form: it has no answers.</p>}
        </dl>
      ) : (
        <p className="rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-600">The answers hold the enquirer's e-mail and phone, which your role does not show.</p>
      )}
    </section>
  )
}
