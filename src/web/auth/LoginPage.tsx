import { useState, type FormEvent } from 'react'
import { saveSession, type Session } from '../lib/session.ts'

export function LoginPage({ onLogin }: { onLogin: (s: Session) => void }) {
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault()
    const form = new FormData(e.currentTarget)
    const remember = form.get('remember') === 'on'
    setBusy(true)
    setError(null)
    try {
      const res = await fetch('/api/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: form.get('email'), password: form.get('password'), remember }),
      })
      const body = await res.json()
      if (!res.ok) throw new Error(body.message ?? 'Login failed')
      const session: Session = { accessToken: body.data.accessToken, profile: body.data.profile }
      saveSession(session, remember)
      onLogin(session)
    } catch (err) {
      setError((err as Error).message)
    } finally {
      setBusy(false)
    }
  }

  return (
    <main className="flex min-h-screen items-center justify-center">
      <form onSubmit={submit} className="w-80 space-y-4 rounded-lg bg-white p-6 shadow" aria-label="Login">
        <h1 className="text-xl font-semibold">Agency Console</h1>
        <label className="block text-sm">
          E-mail
          <input name="email" type="email" required autoComplete="username" className="mt-1 w-full rounded border px-2 py-1.5" />
        </label>
        <label className="block text-sm">
          Password
          <input name="password" type="password" required autoComplete="current-password" className="mt-1 w-full rounded border px-2 py-1.5" />
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input name="remember" type="checkbox" defaultChecked /> Remember me
        </label>
        {error && <p role="alert" className="text-sm text-red-600">{error}</p>}
        <button disabled={busy} className="w-full rounded bg-brand py-2 text-white disabled:opacity-50">
          {busy ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
    </main>
  )
}
