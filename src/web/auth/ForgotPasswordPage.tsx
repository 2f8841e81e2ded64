import { useState, type FormEvent } from 'react'
import { Link } from 'wouter'
import { api } from '../lib/http.ts'
import { AuthCard, inputClass, primaryButton } from './AuthCard.tsx'
import { t } from '../../domain/i18n/index.ts'

/** Asks the server to e-mail a reset link (POST /api/auth/forgot-password {email, type}). */
export default function ForgotPasswordPage() {
  const [sent, setSent] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault()
    const email = String(new FormData(e.currentTarget).get('email') ?? '').trim()
    setBusy(true)
    setError(null)
    try {
      const res = await api.post<{ data?: { message?: string }; message?: string }>('/api/auth/forgot-password', {
        email,
        type: 'oac',
      })
      setSent(res.data?.message ?? res.message ?? t('auth.forgot.sent', { email }))
    } catch (err) {
      setError((err as Error).message)
    } finally {
      setBusy(false)
    }
  }

  return (
    <AuthCard title={t('auth.forgot.title')} subtitle={t('auth.forgot.subtitle')}>
      {sent ? (
        <p role="status" className="rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
          {sent}
        </p>
      ) : (
        <form onSubmit={submit} className="space-y-4" aria-label={t('auth.forgot.title')}>
          <label className="block text-sm font-medium text-slate-700">
            {t('auth.email')}
            <input
              name="email"
              type="email"
              dir="ltr"
              required
              autoComplete="username"
              autoFocus
              className={inputClass}
            />
          </label>
          {error && (
            <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
              {error}
            </p>
          )}
          <button type="submit" disabled={busy} className={primaryButton}>
            {busy ? t('auth.forgot.busy') : t('auth.forgot.submit')}
          </button>
        </form>
      )}
      <p className="mt-4 text-center text-sm">
        <Link href="/auth/login" className="font-medium text-brand hover:underline">
          {t('auth.forgot.back')}
        </Link>
      </p>
    </AuthCard>
  )
}
