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
import { t } from '../../domain/i18n/index.ts'

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
      setProblem(t('auth.reset.incomplete'))
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
      toast.success(res.data?.message ?? res.message ?? t('auth.reset.done'))
      navigate('/auth/login', { replace: true })
    } catch (e) {
      setProblem((e as Error).message)
    }
  })

  return (
    <AuthCard
      title={invite ? t('auth.reset.titleInvite') : t('auth.reset.title')}
      subtitle={email ? t('auth.reset.for', { email }) : undefined}
    >
      {state === 'checking' && (
        <p role="status" className="text-sm text-slate-600">
          {t('auth.reset.checking')}
        </p>
      )}
      {state === 'invalid' && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
          {problem}
        </p>
      )}
      {state === 'valid' && (
        <form onSubmit={submit} className="space-y-4" aria-label={t('auth.reset.form')} noValidate>
          <Field id="password" label={t('auth.reset.newPassword')} error={formState.errors.password?.message}>
            <input
              id="password"
              type="password"
              autoComplete="new-password"
              autoFocus
              aria-invalid={!!formState.errors.password}
              className={inputClass}
              {...register('password')}
            />
          </Field>
          <Field id="confirmPassword" label={t('auth.reset.confirm')} error={formState.errors.confirmPassword?.message}>
            <input
              id="confirmPassword"
              type="password"
              autoComplete="new-password"
              aria-invalid={!!formState.errors.confirmPassword}
              className={inputClass}
              {...register('confirmPassword')}
            />
          </Field>
          {problem && (
            <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
              {problem}
            </p>
          )}
          <button type="submit" disabled={formState.isSubmitting} className={primaryButton}>
            {formState.isSubmitting
              ? t('auth.reset.saving')
              : invite
                ? t('auth.reset.setPassword')
                : t('auth.reset.resetPassword')}
          </button>
        </form>
      )}
      <p className="mt-4 text-center text-sm">
        <Link href="/auth/forgot-password" className="font-medium text-brand hover:underline">
          {t('auth.reset.requestNew')}
        </Link>
        <span className="mx-2 text-slate-400">·</span>
        <Link href="/auth/login" className="font-medium text-brand hover:underline">
          {t('auth.reset.signIn')}
        </Link>
      </p>
    </AuthCard>
  )
}
