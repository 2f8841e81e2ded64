import { useRef, useState } from 'react'
import { useAtomValue } from 'jotai'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import type { z } from 'zod'
import { t } from '../../domain/i18n/index.ts'
import { profileNamesSchema, type Profile } from '../../domain/profile.ts'
import { acceptAttribute, acceptedTypes, checkUploadByName } from '../../domain/storage/uploadRules.ts'
import { api, type ApiError } from '../lib/http.ts'
import { uploadFile } from '../storage/uploadFile.ts'
import type { PageProps } from '../routeTypes.ts'
import { profileAtom, setProfile } from '../state/session.ts'
import { inputClass } from '../auth/AuthCard.tsx'
import { Avatar } from '../ui/Avatar.tsx'
import { Card, buttonPrimary, buttonSecondary } from '../ui/Card.tsx'
import { Field } from '../ui/Field.tsx'
import { PageHeader } from '../ui/PageHeader.tsx'
import { toast } from '../ui/toast.tsx'
import { EmailCopiesSetting } from '../notifications/EmailCopiesSetting.tsx'
import { LanguageSetting } from '../i18n/LanguageSetting.tsx'

const schema = profileNamesSchema
type Form = z.infer<typeof schema>

/** The user's own name and avatar (PATCH /api/profile); the avatar is uploaded to the active asset's storage. */
export default function ProfilePage({ title }: PageProps) {
  const profile = useAtomValue(profileAtom)!
  const fileInput = useRef<HTMLInputElement>(null)
  const [uploading, setUploading] = useState(false)
  const { register, handleSubmit, formState, reset, setError } = useForm<Form>({
    resolver: zodResolver(schema),
    values: { firstName: profile.firstName, lastName: profile.lastName ?? '' },
  })

  const save = async (body: Record<string, unknown>, done: string) => {
    const res = await api.patch<{ data: Profile }>('/api/profile', body)
    setProfile(res.data)
    toast.success(done)
  }

  const submit = handleSubmit(async (v) => {
    try {
      await save(v, t('profile.updated'))
      reset(v)
    } catch (e) {
      for (const err of (e as ApiError).errors ?? [])
        if (err.path === 'firstName' || err.path === 'lastName') setError(err.path, { message: err.message })
      toast.error((e as Error).message)
    }
  })

  async function upload(file: File) {
    const problem = checkUploadByName(file.name, file.size, ['image'])
    if (problem) {
      toast.error(problem)
      if (fileInput.current) fileInput.current.value = ''
      return
    }
    setUploading(true)
    try {
      const stored = await uploadFile(file, {
        name: file.name,
        category: 'Users/Avatars',
        asset: profile.activeAsset?._id,
      })
      await save({ avatar: stored._id }, t('profile.pictureUpdated'))
    } catch (e) {
      toast.error((e as Error).message)
    } finally {
      setUploading(false)
      if (fileInput.current) fileInput.current.value = ''
    }
  }

  return (
    <>
      <PageHeader title={title} subtitle={t('profile.subtitle')} />
      <div className="grid max-w-4xl gap-4 px-6 md:grid-cols-[260px_1fr]">
        <Card title={t('profile.picture')}>
          <div className="flex flex-col items-center gap-3 text-center">
            <Avatar profile={profile} size="xl" />
            <div>
              <p className="font-medium text-slate-900">{profile.fullName}</p>
              <p className="text-xs text-slate-600">
                {profile.role?.name} · {profile.email}
              </p>
            </div>
            <input
              ref={fileInput}
              type="file"
              accept={acceptAttribute(acceptedTypes(['image']))}
              className="sr-only"
              aria-label={t('profile.choosePicture')}
              onChange={(e) => e.target.files?.[0] && void upload(e.target.files[0])}
            />
            <div className="flex gap-2">
              <button
                type="button"
                className={buttonSecondary}
                disabled={uploading}
                onClick={() => fileInput.current?.click()}
              >
                {uploading ? t('profile.uploading') : t('profile.changePicture')}
              </button>
              {profile.avatar && (
                <button
                  type="button"
                  className={buttonSecondary}
                  disabled={uploading}
                  onClick={() =>
                    void save({ avatar: null }, t('profile.pictureRemoved')).catch((e) => toast.error(e.message))
                  }
                >
                  {t('profile.removePicture')}
                </button>
              )}
            </div>
          </div>
        </Card>
        <Card title={t('profile.name')}>
          <form onSubmit={submit} className="grid gap-4 sm:grid-cols-2" noValidate aria-label={t('profile.form')}>
            <Field id="firstName" label={t('profile.firstName')} error={formState.errors.firstName?.message}>
              <input
                id="firstName"
                autoComplete="given-name"
                aria-invalid={!!formState.errors.firstName}
                className={inputClass}
                {...register('firstName')}
              />
            </Field>
            <Field id="lastName" label={t('profile.lastName')} error={formState.errors.lastName?.message}>
              <input id="lastName" autoComplete="family-name" className={inputClass} {...register('lastName')} />
            </Field>
            <dl className="grid gap-4 sm:col-span-2 sm:grid-cols-2">
              <div>
                <dt className="text-sm font-medium text-slate-700">{t('profile.email')}</dt>
                <dd className="mt-1 py-1.5 text-sm text-slate-900">{profile.email}</dd>
              </div>
              <div>
                <dt className="text-sm font-medium text-slate-700">{t('profile.role')}</dt>
                <dd className="mt-1 py-1.5 text-sm text-slate-900">{profile.role?.name ?? '—'}</dd>
              </div>
            </dl>
            <div className="sm:col-span-2">
              <button type="submit" className={buttonPrimary} disabled={formState.isSubmitting || !formState.isDirty}>
                {formState.isSubmitting ? t('profile.saving') : t('profile.saveChanges')}
              </button>
            </div>
          </form>
        </Card>
        <LanguageSetting />
        <EmailCopiesSetting />
      </div>
    </>
  )
}
