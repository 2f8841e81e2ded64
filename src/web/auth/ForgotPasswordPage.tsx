import { useState, type FormEvent } from 'react'
import { Link } from 'wouter'
import { api } from '../lib/http.ts'
import { AuthCard, inputClass, primaryButton } from './AuthCard.tsx'

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
      const res = await api.post<{ data?: { message?: string }; message?: string }>('/api/auth/forgot-password', { email, type: 'oac' })
      setSent(res.data?.message ?? res.message ?? `If an account exists for ${email}, a link to reset the password has been sent.`)
    } catch (err) {
      setError((err as Error).message)
    } finally {
      setBusy(false)
    }
  }

  return (
    <AuthCard title="Forgot password" subtitle="Enter your e-mail and we will send you a link to choose a new password.">
      {sent ? (
        <p role="status" className="rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-800">{sent}</p>
      ) : (
        <form onSubmit={submit} className="space-y-4" aria-label="Forgot password">
          <label className="block text-sm font-medium text-slate-700">
            E-mail
            <input name="email" type="email" required autoComplete="username" autoFocus className={inputClass} />
          </label>
          {error && <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">{error}</p>}
          <button disabled={busy} className={primaryButton}>{busy ? 'Sending…' : 'Send reset link'}</button>
        </form>
      )}
      <p className="mt-4 text-center text-sm">
        <Link href="/auth/login" className="font-medium text-brand hover:underline">Back to sign in</Link>
      </p>
    </AuthCard>
  )
}
