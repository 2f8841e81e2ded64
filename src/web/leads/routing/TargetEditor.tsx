import { Plus, X } from 'lucide-react'
import { t } from '../../../domain/i18n/index.ts'
import { TARGET_KINDS, type RoutingAgent, type RoutingTarget, type TargetKind } from '../../../domain/leads/routing.ts'
import { ariaFor, FormField } from '../editor/controls/FormField.tsx'
import { inputCls, secondaryCls } from '../editor/controls/styles.ts'

/** A new target of a kind, with nothing chosen yet. */
export function emptyTarget(kind: TargetKind): RoutingTarget {
  switch (kind) {
    case 'agent':
      return { kind, agentId: '' }
    case 'roundRobin':
      return { kind, members: [{ agentId: '', weight: 1, dailyCap: null }] }
    case 'claim':
      return { kind, members: [], windowMinutes: 15 }
    case 'standard':
      return { kind }
  }
}

interface Props {
  /** Id prefix and error path prefix, e.g. target or fallbacks.0. */
  path: string
  label: string
  value: RoutingTarget
  onChange: (t: RoutingTarget) => void
  agents: RoutingAgent[]
  errors: Record<string, string>
}

const num = (s: string) => (s === '' ? null : Number(s))

/** One target of a rule: its kind, then the agent, the weighted group with caps, or the claim group with its window. */
export function TargetEditor({ path, label, value, onChange, agents, errors }: Props) {
  const id = (k: string) => `${path}.${k}`.replaceAll('.', '-')
  const err = (k: string) => errors[`${path}.${k}`]
  const agentOptions = (
    <>
      <option value="">{t('routing.form.chooseAgent')}</option>
      {agents.map((a) => (
        <option key={a._id} value={a._id}>
          {a.name}
          {a.paused ? t('routing.form.onLeaveSuffix') : ''}
        </option>
      ))}
    </>
  )
  return (
    <fieldset className="grid gap-3 rounded-md border border-slate-200 p-3">
      <legend className="px-1 text-xs font-semibold text-slate-700">{label}</legend>
      <FormField id={id('kind')} label={t('routing.form.sendTo')}>
        <select
          className={inputCls}
          {...ariaFor(id('kind'))}
          value={value.kind}
          onChange={(e) => onChange(emptyTarget(e.target.value as TargetKind))}
        >
          {TARGET_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`routing.form.targets.${k}`)}
            </option>
          ))}
        </select>
      </FormField>
      {value.kind === 'agent' && (
        <FormField id={id('agentId')} label={t('routing.form.agent')} error={err('agentId')}>
          <select
            className={inputCls}
            {...ariaFor(id('agentId'), err('agentId'))}
            value={value.agentId}
            onChange={(e) => onChange({ ...value, agentId: e.target.value })}
          >
            {agentOptions}
          </select>
        </FormField>
      )}
      {value.kind === 'roundRobin' && (
        <div className="grid gap-2">
          {value.members.map((m, i) => {
            const set = (patch: Partial<typeof m>) =>
              onChange({ ...value, members: value.members.map((x, j) => (j === i ? { ...x, ...patch } : x)) })
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: keyed by place, as its control ids and error paths are
              <div key={i} className="grid grid-cols-[1fr_5rem_6rem_auto] items-end gap-2">
                <FormField
                  id={id(`members.${i}.agentId`)}
                  label={t('routing.form.agentN', { n: i + 1 })}
                  error={err(`members.${i}.agentId`)}
                >
                  <select
                    className={inputCls}
                    {...ariaFor(id(`members.${i}.agentId`), err(`members.${i}.agentId`))}
                    value={m.agentId}
                    onChange={(e) => set({ agentId: e.target.value })}
                  >
                    {agentOptions}
                  </select>
                </FormField>
                <FormField
                  id={id(`members.${i}.weight`)}
                  label={t('routing.form.weight')}
                  error={err(`members.${i}.weight`)}
                >
                  <input
                    type="number"
                    min={1}
                    max={10}
                    className={`${inputCls} tabular-nums`}
                    {...ariaFor(id(`members.${i}.weight`), err(`members.${i}.weight`))}
                    value={m.weight}
                    onChange={(e) => set({ weight: Number(e.target.value) })}
                  />
                </FormField>
                <FormField
                  id={id(`members.${i}.dailyCap`)}
                  label={t('routing.form.dailyCap')}
                  error={err(`members.${i}.dailyCap`)}
                >
                  <input
                    type="number"
                    min={1}
                    placeholder={t('routing.form.none')}
                    className={`${inputCls} tabular-nums`}
                    {...ariaFor(id(`members.${i}.dailyCap`), err(`members.${i}.dailyCap`))}
                    value={m.dailyCap ?? ''}
                    onChange={(e) => set({ dailyCap: num(e.target.value) })}
                  />
                </FormField>
                <button
                  type="button"
                  className={`${secondaryCls} mb-px`}
                  aria-label={t('routing.form.removeAgent', { n: i + 1 })}
                  disabled={value.members.length === 1}
                  onClick={() => onChange({ ...value, members: value.members.filter((_, j) => j !== i) })}
                >
                  <X className="size-4" aria-hidden />
                </button>
              </div>
            )
          })}
          {err('members') && (
            <p role="alert" className="text-xs text-red-600">
              {err('members')}
            </p>
          )}
          <button
            type="button"
            className={`${secondaryCls} justify-self-start`}
            onClick={() =>
              onChange({ ...value, members: [...value.members, { agentId: '', weight: 1, dailyCap: null }] })
            }
          >
            <Plus className="size-4" aria-hidden /> {t('routing.form.addAgent')}
          </button>
        </div>
      )}
      {value.kind === 'claim' && (
        <div className="grid gap-3 sm:grid-cols-[1fr_9rem]">
          <div role="group" aria-labelledby={id('members-label')}>
            <p id={id('members-label')} className="mb-1 text-xs font-medium text-slate-600">
              {t('routing.form.claimers')}
            </p>
            <div className="max-h-40 overflow-auto rounded-md border border-slate-200 p-2">
              {agents.map((a) => (
                <label key={a._id} className="flex items-center gap-2 py-0.5 text-sm text-slate-800">
                  <input
                    type="checkbox"
                    checked={value.members.includes(a._id)}
                    onChange={(e) =>
                      onChange({
                        ...value,
                        members: e.target.checked
                          ? [...value.members, a._id]
                          : value.members.filter((x) => x !== a._id),
                      })
                    }
                  />
                  {a.name}
                </label>
              ))}
            </div>
            {err('members') && (
              <p role="alert" className="mt-1 text-xs text-red-600">
                {err('members')}
              </p>
            )}
          </div>
          <FormField id={id('windowMinutes')} label={t('routing.form.claimWindow')} error={err('windowMinutes')}>
            <input
              type="number"
              min={1}
              max={1440}
              className={`${inputCls} tabular-nums`}
              {...ariaFor(id('windowMinutes'), err('windowMinutes'))}
              value={value.windowMinutes}
              onChange={(e) => onChange({ ...value, windowMinutes: Number(e.target.value) })}
            />
          </FormField>
        </div>
      )}
      {value.kind === 'standard' && <p className="text-xs text-slate-500">{t('routing.form.standardHint')}</p>}
    </fieldset>
  )
}
