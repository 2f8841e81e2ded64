import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react'
import { Controller, useForm, type Resolver } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Field, Label, Switch } from '@headlessui/react'
import { useAtomValue } from 'jotai'
import { CUSTOMER_MESSAGES } from '../../domain/customers/messages.ts'
import { CUSTOMER_TYPES, type Customer } from '../../domain/customers/model.ts'
import { BLOCKED_PHONE_KEYS } from '../../domain/customers/phone.ts'
import {
  customerFormDefaults,
  customerFormSchema,
  customerToForm,
  type CustomerFormValues,
} from '../../domain/customers/schema.ts'
import { P, hasAccess } from '../../domain/permissions.ts'
import { nothingToSave } from '../../domain/saveMessages.ts'
import type { ApiError } from '../lib/http.ts'
import { useApi } from '../lib/useApi.ts'
import { activeAssetIdAtom, profileAtom } from '../state/session.ts'
import { toast } from '../ui/toast.tsx'
import { AvatarField, type AvatarValue } from './AvatarField.tsx'
import { DialCodeSelect } from './DialCodeSelect.tsx'
import { saveCustomer } from './saveCustomer.ts'
import { refuseKeys, useControlKeys } from '../shell/useControlKeys.ts'
import { t } from '../../domain/i18n/index.ts'
import { valueLabel } from '../../domain/i18n/values.ts'

export interface CustomerFormProps {
  /** Update mode when given. */
  customerId?: string
  /** page: the registry's create/update page; drawer: the lead editor's 'Add New Customer'; pane: the list's split pane (one column). */
  variant: 'page' | 'drawer' | 'pane'
  onSaved: (customer: Customer) => void
  onCancel?: () => void
}

const input =
  'w-full rounded border border-slate-300 px-2 py-1.5 text-sm focus:border-brand focus:outline-none aria-[invalid=true]:border-red-500'

function FormRow({
  label,
  htmlFor,
  error,
  children,
  id,
}: {
  label: string
  htmlFor?: string
  error?: string
  children: ReactNode
  id?: string
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={htmlFor} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      {children}
      {error && (
        <p id={id} className="text-xs text-red-600">
          {error}
        </p>
      )}
    </div>
  )
}

/**
 * The customer form (spec 1 §2–§5, §8), as a page or inside the 'Add New Customer' drawer. Without
 * VIEW_SENSITIVE_INFORMATION the e-mail and phone controls are not rendered at all.
 */
export function CustomerForm({ customerId, variant, onSaved, onCancel }: CustomerFormProps) {
  const profile = useAtomValue(profileAtom)
  const assetId = useAtomValue(activeAssetIdAtom)
  const sensitive = hasAccess(profile, P.VIEW_SENSITIVE_INFORMATION)
  const schema = useMemo(() => customerFormSchema({ sensitive }), [sensitive])
  const existing = useApi<{ data: Customer }>(
    customerId ? `/api/customers/${customerId}` : null,
    { filter: { populate: ['avatar'] } },
    { revalidateOnFocus: false },
  )
  const [avatar, setAvatar] = useState<AvatarValue | null>(null)
  const [serverErrors, setServerErrors] = useState<{ path: string; message: string }[]>([])
  const uid = useId()
  const ids = (name: string) => ({ id: `${uid}-${name}`, err: `${uid}-${name}-error` })

  const form = useForm<CustomerFormValues>({
    resolver: zodResolver(schema) as unknown as Resolver<CustomerFormValues>,
    defaultValues: customerFormDefaults(sensitive),
    // Validate on submit, then on change: blur-time messages would shift the layout under a click on Save.
    mode: 'onSubmit',
  })
  const { register, handleSubmit, control, reset, setValue, setError, getValues, formState } = form
  // Update: the values as loaded; saving them unchanged sends nothing.
  const loaded = useRef<string | null>(null)
  const errors = formState.errors as Record<string, { message?: string } | undefined>

  useEffect(() => {
    const c = existing.data?.data
    if (!c) return
    reset(customerToForm(c, sensitive))
    loaded.current = JSON.stringify(getValues())
    setAvatar(c.avatar && typeof c.avatar === 'object' ? c.avatar : null)
  }, [existing.data, reset, getValues, sensitive])

  const save = handleSubmit(async (values) => {
    setServerErrors([])
    try {
      const saved = await saveCustomer(values, assetId, customerId, existing.data?.data.updatedAt)
      toast.success(customerId ? CUSTOMER_MESSAGES.updated : CUSTOMER_MESSAGES.added)
      onSaved(saved)
    } catch (e) {
      const err = e as ApiError
      if (err.statusCode === 400 && err.errors?.length) {
        setServerErrors(err.errors)
        for (const fe of err.errors)
          if (fe.path in values) setError(fe.path as keyof CustomerFormValues, { message: fe.message })
      }
      toast.error(err.message || CUSTOMER_MESSAGES.saveFailed)
    }
  })
  const submit = (e?: React.BaseSyntheticEvent) => {
    if (customerId && loaded.current === JSON.stringify(getValues())) {
      e?.preventDefault()
      toast.info(nothingToSave())
      return Promise.resolve()
    }
    return save(e)
  }

  const keys = useControlKeys('customer-form', [
    {
      id: 'customer-form.save',
      title: t('customers.form.saveKey'),
      group: t('customers.form.keysGroup'),
      shortcut: 'ctrl+enter,command+enter',
      run: () => void submit(),
    },
  ])
  const described = (name: string) => (errors[name] ? { 'aria-invalid': true, 'aria-describedby': ids(name).err } : {})
  if (customerId && existing.error)
    return (
      <p role="alert" className="text-sm text-red-600">
        {existing.error.message || t('customers.form.notFound')}
      </p>
    )

  return (
    <form
      onSubmit={(e) => {
        // The drawer is portaled out of the lead form, but React events still bubble to it: stop here.
        e.stopPropagation()
        void submit(e)
      }}
      {...keys}
      noValidate
      aria-label={customerId ? t('customers.form.update') : t('customers.form.add')}
      aria-busy={formState.isSubmitting || (!!customerId && existing.isLoading)}
      className={`flex flex-col gap-4 ${variant === 'page' ? 'max-w-3xl' : ''}`}
    >
      <div className={`grid grid-cols-1 gap-4 ${variant === 'pane' ? '' : 'sm:grid-cols-2'}`}>
        <FormRow
          label={t('customers.form.firstName')}
          htmlFor={ids('firstName').id}
          error={errors.firstName?.message}
          id={ids('firstName').err}
        >
          <input
            id={ids('firstName').id}
            autoFocus={variant === 'drawer' || !customerId}
            className={input}
            {...register('firstName')}
            {...described('firstName')}
          />
        </FormRow>
        <FormRow label={t('customers.form.lastName')} htmlFor={ids('lastName').id}>
          <input id={ids('lastName').id} className={input} {...register('lastName')} />
        </FormRow>
        {sensitive && (
          <>
            <FormRow
              label={t('customers.form.phone')}
              htmlFor={ids('phone').id}
              error={errors.phone?.message ?? errors.phoneCode?.message}
              id={ids('phone').err}
            >
              <div className="flex gap-2">
                <Controller
                  control={control}
                  name="phoneCode"
                  render={({ field }) => <DialCodeSelect value={field.value ?? ''} onChange={field.onChange} />}
                />
                <input
                  id={ids('phone').id}
                  inputMode="numeric"
                  dir="ltr"
                  autoComplete="tel-national"
                  className={input}
                  {...refuseKeys(BLOCKED_PHONE_KEYS)}
                  {...register('phone', { setValueAs: (v: string) => (v ?? '').replace(/\D/g, '') })}
                  {...described('phone')}
                />
              </div>
            </FormRow>
            <FormRow
              label={t('customers.form.email')}
              htmlFor={ids('email').id}
              error={errors.email?.message}
              id={ids('email').err}
            >
              <input
                id={ids('email').id}
                type="email"
                dir="ltr"
                autoComplete="email"
                className={input}
                {...register('email')}
                {...described('email')}
              />
            </FormRow>
          </>
        )}
        <FormRow
          label={t('customers.form.type')}
          htmlFor={ids('type').id}
          error={errors.type?.message}
          id={ids('type').err}
        >
          <select id={ids('type').id} className={input} {...register('type')} {...described('type')}>
            {CUSTOMER_TYPES.map((type) => (
              <option key={type} value={type}>
                {valueLabel('customerType', type)}
              </option>
            ))}
          </select>
        </FormRow>
        <div className="flex items-end gap-6 pb-1.5">
          <Controller
            control={control}
            name="enabled"
            render={({ field }) => (
              <Field className="flex items-center gap-2">
                <Switch
                  checked={!!field.value}
                  onChange={field.onChange}
                  className="group relative inline-flex h-5 w-9 items-center rounded-full bg-slate-300 transition data-checked:bg-brand focus:outline-none data-focus:ring-2 data-focus:ring-brand/50"
                >
                  <span className="size-4 translate-x-0.5 rtl:-translate-x-0.5 rounded-full bg-white shadow transition group-data-checked:translate-x-4.5 rtl:group-data-checked:-translate-x-4.5" />
                </Switch>
                <Label className="text-sm text-slate-700">
                  {t('customers.form.status', {
                    value: field.value ? t('customers.enabled') : t('customers.disabled'),
                  })}
                </Label>
              </Field>
            )}
          />
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <input type="checkbox" className="size-4 accent-brand" {...register('doNotDisturb')} />{' '}
            {t('customers.form.doNotDisturb')}
          </label>
        </div>
      </div>
      <div className="flex flex-col gap-1">
        <span className="text-sm font-medium text-slate-700">{t('customers.form.picture')}</span>
        <AvatarField
          value={avatar}
          onChange={(v) => {
            setAvatar(v)
            setValue('avatar', v?._id ?? null, { shouldDirty: true })
          }}
        />
      </div>
      {serverErrors.length > 0 && (
        <ul
          role="alert"
          className="list-inside list-disc rounded border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700"
          aria-label={t('customers.form.errors')}
        >
          {serverErrors.map((e) => (
            <li key={`${e.path}:${e.message}`}>{e.message}</li>
          ))}
        </ul>
      )}
      <div className="flex justify-end gap-2 border-t border-slate-100 pt-3">
        {onCancel && (
          <button
            type="button"
            onClick={onCancel}
            className="rounded border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-50"
          >
            {t('customers.form.cancel')}
          </button>
        )}
        <button
          type="submit"
          disabled={formState.isSubmitting}
          className="rounded bg-brand px-4 py-1.5 text-sm font-medium text-white hover:bg-brand-dark disabled:opacity-50"
        >
          {formState.isSubmitting ? t('customers.form.saving') : t('customers.form.saveClose')}
        </button>
      </div>
    </form>
  )
}
