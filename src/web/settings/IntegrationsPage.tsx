import { useEffect, useMemo, useState } from 'react'
import { useAtomValue } from 'jotai'
import { INTEGRATION_KINDS, integrationByName, integrationFieldLabel, SECRET_MASK } from '../../domain/integrations.ts'
import { P } from '../../domain/permissions.ts'
import { api, type ApiError } from '../lib/http.ts'
import { useApi } from '../lib/useApi.ts'
import { t, textOr } from '../../domain/i18n/index.ts'
import type { PageProps } from '../routeTypes.ts'
import { activeAssetIdAtom, canAtom } from '../state/session.ts'
import { PageHeader } from '../ui/PageHeader.tsx'
import { toast } from '../ui/toast.tsx'
import { FormField } from '../leads/editor/controls/FormField.tsx'
import { inputCls, primaryCls } from '../leads/editor/controls/styles.ts'

interface IntegrationState {
  name: string
  label: string
  kind: string
  enabled: boolean
  settings: Record<string, string | boolean>
  secretsSet: Record<string, boolean>
}

/** One integration's form: plain fields as stored, secrets empty with a mask saying one is kept. */
function IntegrationForm({
  state,
  base,
  editable,
  onSaved,
}: {
  state: IntegrationState
  base: string
  editable: boolean
  onSaved: (s: IntegrationState) => void
}) {
  const def = integrationByName(state.name)!
  const [enabled, setEnabled] = useState(state.enabled)
  const [values, setValues] = useState<Record<string, string | boolean>>(state.settings)
  const [problems, setProblems] = useState<Record<string, string>>({})
  useEffect(() => {
    setEnabled(state.enabled)
    setValues(state.settings)
  }, [state])
  const save = async () => {
    try {
      const res = await api.patch<{ data: IntegrationState }>(`${base}/${state.name}`, { enabled, settings: values })
      setProblems({})
      onSaved(res.data)
      toast.success(t('settings.integrations.saved', { name: state.label }))
    } catch (e) {
      const err = e as ApiError
      setProblems(Object.fromEntries((err.errors ?? []).map((fe) => [fe.path.split('.').at(-1)!, fe.message])))
      if (!err.errors?.length) toast.error(err.message || t('common.error'))
    }
  }
  return (
    <section
      aria-label={t('settings.integrations.settingsOf', { name: state.label })}
      className="self-start rounded-lg border border-slate-200 bg-white shadow-xs"
    >
      <header className="flex items-center justify-between border-b border-slate-100 px-4 py-3">
        <div>
          <h2 className="text-sm font-semibold text-slate-900" data-i18n-brand>
            {state.label}
          </h2>
          <p className="text-xs text-slate-600">{kindName(state.kind)}</p>
        </div>
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            className="size-4 accent-brand"
            checked={enabled}
            disabled={!editable}
            onChange={(e) => setEnabled(e.target.checked)}
          />
          {t('settings.integrations.enabled')}
        </label>
      </header>
      <fieldset disabled={!editable} className="grid gap-4 p-4 sm:grid-cols-2">
        {def.fields.map((f) => {
          const id = `int-${state.name}-${f.key}`
          if (f.type === 'boolean')
            return (
              <label key={f.key} className="flex items-center gap-2 self-end text-sm text-slate-800">
                <input
                  type="checkbox"
                  className="size-4 accent-brand"
                  checked={!!values[f.key]}
                  onChange={(e) => setValues({ ...values, [f.key]: e.target.checked })}
                />
                {integrationFieldLabel(f.label)}
              </label>
            )
          return (
            <FormField
              key={f.key}
              id={id}
              label={integrationFieldLabel(f.label)}
              error={problems[f.key]}
              hint={
                f.secret
                  ? t(state.secretsSet[f.key] ? 'settings.integrations.secretStored' : 'settings.integrations.notSet')
                  : undefined
              }
            >
              <input
                id={id}
                type={f.secret ? 'password' : f.type === 'url' ? 'url' : 'text'}
                autoComplete={f.secret ? 'new-password' : 'off'}
                placeholder={f.secret && state.secretsSet[f.key] ? SECRET_MASK : undefined}
                className={inputCls}
                value={String(values[f.key] ?? '')}
                onChange={(e) => setValues({ ...values, [f.key]: e.target.value })}
              />
            </FormField>
          )
        })}
      </fieldset>
      {editable && (
        <div className="flex justify-end border-t border-slate-100 px-4 py-2.5">
          <button type="button" className={primaryCls} onClick={save}>
            {t('settings.save')}
          </button>
        </div>
      )}
    </section>
  )
}

// a service's kind and field labels read in the console's language; the services keep their brand names
const kindName = (kind: string) => textOr(`settings.integrations.kinds.${kind}`, kind)

const kindId = (kind: string) => `integrations-${kind.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`

/** /integrations: the outside services of spec 1 §7 by kind; each one's settings, secrets write-only. */
export default function IntegrationsPage({ title }: PageProps) {
  const can = useAtomValue(canAtom)
  const asset = useAtomValue(activeAssetIdAtom)
  const base = `/api/assets/${asset}/integrations`
  const { data, error, mutate } = useApi<{ data: IntegrationState[] }>(asset ? base : null)
  const [chosen, setChosen] = useState<string | null>(null)
  const list = data?.data ?? []
  const byKind = useMemo(
    () => INTEGRATION_KINDS.map((kind) => ({ kind, items: list.filter((i) => i.kind === kind) })),
    [list],
  )
  const current = list.find((i) => i.name === chosen) ?? list[0]
  return (
    <div className="pb-6">
      <PageHeader title={title} subtitle={t('settings.integrations.subtitle')} />
      {/* Said while the list is on its way: empty kind headings alone read as an asset with no services */}
      {!data && (
        <p className="mx-4 mb-3 text-sm text-slate-600 sm:mx-6">
          {error ? (error as Error).message : t('shell.loadingEllipsis')}
        </p>
      )}
      <div className="mx-4 grid gap-4 sm:mx-6 lg:grid-cols-[16rem_1fr]">
        <nav
          aria-label={t('settings.integrations.list')}
          className="self-start rounded-lg border border-slate-200 bg-white p-1.5"
        >
          {byKind.map(({ kind, items }) => (
            <div key={kind} className="mb-1">
              <p id={kindId(kind)} className="px-2.5 pt-1.5 pb-0.5 text-xs font-semibold text-slate-500 uppercase">
                {kindName(kind)}
              </p>
              <ul aria-labelledby={kindId(kind)}>
                {items.map((i) => (
                  <li key={i.name}>
                    <button
                      type="button"
                      aria-current={i.name === current?.name ? 'true' : undefined}
                      onClick={() => setChosen(i.name)}
                      className="flex w-full items-center justify-between rounded-md px-2.5 py-1 text-start text-sm text-slate-800 hover:bg-slate-50 aria-[current=true]:bg-brand/10 aria-[current=true]:font-semibold aria-[current=true]:text-brand-dark"
                    >
                      <span data-i18n-brand>{i.label}</span>
                      {i.enabled && (
                        <span
                          className="size-2 rounded-full bg-emerald-500"
                          title={t('settings.integrations.enabled')}
                        />
                      )}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        {current && (
          <IntegrationForm
            key={current.name}
            state={current}
            base={base}
            editable={can([P.INTEGRATION_UPDATE])}
            onSaved={(s) => void mutate({ data: list.map((i) => (i.name === s.name ? { ...i, ...s } : i)) }, false)}
          />
        )}
      </div>
    </div>
  )
}
