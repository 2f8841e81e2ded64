import { useState } from 'react'
import { t } from '../../../domain/i18n/index.ts'
import { useControlKeys } from '../../shell/useControlKeys.ts'
import { valueLabel } from '../../../domain/i18n/values.ts'
import { CONTACT_TYPES, LEAD_TYPES, MARKETS } from '../../../domain/leads/constants.ts'
import {
  routingRuleInputSchema,
  type RoutingAgent,
  type RoutingCriteria,
  type RoutingRule,
  type RoutingTarget,
} from '../../../domain/leads/routing.ts'
import { type ApiError, http } from '../../lib/http.ts'
import { toast } from '../../ui/toast.tsx'
import { ariaFor, FormField } from '../editor/controls/FormField.tsx'
import { inputCls, primaryCls, secondaryCls } from '../editor/controls/styles.ts'
import { RecordOptions } from './RecordOptions.tsx'
import { emptyTarget, TargetEditor } from './TargetEditor.tsx'
import { ruleName } from '../../../domain/leads/routingText.ts'

// each list's label is routing.form.<key>, its hint routing.form.<key>Hint
const TEXT_LISTS = ['sources', 'sourceChannels', 'communities', 'locations'] as const
// [criteria key, the enum's kind in the values catalogue, its values]
const CHOICES = [
  ['contactTypes', 'contactType', CONTACT_TYPES],
  ['markets', 'market', MARKETS],
  ['leadTypes', 'leadType', LEAD_TYPES],
] as const
type TextKey = (typeof TEXT_LISTS)[number]
type ChoiceKey = (typeof CHOICES)[number][0]

interface Draft {
  name: string
  enabled: boolean
  text: Record<TextKey, string>
  choices: Record<ChoiceKey, string[]>
  projects: string[]
  minPrice: string
  maxPrice: string
  target: RoutingTarget
  fallbacks: RoutingTarget[]
}

function draftOf(r: RoutingRule | null): Draft {
  const c: RoutingCriteria = r?.criteria ?? {}
  return {
    name: r?.name ?? '',
    enabled: r?.enabled ?? true,
    text: {
      sources: (c.sources ?? []).join(', '),
      sourceChannels: (c.sourceChannels ?? []).join(', '),
      communities: (c.communities ?? []).join(', '),
      locations: (c.locations ?? []).join(', '),
    },
    choices: {
      contactTypes: [...(c.contactTypes ?? [])],
      markets: [...(c.markets ?? [])],
      leadTypes: [...(c.leadTypes ?? [])],
    },
    projects: [...(c.projects ?? [])],
    minPrice: c.minPrice == null ? '' : String(c.minPrice),
    maxPrice: c.maxPrice == null ? '' : String(c.maxPrice),
    target: r?.target ?? emptyTarget('agent'),
    fallbacks: r?.fallbacks ?? [],
  }
}

const words = (s: string) =>
  s
    .split(',')
    .map((w) => w.trim())
    .filter(Boolean)
const price = (s: string) => (s.trim() === '' ? null : Number(s))

/** The body the API takes; empty criteria are left out (they match everything). */
function bodyOf(d: Draft) {
  const criteria: Record<string, unknown> = {}
  for (const k of TEXT_LISTS) if (words(d.text[k]).length) criteria[k] = words(d.text[k])
  for (const [k] of CHOICES) if (d.choices[k].length) criteria[k] = d.choices[k]
  if (d.projects.length) criteria.projects = d.projects
  if (price(d.minPrice) !== null) criteria.minPrice = price(d.minPrice)
  if (price(d.maxPrice) !== null) criteria.maxPrice = price(d.maxPrice)
  return { name: d.name, enabled: d.enabled, criteria, target: d.target, fallbacks: d.fallbacks }
}

interface Props {
  rule: RoutingRule | null
  agents: RoutingAgent[]
  projects: Array<{ _id: string; name: string }>
  onSaved: () => void
  onCancel: () => void
}

/** Create or edit a rule: name, criteria, target and up to two fallbacks. Ctrl+Enter saves, Esc cancels. */
export function RuleForm({ rule, agents, projects, onSaved, onCancel }: Props) {
  const [d, setD] = useState(() => draftOf(rule))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [saving, setSaving] = useState(false)
  const isDefault = !!rule?.isDefault
  const set = (patch: Partial<Draft>) => setD((x) => ({ ...x, ...patch }))

  async function save() {
    const body = bodyOf(d)
    const parsed = routingRuleInputSchema.safeParse(body)
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message])))
      return
    }
    setSaving(true)
    try {
      if (rule)
        await http('PUT', `/api/settings/lead-routing/rules/${rule.isDefault ? 'default' : rule._id}`, {
          body: parsed.data,
        })
      else await http('POST', '/api/settings/lead-routing/rules', { body: parsed.data })
      toast.success(rule ? t('routing.form.saved') : t('routing.form.created'))
      onSaved()
    } catch (e) {
      const err = e as ApiError
      setErrors(Object.fromEntries((err.errors ?? []).map((x) => [x.path, x.message])))
      toast.error(err.message || t('common.error'))
    } finally {
      setSaving(false)
    }
  }
  const keys = useControlKeys('routing-rule-form', [
    {
      id: 'lead-routing.form.save',
      title: t('routing.keys.save'),
      group: t('routing.page.group'),
      shortcut: 'ctrl+enter,command+enter',
      run: () => void save(),
    },
    {
      id: 'lead-routing.form.cancel',
      title: t('routing.keys.cancel'),
      group: t('routing.page.group'),
      shortcut: 'esc',
      run: onCancel,
    },
  ])
  const err = errors
  return (
    <form
      aria-label={rule ? t('routing.page.editRuleForm', { name: ruleName(rule) }) : t('routing.page.newRule')}
      noValidate
      {...keys}
      onSubmit={(e) => {
        e.preventDefault()
        void save()
      }}
      className="grid gap-4"
    >
      <div className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
        <FormField id="rule-name" label={t('routing.form.ruleName')} required error={err.name}>
          <input
            autoFocus
            className={inputCls}
            {...ariaFor('rule-name', err.name)}
            value={d.name}
            onChange={(e) => set({ name: e.target.value })}
          />
        </FormField>
        <label className="flex items-center gap-2 pb-2 text-sm text-slate-800">
          <input
            type="checkbox"
            checked={d.enabled}
            disabled={isDefault}
            onChange={(e) => set({ enabled: e.target.checked })}
          />
          {t('routing.form.enabled')}
        </label>
      </div>
      {isDefault ? (
        <p className="text-xs text-slate-500">{t('routing.form.defaultHint')}</p>
      ) : (
        <fieldset className="grid gap-3 rounded-md border border-slate-200 p-3 sm:grid-cols-2">
          <legend className="px-1 text-xs font-semibold text-slate-700">{t('routing.form.criteria')}</legend>
          {TEXT_LISTS.map((k) => (
            <FormField
              key={k}
              id={`rule-${k}`}
              label={t(`routing.form.${k}`)}
              hint={t('routing.form.commaSeparated', { hint: t(`routing.form.${k}Hint`) })}
              error={err[`criteria.${k}`] ?? err[`criteria.${k}.0`]}
            >
              <input
                className={inputCls}
                {...ariaFor(`rule-${k}`, err[`criteria.${k}`])}
                value={d.text[k]}
                onChange={(e) => set({ text: { ...d.text, [k]: e.target.value } })}
              />
            </FormField>
          ))}
          {CHOICES.map(([k, kind, values]) => (
            <div key={k} role="group" aria-label={t(`routing.form.${k}`)}>
              <p className="mb-1 text-xs font-medium text-slate-600">{t(`routing.form.${k}`)}</p>
              <div className="flex flex-wrap gap-x-4 gap-y-1">
                {values.map((v) => (
                  <label key={v} className="flex items-center gap-1.5 text-sm text-slate-800">
                    <input
                      type="checkbox"
                      checked={d.choices[k].includes(v)}
                      onChange={(e) =>
                        set({
                          choices: {
                            ...d.choices,
                            [k]: e.target.checked ? [...d.choices[k], v] : d.choices[k].filter((x) => x !== v),
                          },
                        })
                      }
                    />
                    {valueLabel(kind, v)}
                  </label>
                ))}
              </div>
            </div>
          ))}
          <FormField
            id="rule-projects"
            label={t('routing.form.projects')}
            hint={t('routing.form.projectsHint')}
            error={err['criteria.projects'] ?? err['criteria.projects.0']}
          >
            <select
              multiple
              size={4}
              className={inputCls}
              {...ariaFor('rule-projects')}
              value={d.projects}
              onChange={(e) => set({ projects: [...e.target.selectedOptions].map((o) => o.value) })}
            >
              <RecordOptions records={projects} />
            </select>
          </FormField>
          <div className="grid grid-cols-2 gap-2">
            <FormField id="rule-minPrice" label={t('routing.form.minPrice')} error={err['criteria.minPrice']}>
              <input
                type="number"
                min={0}
                className={`${inputCls} tabular-nums`}
                {...ariaFor('rule-minPrice', err['criteria.minPrice'])}
                value={d.minPrice}
                onChange={(e) => set({ minPrice: e.target.value })}
              />
            </FormField>
            <FormField id="rule-maxPrice" label={t('routing.form.maxPrice')} error={err['criteria.maxPrice']}>
              <input
                type="number"
                min={0}
                className={`${inputCls} tabular-nums`}
                {...ariaFor('rule-maxPrice', err['criteria.maxPrice'])}
                value={d.maxPrice}
                onChange={(e) => set({ maxPrice: e.target.value })}
              />
            </FormField>
          </div>
        </fieldset>
      )}
      <TargetEditor
        path="target"
        label={t('routing.form.target')}
        value={d.target}
        onChange={(target) => set({ target })}
        agents={agents}
        errors={err}
      />
      {d.fallbacks.map((f, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: keyed by place, as its control ids and error paths are
        <div key={i} className="grid gap-1">
          <TargetEditor
            path={`fallbacks.${i}`}
            label={t('routing.form.fallback', { n: i + 1 })}
            value={f}
            onChange={(t) => set({ fallbacks: d.fallbacks.map((x, j) => (j === i ? t : x)) })}
            agents={agents}
            errors={err}
          />
          <button
            type="button"
            className={`${secondaryCls} justify-self-start`}
            onClick={() => set({ fallbacks: d.fallbacks.filter((_, j) => j !== i) })}
          >
            {t('routing.form.removeFallback', { n: i + 1 })}
          </button>
        </div>
      ))}
      {err.fallbacks && (
        <p role="alert" className="text-xs text-red-600">
          {err.fallbacks}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-2">
        {d.fallbacks.length < 2 && (
          <button
            type="button"
            className={secondaryCls}
            onClick={() => set({ fallbacks: [...d.fallbacks, emptyTarget('agent')] })}
          >
            {t('routing.form.addFallback')}
          </button>
        )}
        <span className="ms-auto text-xs text-slate-500">{t('routing.form.keys')}</span>
        <button type="button" className={secondaryCls} onClick={onCancel}>
          {t('common.cancel')}
        </button>
        <button type="submit" className={primaryCls} disabled={saving}>
          {t('routing.form.saveRule')}
        </button>
      </div>
    </form>
  )
}
