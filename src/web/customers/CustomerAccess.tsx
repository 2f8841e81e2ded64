import { useState } from 'react'
import { Copy, Link2, Link2Off } from 'lucide-react'
import { CUSTOMER_PASSWORD_MIN } from '../../domain/customers/schema.ts'
import { formatDateTime, formatNumber } from '../../domain/format.ts'
import { api } from '../lib/http.ts'
import { buttonSecondary } from '../ui/Card.tsx'
import type { DetailTabProps } from '../resources/detailProps.ts'
import { toast } from '../ui/toast.tsx'
import { t } from '../../domain/i18n/index.ts'

/**
 * The customer page's Portal access tab (spec 1 §7): credentials (password of at least 8) and the single-use,
 * expiring quick-login link, which can be revoked.
 */
export default function CustomerAccess({ row: customer, reload: onChanged }: DetailTabProps) {
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [link, setLink] = useState<{ url: string; expiresAt: string } | null>(null)
  const hasLogin = customer.login?.enabled

  const savePassword = async () => {
    setError(null)
    if (password.length < CUSTOMER_PASSWORD_MIN)
      return setError(t('customers.access.passwordMin', { n: formatNumber(CUSTOMER_PASSWORD_MIN) }))
    try {
      await api.patch(`/api/customers/${customer._id}/${hasLogin ? 'change-password' : 'add-credentials'}`, {
        password,
      })
      toast.success(t(hasLogin ? 'customers.access.passwordChanged' : 'customers.access.credentialsAdded'))
      setPassword('')
      onChanged()
    } catch (e) {
      setError((e as Error).message || t('common.error'))
    }
  }
  const makeLink = async () => {
    try {
      setLink(
        (
          await api.post<{ data: { url: string; expiresAt: string } }>('/api/customers/login-url', {
            customer: customer._id,
            asset: customer.asset,
          })
        ).data,
      )
    } catch (e) {
      toast.error((e as Error).message || t('common.error'))
    }
  }
  const revoke = async () => {
    try {
      const r = await api.del<{ data: { revoked: number } }>('/api/customers/login-url', {
        asset: customer.asset,
        customer: customer._id,
      })
      setLink(null)
      toast.success(t(r.data.revoked ? 'customers.access.revoked' : 'customers.access.noLink'))
    } catch (e) {
      toast.error((e as Error).message || t('common.error'))
    }
  }

  return (
    <div className="flex flex-col gap-4 text-sm">
      {/* The credentials box says what it holds: its own legend, a 'Password' label and the rule as a hint */}
      <form
        onSubmit={(e) => {
          e.preventDefault()
          void savePassword()
        }}
      >
        <fieldset
          className="flex flex-col gap-1.5 rounded-md border border-slate-200 px-3 pt-1 pb-3"
          data-testid="customer-credentials"
        >
          <legend className="px-1 font-medium text-slate-700">
            {hasLogin ? t('customers.access.changeLegend') : t('customers.access.addLegend')}
          </legend>
          <label htmlFor="customer-password" className="text-xs text-slate-600">
            {t('customers.access.password')}
          </label>
          <div className="flex flex-wrap gap-2">
            <input
              id="customer-password"
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              aria-invalid={!!error}
              aria-describedby="customer-password-hint"
              className="min-w-0 flex-1 basis-40 rounded border border-slate-300 px-2 py-1.5 focus:border-brand focus:outline-none"
            />
            <button type="submit" className={`${buttonSecondary} shrink-0`}>
              {hasLogin ? t('customers.access.changePassword') : t('customers.access.addCredentials')}
            </button>
          </div>
          <p id="customer-password-hint" className="text-xs text-slate-500">
            {t('customers.access.hint', { n: formatNumber(CUSTOMER_PASSWORD_MIN) })}
          </p>
          {error && (
            <p role="alert" className="text-xs text-red-600">
              {error}
            </p>
          )}
        </fieldset>
      </form>
      <div className="flex flex-col gap-2">
        <span className="font-medium text-slate-700">{t('customers.access.quickLink')}</span>
        <div className="flex gap-2">
          <button type="button" onClick={makeLink} className={buttonSecondary}>
            <Link2 className="size-4" aria-hidden /> {t('customers.access.createLink')}
          </button>
          <button type="button" onClick={revoke} className={buttonSecondary}>
            <Link2Off className="size-4" aria-hidden /> {t('customers.access.revokeLinks')}
          </button>
        </div>
        {link && (
          <div className="flex items-center gap-2 rounded border border-slate-200 bg-slate-50 px-2 py-1.5">
            <code className="truncate text-xs" dir="ltr" data-testid="login-link">
              {link.url}
            </code>
            <button
              type="button"
              aria-label={t('customers.access.copy')}
              onClick={() =>
                void navigator.clipboard?.writeText(link.url).then(() => toast.success(t('customers.access.copied')))
              }
              className="rounded p-1 text-slate-500 hover:text-brand"
            >
              <Copy className="size-4" aria-hidden />
            </button>
            <span className="ms-auto shrink-0 text-xs text-slate-500">
              {t('customers.access.expires', { date: formatDateTime(link.expiresAt) })}
            </span>
          </div>
        )}
      </div>
    </div>
  )
}
