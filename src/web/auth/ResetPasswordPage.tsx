import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Link, useSearchParams } from 'wouter'
import { navigate } from 'wouter/use-browser-location'
import type { z } from 'zod'
import { http } from '../lib/http.ts'
import { toast } from '../ui/toast.tsx'
import { Field } from '../ui/Field.tsx'
import { AuthCard, inputClass, primaryButton } from './AuthCard.tsx'
import { newPasswordSchema } from './newPasswordSchema.ts'

type Form = z.infer<typeof newPasswordSchema>

/**
 * The e-mailed link /auth/reset-password?token=…&email=…: the token is checked first
 * (POST /api/auth/verify-token {email}), then the new password is sent with it as bearer.
 */
export default function ResetPasswordPage() {
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const email = params.get('email') ?? ''
  // an invitation's link: the account's first password
  const invite = params.get('invite') === '1'
  const [state, setState] = useState<'checking' | 'valid' | 'invalid'>('checking')
  const [problem, setProblem] = useState<string | null>(null)
  const { register, handleSubmit, formState } = useForm<Form>({ resolver: zodResolver(newPasswordSchema) })

  useEffect(() => {
    if (!token || !email) {
      setState('invalid')
      setProblem('This reset link is incomplete. Please request a new one.')
      return
    }
    http('POST', '/api/auth/verify-token', { body: { email }, token, allow403: true })
      .then(() => setState('valid'))
      .catch((e) => {
        setState('invalid')
        setProblem((e as Error).message)
      })
  }, [token, email])

  const submit = handleSubmit(async (v) => {
    try {
      const res = await http<{ data?: { message?: string }; message?: string }>('POST', '/api/auth/reset-password', {
        body: { email, password: v.password, confirmPassword: v.confirmPassword, type: 'oac' },
        token,
        allow403: true,
      })
      toast.success(res.data?.message ?? res.message ?? 'Your password has been reset. Please sign in.')
      navigate('/auth/login', { replace: true })
    } catch (e) {
      setProblem((e as Error).message)
    }
  })

  return (
    <AuthCard title={invite ? 'Choose your password' : 'Choose a new password'} subtitle={email ? `For ${email}` : undefined}>
      {state === 'checking' && <p role="status" className="text-sm text-slate-600">Checking your link…</p>}
      {state === 'invalid' && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">{problem}</p>
      )}
      {state === 'valid' && (
        <form onSubmit={submit} className="space-y-4" aria-label="Reset password" noValidate>
          <Field id="password" label="New password" error={formState.errors.password?.message}>
            <input id="password" type="password" autoComplete="new-password" autoFocus aria-invalid={!!formState.errors.password} className={inputClass} {...register('password')} />
          </Field>
          <Field id="confirmPassword" label="Confirm new password" error={formState.errors.confirmPassword?.message}>
            <input id="confirmPassword" type="password" autoComplete="new-password" aria-invalid={!!formState.errors.confirmPassword} className={inputClass} {...register('confirmPassword')} />
          </Field>
          {problem && <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">{problem}</p>}
          <button disabled={formState.isSubmitting} className={primaryButton}>{formState.isSubmitting ? 'Saving…' : invite ? 'Set password' : 'Reset password'}</button>
        </form>
      )}
      <p className="mt-4 text-center text-sm">
        <Link href="/auth/forgot-password" className="font-medium text-brand hover:underline">Request a new link</Link>
        <span className="mx-2 text-slate-400">·</span>
        <Link href="/auth/login" className="font-medium text-brand hover:underline">Sign in</Link>
      </p>
    </AuthCard>
  )
}
