import { useId, useRef, useState } from 'react'
import { Check, Copy } from 'lucide-react'
import { apiKeyInputSchema } from '../../domain/apiKeys.ts'
import { t } from '../../domain/i18n/index.ts'
import { type ApiError, api } from '../lib/http.ts'
import { useApi } from '../lib/useApi.ts'
import type { ResourceFormProps } from '../resources/components/ResourceForm.tsx'
import { input } from '../resources/components/inputClass.ts'
import type { Row } from '../resources/hooks/useListController.ts'
import { useControlKeys } from '../shell/useControlKeys.ts'
import { primaryCls, secondaryCls } from '../leads/editor/controls/styles.ts'
import { toast } from '../ui/toast.tsx'

type Errors = Partial<Record<'name' | 'role' | 'expiresAt', string>>

/**
 * Settings › API keys › New (declaration apiKeys, form.component): a name, a role the caller may give and an
 * optional expiry, validated with the server's schema; Ctrl+Enter creates. The answer's secret is then shown
 * once, with a Copy button, until Done opens the key's page: it is never shown again.
 */
export default function ApiKeyForm({ resource: r, onSaved, onCancel }: ResourceFormProps) {
  const uid = useId()
  const roles = useApi<{ data: { _id: string; name: string }[] }>(`${r.basePath}/roles`)
  const [values, setValues] = useState({ name: '', role: '', expiresAt: '' })
  const [errors, setErrors] = useState<Errors>({})
  const [busy, setBusy] = useState(false)
  const [created, setCreated] = useState<{ row: Row; secret: string } | null>(null)

  const save = async () => {
    if (busy || created) return
    // the browser's local date and time, as an instant with its offset (the schema's form)
    const expiresAt = values.expiresAt ? new Date(values.expiresAt).toISOString() : null
    const parsed = apiKeyInputSchema.safeParse({ name: values.name, role: values.role, expiresAt })
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])))
      return
    }
    setErrors({})
    setBusy(true)
    try {
      const res = await api.post<{ data: Row & { secret: string } }>(r.basePath, parsed.data)
      const { secret, ...row } = res.data
      setCreated({ row: row as Row, secret })
      toast.success(t('apiKeys.created', { name: row.name }))
    } catch (e) {
      const err = e as ApiError
      if (err.statusCode === 400 && err.errors?.length)
        setErrors(Object.fromEntries(err.errors.map((fe) => [fe.path, fe.message])))
      else toast.error(err.message || t('common.error'))
    } finally {
      setBusy(false)
    }
  }

  const keys = useControlKeys('api-key-form', [
    {
      id: 'api-key-form.save',
      title: t('apiKeys.dialog.create'),
      group: t('apiKeys.keys.group'),
      shortcut: 'ctrl+enter,command+enter',
      run: () => void save(),
    },
    {
      id: 'api-key-form.cancel',
      title: t('apiKeys.dialog.cancel'),
      group: t('apiKeys.keys.group'),
      shortcut: 'esc',
      run: onCancel,
    },
  ])

  if (created) return <SecretPanel {...created} onDone={() => onSaved({ ok: true, row: created.row })} />

  const field = (name: keyof Errors) => ({
    id: `${uid}-${name}`,
    'aria-invalid': !!errors[name] || undefined,
    'aria-describedby': errors[name] ? `${uid}-${name}-error` : undefined,
  })
  const problem = (name: keyof Errors) =>
    errors[name] && (
      <p id={`${uid}-${name}-error`} className="mt-1 text-xs text-red-600">
        {errors[name]}
      </p>
    )
  const roleList = roles.data?.data ?? []
  return (
    <form
      noValidate
      aria-label={t('apiKeys.dialog.title')}
      onSubmit={(e) => {
        e.preventDefault()
        void save()
      }}
      {...keys}
      className="min-h-0 flex-1 overflow-y-auto bg-white p-5"
    >
      <div className="grid max-w-2xl gap-4">
        <div>
          <label htmlFor={`${uid}-name`} className="mb-1 block text-sm font-medium text-slate-700">
            {t('apiKeys.dialog.name')}{' '}
            <span className="text-red-600" aria-hidden>
              *
            </span>
          </label>
          <input
            // the page is this form: typing starts at its first field
            autoFocus
            aria-required
            className={input}
            placeholder={t('apiKeys.dialog.namePlaceholder')}
            value={values.name}
            onChange={(e) => setValues({ ...values, name: e.target.value })}
            {...field('name')}
          />
          {problem('name')}
        </div>
        <div>
          <label htmlFor={`${uid}-role`} className="mb-1 block text-sm font-medium text-slate-700">
            {t('apiKeys.dialog.role')}{' '}
            <span className="text-red-600" aria-hidden>
              *
            </span>
          </label>
          <select
            aria-required
            className={input}
            value={values.role}
            onChange={(e) => setValues({ ...values, role: e.target.value })}
            {...field('role')}
          >
            <option value="">{t('apiKeys.dialog.chooseRole')}</option>
            {roleList.map((x) => (
              <option key={x._id} value={x._id} data-i18n-data>
                {x.name}
              </option>
            ))}
          </select>
          <p className="mt-1 text-xs text-slate-500">
            {roles.data && !roleList.length ? t('apiKeys.dialog.noRoles') : t('apiKeys.dialog.roleHint')}
          </p>
          {problem('role')}
        </div>
        <div>
          <label htmlFor={`${uid}-expiresAt`} className="mb-1 block text-sm font-medium text-slate-700">
            {t('apiKeys.dialog.expires')}
          </label>
          <input
            type="datetime-local"
            className={`${input} max-w-xs`}
            value={values.expiresAt}
            onChange={(e) => setValues({ ...values, expiresAt: e.target.value })}
            {...field('expiresAt')}
          />
          <p className="mt-1 text-xs text-slate-500">{t('apiKeys.dialog.expiresHint')}</p>
          {problem('expiresAt')}
        </div>
        <div className="flex flex-wrap items-center justify-end gap-2 border-t border-slate-100 pt-4">
          <button type="button" className={secondaryCls} onClick={onCancel}>
            {t('apiKeys.dialog.cancel')}
          </button>
          <button type="submit" className={primaryCls} disabled={busy}>
            {busy ? t('apiKeys.dialog.creating') : t('apiKeys.dialog.create')}
          </button>
        </div>
      </div>
    </form>
  )
}

/** The secret, this once: selectable, with a Copy button that has the focus, and Done. */
function SecretPanel({ row, secret, onDone }: { row: Row; secret: string; onDone: () => void }) {
  const uid = useId()
  const field = useRef<HTMLInputElement>(null)
  const [copied, setCopied] = useState(false)
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret)
      setCopied(true)
    } catch {
      field.current?.select()
      toast.error(t('apiKeys.secret.copyFailed'))
    }
  }
  return (
    <section aria-labelledby={`${uid}-title`} className="min-h-0 flex-1 overflow-y-auto bg-white p-5">
      <div className="grid max-w-2xl gap-3">
        <h2 id={`${uid}-title`} className="text-base font-semibold text-slate-900">
          {t('apiKeys.secret.title')}
        </h2>
        <p role="alert" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t('apiKeys.secret.once')}
        </p>
        <label htmlFor={`${uid}-secret`} className="text-sm font-medium text-slate-700">
          {t('apiKeys.secret.label', { name: String(row.name) })}
        </label>
        <div className="flex flex-wrap gap-2">
          <input
            ref={field}
            id={`${uid}-secret`}
            readOnly
            dir="ltr"
            data-testid="api-key-secret"
            className={`${input} min-w-0 flex-1 font-mono text-xs`}
            value={secret}
            onFocus={(e) => e.target.select()}
          />
          <button
            type="button"
            // the one thing to do now is copy the key
            autoFocus
            className={primaryCls}
            onClick={() => void copy()}
          >
            {copied ? <Check className="size-4" aria-hidden /> : <Copy className="size-4" aria-hidden />}
            {copied ? t('apiKeys.secret.copied') : t('apiKeys.secret.copy')}
          </button>
        </div>
        <p className="text-xs text-slate-500" dir="auto">
          {t('apiKeys.secret.usage')}
        </p>
        <div className="flex justify-end border-t border-slate-100 pt-4">
          <button type="button" className={secondaryCls} onClick={onDone}>
            {t('apiKeys.secret.done')}
          </button>
        </div>
      </div>
    </section>
  )
}
