// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, render } from '@testing-library/react'
import { i18n } from '../../../src/domain/i18n/index.ts'
import { RESPONSE_BUCKETS } from '../../../src/domain/leads/responseTime.ts'
import { columnLabel } from '../../../src/domain/reports/columns.ts'
import { REPORTS } from '../../../src/domain/reports/definitions.ts'
import { reportScopeHeading } from '../../../src/domain/reports/scope.ts'
import { ChangeList } from '../../../src/web/audit/ChangeList.tsx'
import { listings } from '../../../src/domain/resources/listings.ts'
import { BarChart } from '../../../src/web/reports/charts/BarChart.tsx'
import { formatPercent } from '../../../src/domain/format.ts'
import { drillChipText } from '../../../src/web/leads/report/drillChipText.ts'

/** The CRM reports' headings and the audit change list read in Arabic. */
afterEach(async () => {
  cleanup()
  await i18n.changeLanguage('en')
})

describe('the CRM reports in Arabic', () => {
  it('name every figure column of every report in Arabic, and keep the English headings (the CSV) in English', async () => {
    const columns = Object.values(REPORTS).flatMap((r) => r.columns)
    expect(columns.map(columnLabel)).toEqual(columns.map((c) => c.label))
    await i18n.changeLanguage('ar')
    const latin = columns.map((c) => [c.label, columnLabel(c)]).filter(([, text]) => /[A-Za-z]/.test(text))
    expect(latin).toEqual([])
    expect(columnLabel({ key: 'reachedQualified', label: 'Qualified' })).toBe('مؤهل')
  })

  it('say whose figures they show and read every first-response bucket in Arabic', async () => {
    await i18n.changeLanguage('ar')
    expect(reportScopeHeading('team')).toBe('أنت وفريقك')
    for (const b of RESPONSE_BUCKETS)
      expect(i18n.exists(`reports.agents.buckets.${b.key}`, { lng: 'ar' }), b.key).toBe(true)
  })
})

describe("a figure's drill-down chip on the leads report", () => {
  const agents = [{ value: 'a1', label: 'Sara Ali' }]
  it('reads as before in English', () => {
    expect(drillChipText('contacted', false, agents)).toBe('Not: Contacted')
    expect(drillChipText('firstResponse', ['5m'], agents)).toBe('First response: Within 5 min')
    expect(drillChipText('lostToPoolBy', ['a1'], agents)).toBe('Lost to the pool by: Sara Ali')
    expect(drillChipText('listings', ['x', 'y'], agents)).toBe('Listing: 2 selected')
  })

  it('reads in Arabic, stages and buckets included, names as stored', async () => {
    await i18n.changeLanguage('ar')
    expect(drillChipText('acceptedInInitial', true, agents)).toBe('مقبول ضمن المهلة الأولية')
    expect(drillChipText('reachedStage', ['Qualified'], agents)).toBe('المرحلة التي بلغها: مؤهل')
    expect(drillChipText('firstResponse', ['5m'], agents)).toBe('أول استجابة: خلال 5 دقائق')
    expect(drillChipText('lostToPoolBy', ['a1'], agents)).toBe('ذهب إلى المجمع من: Sara Ali')
    expect(drillChipText('listings', ['x', 'y'], agents)).toBe('العقار: تم تحديد 2')
  })
})

describe('the report charts', () => {
  /** Where a bar's label and its bar sit: the label's x and the bar's left and right edges. */
  const layout = () => {
    const { container } = render(<BarChart title="Leads by portal" data={[{ label: 'Bayut', value: 10 }]} />)
    const [label] = container.querySelectorAll('text')
    const bar = container.querySelector('rect')!
    const left = Number(bar.getAttribute('x'))
    return { label: Number(label.getAttribute('x')), left, right: left + Number(bar.getAttribute('width')) }
  }

  it('put the labels before the bars in the reading direction: left in English, right in Arabic', async () => {
    const en = layout()
    expect(en.label).toBeLessThan(en.left)
    cleanup()
    await i18n.changeLanguage('ar')
    const ar = layout()
    expect(ar.label).toBeGreaterThan(ar.right)
  })

  it('write percentages as the language does', () => {
    expect(formatPercent(66.7, 1, 'en')).toBe('66.7%')
    expect(formatPercent(66.7, 1, 'ar')).toMatch(/^66\.7\u200e?%/)
  })
})

describe('the change list in Arabic', () => {
  it('reads Yes/No, a stage, amenities and a property type in Arabic, and free text as stored', async () => {
    await i18n.changeLanguage('ar')
    const { container } = render(
      <ChangeList
        entry={{
          action: 'update',
          changes: [
            { field: 'is_contacted', label: 'Contacted', before: false, after: true },
            { field: 'stage', label: 'Stage', before: 'New', after: 'Qualified' },
            { field: 'amenities', label: 'Amenities', before: [], after: ['Gym'] },
            { field: 'property_type', label: 'Property type', before: null, after: 'Apartment' },
            { field: 'notes', label: 'Notes', before: null, after: 'Called twice' },
          ],
        }}
      />,
    )
    const lines = [...container.querySelectorAll('li')].map((li) =>
      [...li.querySelectorAll('[data-i18n-data]')].map((s) => s.textContent),
    )
    expect(lines).toEqual([
      ['لا', 'نعم'],
      ['جديد', 'مؤهل'],
      ['—', 'صالة رياضية'],
      ['—', 'شقة'],
      ['—', 'Called twice'],
    ])
  })

  it('says a field the reader may not see changed, without values, in each language', async () => {
    const entry = {
      action: 'update' as const,
      changes: [
        { field: 'email', label: 'E-mail', hidden: true as const },
        { field: 'first_name', label: 'First name', before: 'Ann', after: 'Anna' },
      ],
    }
    for (const [lng, said] of [
      ['en', 'changed (its values are not shown to your role)'],
      ['ar', 'تغيّر (قيمه غير معروضة لدورك)'],
    ] as const) {
      await i18n.changeLanguage(lng)
      const { container, unmount } = render(<ChangeList entry={entry} />)
      const [hidden, shown] = container.querySelectorAll('li')
      expect(hidden.textContent).toContain(said)
      expect(hidden.querySelectorAll('[data-i18n-data]')).toHaveLength(0)
      expect([...shown.querySelectorAll('[data-i18n-data]')].map((s) => s.textContent)).toEqual(['Ann', 'Anna'])
      unmount()
    }
  })

  it("reads a declared field's enum value by its label, in Arabic", async () => {
    await i18n.changeLanguage('ar')
    const { container } = render(
      <ChangeList
        entry={{
          action: 'update',
          changes: [{ field: 'status', label: 'Status', before: 'available', after: 'reserved' }],
        }}
        fields={listings.fields}
      />,
    )
    expect([...container.querySelectorAll('[data-i18n-data]')].map((s) => s.textContent)).toEqual(['متاح', 'محجوز'])
  })
})
