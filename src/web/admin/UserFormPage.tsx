import { useEffect, useState } from 'react'
import { Controller, useForm, type Resolver } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useAtomValue } from 'jotai'
import { navigate } from 'wouter/use-browser-location'
import { z } from 'zod'
import { inviteUserSchema } from '../../domain/admin/users.ts'
import { P } from '../../domain/permissions.ts'
import { api, ApiError } from '../lib/http.ts'
import { useApi } from '../lib/useApi.ts'
import type { PageProps } from '../routes.tsx'
import { canAtom } from '../state/session.ts'
import { BackButton } from '../ui/BackButton.tsx'
import { ConfirmDelete } from '../ui/ConfirmDelete.tsx'
import { PageHeader } from '../ui/PageHeader.tsx'
import { toast } from '../ui/toast.tsx'
import { ariaFor, FormField } from '../leads/editor/controls/FormField.tsx'
import { inputCls, primaryCls, secondaryCls } from '../leads/editor/controls/styles.ts'
import { userStatus, type AdminRole, type AdminUser, type AssetRecord } from './types.ts'

// The invite's rule for both modes (the e-mail is fixed once invited); the select gives '' for no team member.
const schema = inviteUserSchema.extend({ teamMember: z.string().optional() })
type Form = z.input<typeof schema>

/** Server field errors on their fields, anything else as a toast. */
function showError(e: unknown, setError: (name: keyof Form, err: { message: string }) => void) {
  const err = e as ApiError
  if (err.statusCode === 400 && err.errors?.length) for (const fe of err.errors) setError(fe.path.split('.')[0] as keyof Form, { message: fe.message })
  else toast.error(err.message || 'Error')
}

/** /admin/users/create (invite) and /admin/users/{id} (edit, enable or disable, force a password reset). */
export default function UserFormPage({ params, title }: PageProps) {
  const id = params.id
  const can = useAtomValue(canAtom)
  const editable = can([id ? P.USER_UPDATE : P.USER_ADD])
  const user = useApi<{ data: AdminUser }>(id ? `/api/admin/users/${id}` : null)
  const roles = useApi<{ data: AdminRole[] }>('/api/admin/roles', { filter: { limit: -1 } })
  const assets = useApi<{ data: AssetRecord[] }>('/api/assets')
  // the team members of the active asset (switch asset to link a member of another)
  const members = useApi<{ data: { _id: string; name: string }[] }>('/api/teams/members', { filter: { limit: -1, select: ['name'], sort: { name: 1 } } })
  const form = useForm<Form>({
    resolver: zodResolver(schema) as Resolver<Form>,
    defaultValues: { email: '', firstName: '', lastName: '', role: '', assets: [], teamMember: '' },
  })
  const u = user.data?.data
  // after the roles and members arrive too, so each select shows the user's value among its options
  const ready = !!(roles.data && members.data && (!id || u))
  useEffect(() => {
    if (u && ready) form.reset({ email: u.email, firstName: u.firstName, lastName: u.lastName, role: u.role?._id ?? '', assets: u.assets.map((a) => a._id), teamMember: u.teamMembers[0]?._id ?? '' })
  }, [u, ready, form])

  const save = form.handleSubmit(async (v) => {
    const body = { firstName: v.firstName, lastName: v.lastName, role: v.role, assets: v.assets, teamMember: v.teamMember || null }
    try {
      if (id) {
        await user.mutate(await api.patch<{ data: AdminUser }>(`/api/admin/users/${id}`, body), false)
        toast.success('User has been updated successfully')
      } else {
        const res = await api.post<{ data: AdminUser }>('/api/admin/users', { ...body, email: v.email })
        toast.success(`Invitation sent to ${res.data.email}`)
        navigate(`/admin/users/${res.data._id}`)
      }
    } catch (e) {
      showError(e, form.setError)
    }
  })
  const act = async (run: () => Promise<unknown>, done: string) => {
    try {
      await run()
      await user.mutate()
      toast.success(done)
    } catch (e) {
      toast.error((e as Error).message || 'Error')
    }
  }
  const err = form.formState.errors
  const [withdrawing, setWithdrawing] = useState(false)
  const linked = u?.teamMembers.filter((m) => !members.data?.data.some((x) => x._id === m._id)) ?? []

  return (
    <div className="pb-6">
      <PageHeader title={id ? (u?.fullName || title) : 'Invite User'} subtitle={u ? `${u.email} · ${userStatus(u)}` : 'The person gets an e-mail with a link to choose their password.'} actions={<BackButton />} />
      <form onSubmit={save} noValidate className="mx-4 max-w-3xl rounded-lg border border-slate-200 bg-white shadow-xs sm:mx-6">
        <fieldset disabled={!editable || !ready} className="grid gap-4 p-4 sm:grid-cols-2">
          <FormField id="u-email" label="E-mail" required={!id} error={err.email?.message} className="sm:col-span-2">
            <input type="email" autoComplete="off" readOnly={!!id} className={inputCls} {...ariaFor('u-email', err.email?.message)} {...form.register('email')} />
          </FormField>
          <FormField id="u-first" label="First name" required error={err.firstName?.message}>
            <input className={inputCls} {...ariaFor('u-first', err.firstName?.message)} {...form.register('firstName')} />
          </FormField>
          <FormField id="u-last" label="Last name" error={err.lastName?.message}>
            <input className={inputCls} {...ariaFor('u-last', err.lastName?.message)} {...form.register('lastName')} />
          </FormField>
          <FormField id="u-role" label="Role" required error={err.role?.message}>
            <select className={inputCls} {...ariaFor('u-role', err.role?.message)} {...form.register('role')}>
              <option value="">Choose a role…</option>
              {roles.data?.data.map((r) => <option key={r._id} value={r._id}>{r.name}</option>)}
            </select>
          </FormField>
          <FormField id="u-member" label="Team member" error={err.teamMember?.message} hint="The user's agent record in the active asset: their own leads start from it.">
            <select className={inputCls} {...ariaFor('u-member', err.teamMember?.message)} {...form.register('teamMember')}>
              <option value="">None</option>
              {linked.map((m) => <option key={m._id} value={m._id}>{m.name} (another asset)</option>)}
              {members.data?.data.map((m) => <option key={m._id} value={m._id}>{m.name}</option>)}
            </select>
          </FormField>
          <Controller
            control={form.control}
            name="assets"
            render={({ field }) => (
              <fieldset className="sm:col-span-2" aria-describedby={err.assets ? 'u-assets-error' : undefined}>
                <legend className="mb-1 text-xs font-medium text-slate-600">Assets<span className="ms-0.5 text-red-500" aria-hidden>*</span></legend>
                <div className="flex flex-wrap gap-x-5 gap-y-1">
                  {assets.data?.data.map((a) => (
                    <label key={a._id} className="flex items-center gap-2 text-sm text-slate-800">
                      <input
                        type="checkbox"
                        className="size-4 accent-brand"
                        checked={field.value.includes(a._id)}
                        onChange={(e) => field.onChange(e.target.checked ? [...field.value, a._id] : field.value.filter((x) => x !== a._id))}
                      />
                      {a.name}
                    </label>
                  ))}
                </div>
                {err.assets && <p id="u-assets-error" role="alert" className="mt-1 text-xs text-red-600">{err.assets.message}</p>}
              </fieldset>
            )}
          />
        </fieldset>
        {editable && (
          <div className="flex flex-wrap items-center justify-end gap-2 border-t border-slate-100 px-4 py-2.5">
            {u && !u.invitePending && (
              <button type="button" className={secondaryCls} onClick={() => act(() => api.patch(`/api/admin/users/${u._id}`, { enabled: !u.enabled }), u.enabled ? 'User has been disabled' : 'User has been enabled')}>
                {u.enabled ? 'Disable user' : 'Enable user'}
              </button>
            )}
            {u && (u.enabled || u.invitePending) && (
              <button
                type="button"
                className={secondaryCls}
                onClick={() => {
                  // a forced reset signs the user out and stops their password at once
                  if (u.invitePending || window.confirm(`Sign ${u.email} out everywhere and e-mail them a link to choose a new password?`))
                    void act(() => api.post(`/api/admin/users/${u._id}/reset-password`, {}), u.invitePending ? 'Invitation sent again' : 'Password reset link sent')
                }}
              >
                {u.invitePending ? 'Send invitation again' : 'Force password reset'}
              </button>
            )}
            {u?.invitePending && can([P.USER_DELETE]) && (
              <button
                type="button"
                className={secondaryCls}
                onClick={() => setWithdrawing(true)}
              >
                Withdraw invitation
              </button>
            )}
            <button type="submit" className={primaryCls} disabled={form.formState.isSubmitting}>{id ? 'Save' : 'Send invitation'}</button>
          </div>
        )}
      </form>
      <ConfirmDelete
        label="invitation"
        target={withdrawing && u ? u.email : null}
        onCancel={() => setWithdrawing(false)}
        onConfirm={() => api.del(`/api/admin/users/${u!._id}`).then(() => navigate('/admin/users'))}
      />
    </div>
  )
}
