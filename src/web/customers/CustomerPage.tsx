import { useAtomValue } from 'jotai'
import { Link } from 'wouter'
import { Pencil } from 'lucide-react'
import { Switch } from '@headlessui/react'
import type { Customer } from '../../domain/customers/model.ts'
import { formatDateTime, formatPhone } from '../../domain/format.ts'
import { P, hasAccess } from '../../domain/permissions.ts'
import { api } from '../lib/http.ts'
import { useApi } from '../lib/useApi.ts'
import type { PageProps } from '../routes.tsx'
import { profileAtom } from '../state/session.ts'
import { Avatar } from '../ui/Avatar.tsx'
import { BackButton } from '../ui/BackButton.tsx'
import { EmailText } from '../ui/EmailText.tsx'
import { Card, buttonSecondary } from '../ui/Card.tsx'
import { toast } from '../ui/toast.tsx'
import { CustomerAccess } from './CustomerAccess.tsx'
import { RecordHistory } from '../audit/RecordHistory.tsx'
import { CustomerLeads } from './CustomerLeads.tsx'
import { avatarPerson } from './CustomersTable.tsx'
import { t } from '../../domain/i18n/index.ts'
import { valueLabel } from '../../domain/i18n/values.ts'

function Detail({ label, children, wide = false }: { label: string; children: React.ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'col-span-full' : undefined}>
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="text-sm break-words text-slate-900">{children}</dd>
    </div>
  )
}

/** /customers/{id}: the customer, their status and portal access, and their leads. */
export default function CustomerPage({ params }: PageProps) {
  const profile = useAtomValue(profileAtom)
  const can = (k: string) => hasAccess(profile, k)
  const id = params.id!
  const { data, error, mutate } = useApi<{ data: Customer }>(`/api/customers/${id}`, { filter: { populate: ['avatar'] } })
  const c = data?.data
  if (error) return <p role="alert" className="p-6 text-sm text-red-600">{error.message || t('customers.form.notFound')}</p>
  if (!c) return <p className="p-6 text-sm text-slate-500" aria-busy>{t('customers.page.loading')}</p>

  const toggle = async (enabled: boolean) => {
    try {
      await api.patch(`/api/customers/${id}/change-status`, { enabled })
      toast.success(t(enabled ? 'customers.page.enabledDone' : 'customers.page.disabledDone'))
      await mutate()
    } catch (e) {
      toast.error((e as Error).message || t('common.error'))
    }
  }

  return (
    <div className="flex flex-col gap-4 px-6 pt-4 pb-10">
      <BackButton fallback="/customers" />
      <div className="flex flex-wrap items-center gap-4">
        <Avatar profile={avatarPerson(c)} size="xl" />
        <div>
          <h1 className="text-lg font-semibold text-slate-900" data-i18n-data>{c.fullName}</h1>
          <p className="text-sm text-slate-600">
            {c.customerID ? <><bdi dir="ltr">#{c.customerID}</bdi> · </> : ''}{valueLabel('customerType', c.type)}{c.doNotDisturb ? ` · ${t('customers.form.doNotDisturb')}` : ''}
          </p>
        </div>
        <div className="ms-auto flex items-center gap-3">
          {can(P.CUSTOMER_UPDATE) && (
            <>
              <label className="flex items-center gap-2 text-sm text-slate-700">
                <Switch checked={c.enabled} onChange={toggle} aria-label={t('customers.page.status')} className="group relative inline-flex h-5 w-9 items-center rounded-full bg-slate-300 transition data-checked:bg-brand">
                  <span className="size-4 translate-x-0.5 rtl:-translate-x-0.5 rounded-full bg-white shadow transition group-data-checked:translate-x-4.5 rtl:group-data-checked:-translate-x-4.5" />
                </Switch>
                {c.enabled ? t('customers.enabled') : t('customers.disabled')}
              </label>
              <Link href={`/customers/${id}/update?ref=/customers/${id}`} className={buttonSecondary}>
                <Pencil className="size-4" aria-hidden /> {t('customers.page.edit')}
              </Link>
            </>
          )}
        </div>
      </div>
      <div className="grid gap-4 lg:grid-cols-3">
        <Card title={t('customers.page.details')} className="lg:col-span-1">
          <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
            {can(P.VIEW_SENSITIVE_INFORMATION) && (
              <>
                <Detail label={t('customers.page.email')} wide>{c.email ? <EmailText email={c.email} /> : '—'}</Detail>
                <Detail label={t('customers.page.phone')}><span dir="ltr" data-i18n-data>{formatPhone(c.phone, c.phoneCode) || '—'}</span></Detail>
              </>
            )}
            <Detail label={t('customers.page.status')}>{c.enabled ? t('customers.enabled') : t('customers.disabled')}</Detail>
            <Detail label={t('customers.page.source')}>{c.inputSource ? valueLabel('inputSource', c.inputSource) : '—'}</Detail>
            <Detail label={t('customers.page.created')}>{formatDateTime(c.createdAt)}</Detail>
            <Detail label={t('customers.page.updated')}>{formatDateTime(c.updatedAt)}</Detail>
          </dl>
        </Card>
        {can(P.LEADS_REPORT_VIEW) && (
          <Card title={t('customers.page.leads')} className="lg:col-span-2">
            <CustomerLeads customerId={id} />
          </Card>
        )}
        {can(P.CUSTOMER_UPDATE) && (
          <Card title={t('customers.page.access')} className="lg:col-span-1">
            <CustomerAccess customer={c} onChanged={() => void mutate()} />
          </Card>
        )}
        <Card title={t('customers.page.history')} className="lg:col-span-3">
          <RecordHistory resource="customers" id={id} />
        </Card>
      </div>
    </div>
  )
}
