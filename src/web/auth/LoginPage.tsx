import { useState, type FormEvent } from 'react'
import { Link } from 'wouter'
import type { Profile } from '../../domain/profile.ts'
import { api } from '../lib/http.ts'
import { loggedIn } from '../shell/sessionActions.ts'
import { AuthCard, inputClass, primaryButton } from './AuthCard.tsx'
import { t } from '../../domain/i18n/index.ts'

/** Sign in with e-mail and password; remember me keeps the session in localStorage (else this tab only). */
export default function LoginPage() {
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault()
    const form = new FormData(e.currentTarget)
    const remember = form.get('remember') === 'on'
    setBusy(true)
    setError(null)
    try {
      const res = await api.post<{ data: { accessToken: string; profile: Profile } }>('/api/auth/login', {
        email: form.get('email'),
        password: form.get('password'),
        remember,
      })
      loggedIn({ accessToken: res.data.accessToken, profile: res.data.profile }, remember)
    } catch (err) {
      setError((err as Error).message)
      setBusy(false)
    }
  }

  return (
    <AuthCard title={t('auth.login.title')} subtitle={t('auth.login.subtitle')}>
      <form onSubmit={submit} className="space-y-4" aria-label={t('auth.login.form')}>
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
        <label className="block text-sm font-medium text-slate-700">
          {t('auth.password')}
          <input name="password" type="password" required autoComplete="current-password" className={inputClass} />
        </label>
        <div className="flex items-center justify-between text-sm">
          <label className="flex items-center gap-2 text-slate-700">
            <input
              name="remember"
              type="checkbox"
              defaultChecked
              className="size-4 rounded border-slate-300 accent-brand"
            />{' '}
            {t('auth.login.remember')}
          </label>
          <Link href="/auth/forgot-password" className="font-medium text-brand hover:underline">
            {t('auth.login.forgot')}
          </Link>
        </div>
        {error && (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
            {error}
          </p>
        )}
        <button type="submit" disabled={busy} className={primaryButton}>
          {busy ? t('auth.login.busy') : t('auth.login.submit')}
        </button>
      </form>
    </AuthCard>
  )
}
