import { useEffect, useMemo, useState } from 'react'
import { useAtomValue } from 'jotai'
import { roleSchema, type RoleInput } from '../../domain/admin/roles.ts'
import { t, textOr } from '../../domain/i18n/index.ts'
import { LEAD_SCOPES } from '../../domain/leads/scope.ts'
import { formatNumber } from '../../domain/format.ts'
import { permissionMatrix } from '../../domain/permissionAreas.ts'
import { P, SUPER_ADMIN } from '../../domain/permissions.ts'
import { api, type ApiError } from '../lib/http.ts'
import { useApi } from '../lib/useApi.ts'
import type { PageProps } from '../routeTypes.ts'
import { canAtom } from '../state/session.ts'
import { ConfirmDelete } from '../ui/ConfirmDelete.tsx'
import { PageHeader } from '../ui/PageHeader.tsx'
import { toast } from '../ui/toast.tsx'
import { inputCls, primaryCls, secondaryCls } from '../leads/editor/controls/styles.ts'
import type { AdminRole } from './types.ts'

const NEW: RoleInput = { name: '', permissions: [], leadScope: 'own' }

/**
 * /admin/user-roles: the roles on the left, the chosen role's permission matrix (every key the product
 * knows, by area, domain/permissionAreas.ts) and lead scope on the right. Its users get the change on
 * their next request; Super Admin has every key and is shown, not edited.
 */
export default function RolesPage({ title }: PageProps) {
  const can = useAtomValue(canAtom)
  const { data, mutate } = useApi<{ data: AdminRole[] }>('/api/admin/roles', { filter: { limit: -1 } })
  const roles = data?.data ?? []
  const [selected, setSelected] = useState<string | 'new' | null>(null)
  const role = roles.find((r) => r._id === selected) ?? null
  const [draft, setDraft] = useState<RoleInput>(NEW)
  const [problem, setProblem] = useState<string | null>(null)
  const matrix = useMemo(() => permissionMatrix(), [])
  const locked = role?.code === SUPER_ADMIN
  const editable = !locked && can([selected === 'new' ? P.ROLE_ADD : P.ROLE_UPDATE])

  useEffect(() => {
    if (selected === null && roles.length) setSelected(roles.find((r) => r.code !== SUPER_ADMIN)?._id ?? roles[0]._id)
  }, [roles, selected])
  // biome-ignore lint/correctness/useExhaustiveDependencies: choosing New when nothing was chosen resets the draft too, though role stays null
  useEffect(() => {
    setProblem(null)
    setDraft(role ? { name: role.name, permissions: role.permissions, leadScope: role.leadScope } : NEW)
  }, [role, selected])

  const toggle = (keys: string[], on: boolean) =>
    setDraft((d) => ({
      ...d,
      permissions: on ? [...new Set([...d.permissions, ...keys])] : d.permissions.filter((k) => !keys.includes(k)),
    }))

  const save = async () => {
    const parsed = roleSchema.safeParse(draft)
    if (!parsed.success) return setProblem(parsed.error.issues[0].message)
    try {
      const res =
        selected === 'new'
          ? await api.post<{ data: AdminRole }>('/api/admin/roles', parsed.data)
          : await api.patch<{ data: AdminRole }>(`/api/admin/roles/${selected}`, parsed.data)
      await mutate()
      setSelected(res.data._id)
      toast.success(t(selected === 'new' ? 'admin.roles.created' : 'admin.roles.updated'))
    } catch (e) {
      setProblem((e as ApiError).message || t('common.error'))
    }
  }
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
            <div className="grid gap-4 border-b border-slate-100 p-4 sm:grid-cols-2">
              <div>
                <label htmlFor="role-name" className="mb-1 block text-xs font-medium text-slate-600">
                  {t('admin.roles.name')}
                  {/* required, as the declared forms mark it */}
                  <span className="text-red-600" aria-hidden>
                    {' '}
                    *
                  </span>
                </label>
                <input
                  id="role-name"
                  aria-required
                  className={inputCls}
                  value={draft.name}
                  disabled={!editable}
                  onChange={(e) => setDraft({ ...draft, name: e.target.value })}
                />
              </div>
              <fieldset disabled={!editable}>
                <legend className="mb-1 text-xs font-medium text-slate-600">{t('admin.roles.leadScope')}</legend>
                <div className="flex flex-wrap gap-x-4 gap-y-1">
                  {LEAD_SCOPES.map((s) => (
                    <label key={s} className="flex items-center gap-1.5 text-sm text-slate-800">
                      <input
                        type="radio"
                        name="lead-scope"
                        className="accent-brand"
                        checked={locked ? s === 'asset' : draft.leadScope === s}
                        onChange={() => setDraft({ ...draft, leadScope: s })}
                      />
                      {t(`admin.roles.scope.${s}`)}
                    </label>
                  ))}
                </div>
              </fieldset>
            </div>
            {locked && (
              <p className="border-b border-slate-100 bg-amber-50 px-4 py-2 text-sm text-amber-900">
                {t('admin.roles.superLocked')}
              </p>
            )}
            <div className="grid gap-x-6 gap-y-4 p-4 md:grid-cols-2 xl:grid-cols-3">
              {matrix.map((area) => {
                const keys = area.keys.map((r) => r.key)
                const areaName = t(`permissions.areas.${area.id}`)
                const held = keys.filter((k) => locked || draft.permissions.includes(k)).length
                return (
                  <fieldset key={area.id} disabled={!editable}>
                    <legend className="flex w-full items-center justify-between pb-1 text-sm font-semibold text-slate-900">
                      <label className="flex items-center gap-2">
                        <input
                          type="checkbox"
                          aria-label={t('admin.roles.allOf', { area: areaName })}
                          className="size-4 accent-brand"
                          checked={held === keys.length}
                          ref={(el) => {
                            if (el) el.indeterminate = held > 0 && held < keys.length
                          }}
                          onChange={(e) => toggle(keys, e.target.checked)}
                        />
                        {areaName}
                      </label>
                      <span className="text-xs font-normal text-slate-500">
                        {formatNumber(held)}/{formatNumber(keys.length)}
                      </span>
                    </legend>
                    <ul className="space-y-0.5 border-s border-slate-100 ps-3">
                      {area.keys.map((r) => (
                        <li key={r.key}>
                          <label className="flex items-center gap-2 text-sm text-slate-800" title={r.key}>
                            <input
                              type="checkbox"
                              className="size-4 accent-brand"
                              checked={locked || draft.permissions.includes(r.key)}
                              onChange={(e) => toggle([r.key], e.target.checked)}
                            />
                            {/* a key no area names yet (under Other) reads as its English words */}
                            {textOr(`permissions.keys.${r.key}`, r.label)}
                          </label>
                        </li>
                      ))}
                    </ul>
                  </fieldset>
                )
              })}
            </div>
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
                <button type="button" className={primaryCls} onClick={save}>
                  {t(selected === 'new' ? 'admin.roles.createRole' : 'admin.roles.save')}
                </button>
              </div>
            )}
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
