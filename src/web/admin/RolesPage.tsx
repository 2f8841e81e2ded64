import { useEffect, useState } from 'react'
import { useAtomValue } from 'jotai'
import { useForm, type FieldValues, type Resolver } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import type { z } from 'zod'
import { roleForm, roleSchema, type RoleInput } from '../../domain/admin/roles.ts'
import { t } from '../../domain/i18n/index.ts'
import { formatNumber } from '../../domain/format.ts'
import { grantableKeys } from '../../domain/permissionAreas.ts'
import { P, SUPER_ADMIN } from '../../domain/permissions.ts'
import type { StorageFile } from '../../domain/storage/storageFile.ts'
import { api, type ApiError } from '../lib/http.ts'
import { useApi } from '../lib/useApi.ts'
import type { PageProps } from '../routeTypes.ts'
import { FormSections } from '../resources/components/FormSections.tsx'
import { canAtom } from '../state/session.ts'
import { ConfirmDelete } from '../ui/ConfirmDelete.tsx'
import { PageHeader } from '../ui/PageHeader.tsx'
import { toast } from '../ui/toast.tsx'
import { primaryCls, secondaryCls } from '../leads/editor/controls/styles.ts'
import type { AdminRole } from './types.ts'

const NEW = { name: '', permissions: [], leadScope: 'own' }
const resolver = zodResolver(roleSchema as z.ZodType<RoleInput, FieldValues>) as unknown as Resolver<FieldValues>
const noFiles = new Map<string, StorageFile>()

/**
 * /admin/user-roles: the roles on the left, the chosen role in the declared role form on the right (its name,
 * lead scope and the permission matrix of every key the product knows, by area: a control of the form's
 * registry). Its users get the change on their next request; Super Admin has every key and is shown, not edited.
 */
export default function RolesPage({ title }: PageProps) {
  const can = useAtomValue(canAtom)
  const { data, mutate } = useApi<{ data: AdminRole[] }>('/api/admin/roles', { filter: { limit: -1 } })
  const roles = data?.data ?? []
  const [selected, setSelected] = useState<string | 'new' | null>(null)
  const role = roles.find((r) => r._id === selected) ?? null
  const [problem, setProblem] = useState<string | null>(null)
  const form = useForm<FieldValues>({ resolver, defaultValues: NEW, mode: 'onTouched' })
  const locked = role?.code === SUPER_ADMIN
  const editable = !locked && can([selected === 'new' ? P.ROLE_ADD : P.ROLE_UPDATE])

  useEffect(() => {
    if (selected === null && roles.length) setSelected(roles.find((r) => r.code !== SUPER_ADMIN)?._id ?? roles[0]._id)
  }, [roles, selected])
  // biome-ignore lint/correctness/useExhaustiveDependencies: choosing New when nothing was chosen resets the form too, though role stays null
  useEffect(() => {
    setProblem(null)
    // Super Admin holds every key by its code: shown so, whatever its row lists
    form.reset(
      role
        ? {
            name: role.name,
            permissions: locked ? grantableKeys() : role.permissions,
            leadScope: locked ? 'asset' : role.leadScope,
          }
        : NEW,
    )
  }, [role, selected])

  const save = form.handleSubmit(async (values) => {
    setProblem(null)
    try {
      const res =
        selected === 'new'
          ? await api.post<{ data: AdminRole }>('/api/admin/roles', values)
          : await api.patch<{ data: AdminRole }>(`/api/admin/roles/${selected}`, values)
      await mutate()
      setSelected(res.data._id)
      toast.success(t(selected === 'new' ? 'admin.roles.created' : 'admin.roles.updated'))
    } catch (e) {
      const err = e as ApiError
      // a refusal naming its field (a 400, or the 403 of a scope wider than the editor's) shows under it
      if (err.errors?.length) for (const fe of err.errors) form.setError(fe.path.split('.')[0], { message: fe.message })
      else setProblem(err.message || t('common.error'))
    }
  })
  const [deleting, setDeleting] = useState(false)

  return (
    <div className="pb-6">
      <PageHeader
        title={title}
        subtitle={t('admin.roles.subtitle')}
        actions={
          can([P.ROLE_ADD]) && (
            <button type="button" className={secondaryCls} onClick={() => setSelected('new')}>
              {t('admin.roles.newRole')}
            </button>
          )
        }
      />
      <div className="mx-4 grid gap-4 sm:mx-6 lg:grid-cols-[14rem_1fr]">
        <nav
          aria-label={t('admin.roles.list')}
          className="self-start rounded-lg border border-slate-200 bg-white p-1.5"
        >
          {roles.map((r) => (
            <button
              key={r._id}
              type="button"
              aria-current={r._id === selected ? 'true' : undefined}
              onClick={() => setSelected(r._id)}
              className="flex w-full items-center justify-between rounded-md px-2.5 py-1.5 text-start text-sm text-slate-800 hover:bg-slate-50 aria-[current=true]:bg-brand/10 aria-[current=true]:font-semibold aria-[current=true]:text-brand-dark"
            >
              <span data-i18n-data>{r.name}</span>
              <span className="text-xs text-slate-500" title={t('admin.roles.usersWithRole')}>
                {formatNumber(r.users)}
              </span>
            </button>
          ))}
          {selected === 'new' && (
            <div className="rounded-md bg-brand/10 px-2.5 py-1.5 text-sm font-semibold text-brand-dark">
              {t('admin.roles.newRole')}
            </div>
          )}
        </nav>
        {(role || selected === 'new') && (
          <section aria-label={t('admin.roles.role')} className="rounded-lg border border-slate-200 bg-white shadow-xs">
            {locked && (
              <p className="border-b border-slate-100 bg-amber-50 px-4 py-2 text-sm text-amber-900">
                {t('admin.roles.superLocked')}
              </p>
            )}
            <form onSubmit={save} noValidate>
              <fieldset disabled={!editable} className="min-w-0 space-y-4 bg-slate-50 p-4">
                <FormSections
                  sections={roleForm.form.sections}
                  fields={roleForm.fields}
                  form={form}
                  files={noFiles}
                  idPrefix="role"
                  update={selected !== 'new'}
                />
              </fieldset>
              {editable && (
                <div className="flex flex-wrap items-center justify-end gap-2 border-t border-slate-100 px-4 py-2.5">
                  {problem && (
                    <p role="alert" className="me-auto text-sm text-red-600">
                      {problem}
                    </p>
                  )}
                  {role && can([P.ROLE_DELETE]) && (
                    <button type="button" className={secondaryCls} onClick={() => setDeleting(true)}>
                      {t('admin.roles.deleteRole')}
                    </button>
                  )}
                  <button type="submit" className={primaryCls} disabled={form.formState.isSubmitting}>
                    {t(selected === 'new' ? 'admin.roles.createRole' : 'admin.roles.save')}
                  </button>
                </div>
              )}
            </form>
          </section>
        )}
      </div>
      <ConfirmDelete
        label={t('admin.roles.deleteLabel')}
        target={deleting && role ? role.name : null}
        kind="forGood"
        onCancel={() => setDeleting(false)}
        onConfirm={async () => {
          await api.del(`/api/admin/roles/${role!._id}`)
          setSelected(null)
          await mutate()
        }}
      />
    </div>
  )
}
