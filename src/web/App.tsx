import { useState } from 'react'
import { LoginPage } from './auth/LoginPage.tsx'
import { clearSession, loadSession, type Session } from './lib/session.ts'

/** Skeleton: the login page, then the signed-in profile. The shell proper replaces the second part. */
export function App() {
  const [session, setSession] = useState<Session | null>(loadSession)
  if (!session) return <LoginPage onLogin={setSession} />
  const p = session.profile
  return (
    <main className="mx-auto mt-16 max-w-md rounded-lg bg-white p-6 shadow">
      <h1 className="text-xl font-semibold">Welcome, {p.firstName}</h1>
      <dl className="mt-4 grid grid-cols-3 gap-2 text-sm" data-testid="profile">
        <dt className="text-slate-500">E-mail</dt>
        <dd className="col-span-2">{p.email}</dd>
        <dt className="text-slate-500">Role</dt>
        <dd className="col-span-2">{p.role?.name}</dd>
        <dt className="text-slate-500">Asset</dt>
        <dd className="col-span-2">{p.activeAsset?.name ?? '-'}</dd>
      </dl>
      <button
        className="mt-6 rounded bg-slate-200 px-3 py-1.5 text-sm"
        onClick={() => {
          clearSession()
          setSession(null)
        }}
      >
        Logout
      </button>
    </main>
  )
}
