import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { z } from 'zod'
import { t } from '../../domain/i18n/index.ts'
import { api, type ApiError } from '../lib/http.ts'
import type { PageProps } from '../routeTypes.ts'
import { inputClass } from '../auth/AuthCard.tsx'
import { newPasswordSchema } from '../auth/newPasswordSchema.ts'
import { Card, buttonPrimary } from '../ui/Card.tsx'
import { Field } from '../ui/Field.tsx'
import { PageHeader } from '../ui/PageHeader.tsx'
import { toast } from '../ui/toast.tsx'

const schema = z
  .object({ oldPassword: z.string().min(1, { error: () => t('profile.password.oldRequired') }) })
  .and(newPasswordSchema)
type Form = z.infer<typeof schema>

/** PATCH /api/profile/change-password: the old password, the new one twice. Other sessions end. */
export default function ChangePasswordPage({ title }: PageProps) {
  const { register, handleSubmit, formState, reset, setError } = useForm<Form>({ resolver: zodResolver(schema) })

  const submit = handleSubmit(async (v) => {
    try {
      await api.patch('/api/profile/change-password', v)
      // the reader's language (the server answers the same sentence in English)
      toast.success(t('profile.password.changed'))
      reset({ oldPassword: '', password: '', confirmPassword: '' })
    } catch (e) {
      const errors = (e as ApiError).errors ?? []
      for (const err of errors)
        if (['oldPassword', 'password', 'confirmPassword'].includes(err.path))
          setError(err.path as keyof Form, { message: err.message })
      if (!errors.length) toast.error((e as Error).message)
    }
  })

  const field = (name: keyof Form, label: string, autoComplete: string) => (
    <Field id={name} label={label} error={formState.errors[name]?.message}>
      <input
        id={name}
        type="password"
        autoComplete={autoComplete}
        aria-invalid={!!formState.errors[name]}
        className={inputClass}
        {...register(name)}
      />
    </Field>
  )

  return (
    <>
      <PageHeader title={title} subtitle={t('profile.password.subtitle')} />
      <div className="max-w-md px-6">
        <Card>
          <form onSubmit={submit} className="space-y-4" noValidate aria-label={t('profile.password.form')}>
            {field('oldPassword', t('profile.password.current'), 'current-password')}
            {field('password', t('profile.password.new'), 'new-password')}
            {field('confirmPassword', t('profile.password.confirm'), 'new-password')}
            <button type="submit" className={buttonPrimary} disabled={formState.isSubmitting}>
              {formState.isSubmitting ? t('profile.saving') : t('profile.password.submit')}
            </button>
          </form>
        </Card>
      </div>
    </>
  )
}
