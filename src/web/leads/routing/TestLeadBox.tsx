import { useState } from 'react'
import { t } from '../../../domain/i18n/index.ts'
import { valueLabel, type ValueKind } from '../../../domain/i18n/values.ts'
import { CONTACT_TYPES, LEAD_TYPES, MARKETS } from '../../../domain/leads/constants.ts'
import type { LeadFacts } from '../../../domain/leads/routing.ts'
import type { RoutingResult } from '../../../domain/leads/routingChain.ts'
import { type ApiError, http } from '../../lib/http.ts'
import { FormField } from '../editor/controls/FormField.tsx'
import { inputCls, secondaryCls } from '../editor/controls/styles.ts'
import { DATA, WithData } from '../../ui/WithData.tsx'
import { RecordOptions } from './RecordOptions.tsx'
import { RoutingLogList } from './RoutingLogList.tsx'

export interface SampleLead {
  source: string
  contactType: string
  market: string
  project: string
  community: string
  location: string
  budget: string
  leadType: string
}

export const EMPTY_SAMPLE: SampleLead = {
  source: '',
  contactType: '',
  market: '',
  project: '',
  community: '',
  location: '',
  budget: '',
  leadType: '',
}

/** The sample as the criteria read it (the domain matcher shows each rule's answer as it is typed). */
export function sampleFacts(s: SampleLead): LeadFacts {
  return {
    source: s.source || null,
    sourceChannel: 'CMS',
    contactType: s.contactType || null,
    market: s.project ? 'Off Plan' : s.market || null,
    project: s.project || null,
    community: s.community || null,
    location: s.location || null,
    price: s.budget === '' ? null : Number(s.budget),
    leadType: s.leadType || null,
  }
}

interface Props {
  sample: SampleLead
  onChange: (s: SampleLead) => void
  projects: Array<{ _id: string; name: string }>
}

/** The test's answer: where the sample lead would go now, and the routing log that says why. */
export function TestAnswer({ result }: { result: RoutingResult }) {
  return (
    <div data-testid="routing-test-result" className="rounded-md bg-slate-50 p-3">
      <p className="mb-2 text-sm font-medium text-slate-900">
        {result.agent ? (
          <WithData sentence={t('routing.form.goesTo', { name: DATA })} values={[result.agent.name]} />
        ) : result.pool ? (
          t('routing.form.goesToPool')
        ) : (
          t('routing.form.noAgent')
        )}
      </p>
      <RoutingLogList entries={result.log} />
    </div>
  )
}

/** "Test a lead": which rule a sample lead matches (live, beside each rule) and, on Test, the agent it would get now. */
export function TestLeadBox({ sample, onChange, projects }: Props) {
  const [result, setResult] = useState<RoutingResult | null>(null)
  const [error, setError] = useState<string | null>(null)
  const set = (k: keyof SampleLead, v: string) => {
    setResult(null)
    onChange({ ...sample, [k]: v })
  }
  async function test() {
    setError(null)
    const f = sampleFacts(sample)
    try {
      const res = await http<{ data: RoutingResult }>('POST', '/api/settings/lead-routing/test', {
        body: {
          source: f.source,
          contactType: f.contactType,
          market: f.market,
          project: f.project,
          community: f.community,
          location: f.location,
          maxBudget: f.price,
          leadType: f.leadType,
        },
      })
      setResult(res.data)
    } catch (e) {
      setError((e as ApiError).message || t('common.error'))
    }
  }
  const select = (k: keyof SampleLead & ValueKind, label: string, values: readonly string[]) => (
    <FormField id={`test-${k}`} label={label}>
      <select id={`test-${k}`} className={inputCls} value={sample[k]} onChange={(e) => set(k, e.target.value)}>
        <option value="">{t('routing.form.any')}</option>
        {values.map((v) => (
          <option key={v} value={v}>
            {valueLabel(k, v)}
          </option>
        ))}
      </select>
    </FormField>
  )
  const input = (k: keyof SampleLead, label: string, type = 'text') => (
    <FormField id={`test-${k}`} label={label}>
      <input
        id={`test-${k}`}
        type={type}
        min={0}
        className={inputCls}
        value={sample[k]}
        onChange={(e) => set(k, e.target.value)}
      />
    </FormField>
  )
  return (
    <form
      aria-label={t('routing.page.testLead')}
      className="grid gap-3"
      onSubmit={(e) => {
        e.preventDefault()
        void test()
      }}
    >
      <div className="grid grid-cols-2 gap-3">
        {input('source', t('routing.form.source'))}
        {select('contactType', t('routing.form.contactType'), CONTACT_TYPES)}
        {select('market', t('routing.form.market'), MARKETS)}
        {select('leadType', t('routing.form.leadType'), LEAD_TYPES)}
        <FormField id="test-project" label={t('routing.form.project')}>
          <select
            id="test-project"
            className={inputCls}
            value={sample.project}
            onChange={(e) => set('project', e.target.value)}
          >
            <option value="">{t('routing.form.none')}</option>
            <RecordOptions records={projects} />
          </select>
        </FormField>
        {input('budget', t('routing.form.budget'), 'number')}
        {input('community', t('routing.form.community'))}
        {input('location', t('routing.form.location'))}
      </div>
      <button type="submit" className={`${secondaryCls} justify-self-start`}>
        {t('routing.form.test')}
      </button>
      {error && (
        <p role="alert" className="text-xs text-red-600">
          {error}
        </p>
      )}
      {result && <TestAnswer result={result} />}
    </form>
  )
}
