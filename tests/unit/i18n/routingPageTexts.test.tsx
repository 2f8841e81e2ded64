// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, render } from '@testing-library/react'
import { i18n } from '../../../src/domain/i18n/index.ts'
import type { RoutingRule } from '../../../src/domain/leads/routing.ts'
import { criteriaSummary, hoursSummary, targetSummary, testMisses } from '../../../src/web/leads/routing/summary.ts'
import { sampleFacts, EMPTY_SAMPLE, TestAnswer } from '../../../src/web/leads/routing/TestLeadBox.tsx'
import { ruleName, stepText, ruleNameValue } from '../../../src/domain/leads/routingText.ts'
import { STANDARD_DEFAULT_RULE } from '../../../src/domain/leads/routingChain.ts'

/** The lead routing settings page reads in Arabic (its summaries, the test box's answers). */
afterEach(async () => {
  cleanup()
  await i18n.changeLanguage('en')
})

const name = (id: string) => ({ a: 'Ann', b: 'Bo', p: 'Creek' })[id] ?? id
const rule = (id: string, criteria: RoutingRule['criteria']): RoutingRule => ({
  _id: id,
  name: id,
  enabled: true,
  isDefault: false,
  criteria,
  target: { kind: 'agent', agentId: 'a' },
  fallbacks: [],
})

describe('the routing page in Arabic', () => {
  it('names the default rule an asset starts with in the reader’s language, on the page and in the log; a name someone gave as typed', async () => {
    const standard = { ...STANDARD_DEFAULT_RULE, _id: 'd' }
    expect(ruleName(standard)).toBe('Default')
    await i18n.changeLanguage('ar')
    expect(ruleName(standard)).toBe('القاعدة الافتراضية')
    expect(ruleName({ ...standard, name: 'Everyone else' })).toBe('Everyone else')
    expect(ruleName(rule('Marina', {}))).toBe('Marina')
    // a log line stores the name as a phrase, read in each reader's language
    const line = stepText('ruleMatchedAll', { rule: ruleNameValue(standard) })
    expect(line).toContain('القاعدة الافتراضية')
    expect(stepText('ruleMatchedAll', { rule: ruleNameValue(standard) }, 'en')).toContain('Default')
  })

  it('says a rule’s criteria, target and an agent’s hours in Arabic, with Western digits and Arabic commas', async () => {
    await i18n.changeLanguage('ar')
    expect(criteriaSummary({}, name)).toBe('كل العملاء المحتملين')
    expect(
      criteriaSummary(
        { sources: ['Bayut', 'Dubizzle'], contactTypes: ['Buyer', 'Tenant'], projects: ['p'], minPrice: 1_000_000 },
        name,
      ),
    ).toBe('المصدر Bayut، Dubizzle · مشترٍ، مستأجر · المشروع Creek · السعر 1,000,000–أي سعر')
    expect(targetSummary({ kind: 'claim', members: ['a', 'b'], windowMinutes: 15 }, name)).toBe(
      'أول من يستلم خلال 15 دقيقة: Ann، Bo',
    )
    expect(targetSummary({ kind: 'claim', members: ['a'], windowMinutes: 5 }, name)).toBe(
      'أول من يستلم خلال 5 دقائق: Ann',
    )
    expect(
      targetSummary(
        {
          kind: 'roundRobin',
          members: [
            { agentId: 'a', weight: 2, dailyCap: 5 },
            { agentId: 'b', weight: 1 },
          ],
        },
        name,
      ),
    ).toBe('توزيع دوري: Ann ×2 (بحد 5 يوميًا)، Bo')
    expect(hoursSummary({ mon: { from: '09:00', to: '18:00' } })).toBe('الاثنين 09:00–18:00')
    expect(hoursSummary(null)).toBe('أي وقت')
  })

  it('says beside each rule why it would not take the test lead, in Arabic', async () => {
    await i18n.changeLanguage('ar')
    const misses = testMisses(
      [rule('first', { sources: ['Bayut'] }), rule('second', {}), { ...rule('off', {}), enabled: false }],
      sampleFacts({ ...EMPTY_SAMPLE, source: 'Bayut' }),
      name,
    )
    expect([...misses.values()]).toEqual([null, 'يطابقها أيضًا، لكن قاعدة أعلى منها تأخذه أولًا', 'القاعدة متوقفة'])
  })

  it('answers the test in Arabic with the agent’s name kept as stored data', async () => {
    await i18n.changeLanguage('ar')
    const { container } = render(
      <TestAnswer result={{ agent: { _id: 'a', name: 'Ann Lee' }, pool: null, ruleId: null, log: [] }} />,
    )
    expect(container.querySelector('p')!.textContent).toBe('سيذهب هذا العميل المحتمل إلى Ann Lee.')
    expect(container.querySelector('[data-i18n-data]')!.textContent).toBe('Ann Lee')
  })

  it('keeps the English texts the spec and the browser tests read', () => {
    expect(
      criteriaSummary({ sources: ['Bayut'], contactTypes: ['Buyer'], projects: ['p'], minPrice: 1_000_000 }, name),
    ).toBe('Source Bayut · Buyer · Project Creek · Price 1,000,000–any')
    const misses = testMisses([rule('first', {}), rule('second', {})], sampleFacts(EMPTY_SAMPLE), name)
    expect(misses.get('second')).toBe('matches too, but a rule above takes it first')
  })
})
