import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { z } from 'zod'
import { api, type ApiError } from '../lib/http.ts'
import type { PageProps } from '../routes.tsx'
import { inputClass } from '../auth/AuthCard.tsx'
import { newPasswordSchema } from '../auth/newPasswordSchema.ts'
import { Card, buttonPrimary } from '../ui/Card.tsx'
import { Field } from '../ui/Field.tsx'
import { PageHeader } from '../ui/PageHeader.tsx'
import { toast } from '../ui/toast.tsx'

const schema = z.object({ oldPassword: z.string().min(1, 'Old password is required.') }).and(newPasswordSchema)
type Form = z.infer<typeof schema>

/** PATCH /api/profile/change-password: the old password, the new one twice. Other sessions end. */
export default function ChangePasswordPage({ title }: PageProps) {
  const { register, handleSubmit, formState, reset, setError } = useForm<Form>({ resolver: zodResolver(schema) })

  const submit = handleSubmit(async (v) => {
    try {
      const res = await api.patch<{ data?: { message?: string } }>('/api/profile/change-password', v)
      toast.success(res.data?.message ?? 'Password has been changed successfully')
      reset({ oldPassword: '', password: '', confirmPassword: '' })
    } catch (e) {
      const errors = (e as ApiError).errors ?? []
      for (const err of errors) if (['oldPassword', 'password', 'confirmPassword'].includes(err.path)) setError(err.path as keyof Form, { message: err.message })
      if (!errors.length) toast.error((e as Error).message)
    }
  })

  const field = (name: keyof Form, label: string, autoComplete: string) => (
    <Field id={name} label={label} error={formState.errors[name]?.message}>
      <input id={name} type="password" autoComplete={autoComplete} aria-invalid={!!formState.errors[name]} className={inputClass} {...register(name)} />
    </Field>
  )

  return (
    <>
      <PageHeader title={title} subtitle="Changing the password signs you out on your other devices." />
      <div className="max-w-md px-6">
        <Card>
          <form onSubmit={submit} className="space-y-4" noValidate aria-label="Change password">
            {field('oldPassword', 'Current password', 'current-password')}
            {field('password', 'New password', 'new-password')}
            {field('confirmPassword', 'Confirm new password', 'new-password')}
            <button className={buttonPrimary} disabled={formState.isSubmitting}>
              {formState.isSubmitting ? 'Saving…' : 'Change password'}
            </button>
          </form>
        </Card>
      </div>
    </>
  )
}
