import { useState } from 'react'
import { useAtomValue } from 'jotai'
import { Link } from 'wouter'
import { UserPlus } from 'lucide-react'
import { useRegisterCommands } from '../../../commands/registry.ts'
import type { FormField } from '../../domain/content/dataForms.ts'
import { formatDateTime } from '../../domain/format.ts'
import { t, textOr } from '../../domain/i18n/index.ts'
import { P } from '../../domain/permissions.ts'
import { type ApiError, api } from '../lib/http.ts'
import { useApi } from '../lib/useApi.ts'
import type { DetailTabProps } from '../resources/detailProps.ts'
import { canAtom } from '../state/session.ts'
import { toast } from '../ui/toast.tsx'
import { DATA, WithData } from '../ui/WithData.tsx'

interface Enquiry {
  _id: string
  /** Absent without VIEW_SENSITIVE_INFORMATION: the answers hold the enquirer's contact details. */
  answers?: Record<string, unknown>
  form: { _id: string; name: string; fields: FormField[] } | null
  lead: { _id: string; leadID: number } | null
  customer: { _id: string; fullName: string } | null
  convertedAt: string | null
}

const MAKE_LEAD = [P.ENQUIRY_UPDATE, P.LEAD_ADD]

const shown = (v: unknown) =>
  v === true
    ? t('common.yes')
    : v === false
      ? t('common.no')
      : v === undefined || v === null || v === ''
        ? '—'
        : String(v)

/**
 * An enquiry's answers in its form's order, and the one step that turns it into a lead (button, or
 * "Make a lead of this enquiry" in the palette): the server matches or creates the customer by phone or
 * e-mail and creates the lead in one transaction; an enquiry already a lead links to it instead.
 */
export default function EnquiryAnswers({ resource: r, row }: DetailTabProps) {
  const res = useApi<{ data: Enquiry }>(`${r.basePath}/${row._id}`, {
    filter: { populate: ['form', 'lead', 'customer'] },
  })
  const can = useAtomValue(canAtom)
  const [busy, setBusy] = useState(false)
  const e = res.data?.data
  const allowed = can(MAKE_LEAD, { strict: true })

  const makeLead = async () => {
    if (busy || !e || e.convertedAt) return
    setBusy(true)
    try {
      const out = await api.post<{ data: { lead: { leadID: number }; customer: { matchedBy: string } } }>(
        `${r.basePath}/${row._id}/lead`,
      )
      const how = out.data.customer.matchedBy
      toast.success(
        t('content.enquiry.became', {
          leadID: out.data.lead.leadID,
          how: textOr(`content.enquiry.matched.${how}`, how),
        }),
      )
      await res.mutate()
    } catch (err) {
      toast.error((err as ApiError).message || t('common.error'))
    } finally {
      setBusy(false)
    }
  }
  const why = !e
    ? t('content.enquiry.loadingEnquiry')
    : e.convertedAt
      ? t('content.enquiry.alreadyLead')
      : busy
        ? t('content.enquiry.making')
        : undefined
  useRegisterCommands(
    'enquiry-lead',
    [
      {
        id: 'enquiry.makeLead',
        title: t('content.enquiry.command'),
        group: t('content.enquiry.group'),
        keywords: ['convert', 'lead'],
        permission: MAKE_LEAD,
        strict: true,
        disabled: why,
        run: makeLead,
      },
    ],
    [why, row._id],
  )

  if (res.error)
    return (
      <p role="alert" className="text-sm text-red-600">
        {(res.error as Error).message}
      </p>
    )
  if (!e) return <p className="text-sm text-slate-500">{t('content.loading')}</p>
  const answers = e.answers
  const fields = e.form?.fields ?? Object.keys(answers ?? {}).map((label) => ({ label, type: 'text' as const }))
  return (
    <section aria-label={t('content.enquiry.answers')} className="space-y-4">
      <div className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 bg-white p-4">
        {e.convertedAt ? (
          <p className="text-sm text-slate-700">
            {/* a lead outside the viewer's lead scope is not populated: it is named without a link */}
            {t('content.enquiry.becameWord')}{' '}
            {e.lead ? (
              <Link href={`/reports/leads/${e.lead._id}`} className="font-medium text-brand underline">
                {t('content.enquiry.leadN', { leadID: e.lead.leadID })}
              </Link>
            ) : (
              t('content.enquiry.hiddenLead')
            )}{' '}
            {e.customer && (
              <WithData
                sentence={t('content.enquiry.forCustomer', { name: DATA })}
                values={[
                  <Link key="c" href={`/customers/${e.customer._id}`} className="font-medium text-brand underline">
                    {e.customer.fullName}
                  </Link>,
                ]}
              />
            )}{' '}
            {e.convertedAt && t('content.enquiry.onDate', { date: formatDateTime(e.convertedAt) })}.
          </p>
        ) : (
          <>
            <p className="text-sm text-slate-700">{t('content.enquiry.notLead')}</p>
            {allowed && (
              <button
                type="button"
                onClick={makeLead}
                disabled={busy}
                className="ms-auto flex items-center gap-1.5 rounded-md bg-brand px-3 py-1.5 text-[13px] font-medium text-white hover:opacity-90 disabled:opacity-50"
              >
                <UserPlus className="size-4" aria-hidden />{' '}
                {t(busy ? 'content.enquiry.makingEllipsis' : 'content.enquiry.makeLead')}
              </button>
            )}
          </>
        )}
      </div>
      {answers ? (
        <dl className="grid grid-cols-1 gap-x-6 gap-y-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-[200px_1fr]">
          {fields.map((f) => (
            <div key={f.label} className="contents">
              <dt className="text-sm font-medium text-slate-600" data-i18n-data>
                {f.label}
              </dt>
              {/* each answer isolated in its own direction, aligned by the page's: beside its label in both languages */}
              <dd className="text-sm whitespace-pre-wrap text-slate-900" data-i18n-data>
                <bdi>{shown(answers[f.label])}</bdi>
              </dd>
            </div>
          ))}
          {fields.length === 0 && <p className="text-sm text-slate-500">{t('content.enquiry.noForm')}</p>}
        </dl>
      ) : (
        <p className="rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-600">
          {t('content.enquiry.hidden')}
        </p>
      )}
    </section>
  )
}
