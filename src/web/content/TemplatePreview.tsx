import { useId, useState } from 'react'
import { useAtomValue } from 'jotai'
import { renderTemplate, TEMPLATE_VARIABLES, type TemplateContext } from '../../domain/content/templates.ts'
import { t } from '../../domain/i18n/index.ts'
import type { FieldDef } from '../../domain/resources/types.ts'
import { useApi } from '../lib/useApi.ts'
import type { DetailTabProps } from '../resources/detailProps.ts'
import { input } from '../resources/components/inputClass.ts'
import { useOptions } from '../resources/hooks/useOptions.ts'
import { profileAtom } from '../state/session.ts'

// the registry's relation picker over the asset's customers
const CUSTOMER: FieldDef = {
  type: 'id',
  ref: { target: 'customers', path: '/api/customers', show: 'fullName', route: '/customers' },
}

interface Template {
  subject: string
  body: string
}

/**
 * A template rendered for a real customer of the asset, with the renderer the campaign's mails use
 * (values escaped in the body); fields the viewer may not see (e-mail, phone) stay empty here.
 */
export default function TemplatePreview({ resource: r, row }: DetailTabProps) {
  const id = useId()
  const [customerId, setCustomerId] = useState('')
  const options = useOptions(CUSTOMER)
  const tpl = useApi<{ data: Template }>(`${r.basePath}/${row._id}`, { filter: { select: ['subject', 'body'] } })
  const customer = useApi<{ data: TemplateContext['customer'] }>(customerId ? `/api/customers/${customerId}` : null)
  const asset = useAtomValue(profileAtom)?.activeAsset?.name ?? ''
  const template = tpl.data?.data
  const ctx: TemplateContext | null = customer.data ? { customer: customer.data.data, asset: { name: asset } } : null

  if (tpl.error)
    return (
      <p role="alert" className="text-sm text-red-600">
        {(tpl.error as Error).message}
      </p>
    )
  if (!template) return <p className="text-sm text-slate-500">{t('content.loading')}</p>
  return (
    <section aria-label={t('content.template.preview')} className="space-y-4">
      <div className="rounded-lg border border-slate-200 bg-white p-4">
        <label htmlFor={`${id}-customer`} className="text-sm font-medium text-slate-700">
          {t('content.template.previewFor')}
        </label>
        <select
          id={`${id}-customer`}
          className={`${input} max-w-md`}
          value={customerId}
          onChange={(e) => setCustomerId(e.target.value)}
        >
          <option value="">—</option>
          {options.map((o) => (
            <option key={o.value} value={o.value} data-i18n-data>
              {o.label}
            </option>
          ))}
        </select>
        <p className="mt-2 text-xs text-slate-500">
          {t('content.template.variables')}{' '}
          <bdi dir="ltr" data-i18n-data>
            {Object.keys(TEMPLATE_VARIABLES)
              .map((v) => `{{${v}}}`)
              .join(', ')}
          </bdi>
        </p>
      </div>
      {customer.error && (
        <p role="alert" className="text-sm text-red-600">
          {(customer.error as Error).message}
        </p>
      )}
      <article aria-label={t('content.template.rendered')} className="rounded-lg border border-slate-200 bg-white">
        <header className="border-b border-slate-200 px-4 py-3">
          <p className="text-xs text-slate-500">{t('content.template.subject')}</p>
          <p className="text-sm font-medium text-slate-900" data-testid="preview-subject" data-i18n-data>
            {ctx ? renderTemplate(template.subject, ctx) : template.subject}
          </p>
        </header>
        {/* the body is sanitized by the server on save and the renderer escapes every value it inserts */}
        <div
          className="prose prose-sm max-w-none px-4 py-3 text-sm text-slate-800"
          data-testid="preview-body"
          data-i18n-data
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by the server on save, every inserted value escaped
          dangerouslySetInnerHTML={{ __html: ctx ? renderTemplate(template.body, ctx, { html: true }) : template.body }}
        />
      </article>
      {!ctx && <p className="text-sm text-slate-500">{t('content.template.pick')}</p>}
    </section>
  )
}
