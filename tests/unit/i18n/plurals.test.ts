import { afterEach, describe, expect, it } from 'vitest'
import { i18n, t } from '../../../src/domain/i18n/index.ts'
import { RESOURCES } from '../../../src/domain/resources/index.ts'
import { countOf } from '../../../src/web/resources/recordText.ts'
import { newRowsText } from '../../../src/web/live/NewRowsBar.tsx'

/**
 * A count written with a noun takes the catalogue's plural forms (i18next: English one/other, Arabic's six),
 * never a noun picked by hand or a plural left for one ('1 timelines', '1 deleted customers').
 */
afterEach(() => void i18n.changeLanguage('en'))
const resource = (name: string) => {
  const r = RESOURCES.find((x) => x.name === name)
  if (!r) throw new Error(`no resource ${name}`)
  return r
}

describe('counts with a noun', () => {
  it('a list’s count, its trash and a bulk toast: one record in the singular, more in the plural', () => {
    expect(t('resources.list.count', countOf(resource('timelines'), 1))).toBe('1 timeline')
    expect(t('resources.list.count', countOf(resource('timelines'), 2))).toBe('2 timelines')
    expect(t('resources.list.count', countOf(resource('outreachCampaigns'), 1))).toBe('1 campaign')
    expect(t('resources.list.count', countOf(resource('outreachCampaigns'), 0))).toBe('0 campaigns')
    expect(t('resources.list.deletedCount', countOf(resource('customers'), 1))).toBe('1 deleted customer')
    expect(t('resources.list.deletedCount', countOf(resource('customers'), 1200))).toBe('1,200 deleted customers')
    expect(t('resources.list.enabledDone', countOf(resource('customers'), 1))).toBe('1 customer enabled')
    expect(t('resources.bulk.apply', countOf(resource('customers'), 3))).toBe('Change 3 customers')
    expect(newRowsText(1, 'listing', 'listings')).toBe('1 new listing — press . to show')
    expect(t('report.bulk.selectedLeads', { count: 1, n: '1' })).toBe('1 selected lead')
  })

  it('in Arabic every form reads a sentence, never the key', async () => {
    await i18n.changeLanguage('ar')
    for (const n of [0, 1, 2, 3, 11, 100]) {
      const text = t('resources.list.count', countOf(resource('timelines'), n))
      expect(text).not.toContain('resources.')
      expect(text).toContain(String(n))
      expect(t('report.bulk.selectedLeads', { count: n, n: String(n) })).not.toContain('report.')
    }
    expect(t('content.campaign.sendTo', { count: 2, n: '2' })).toBe('إرسال إلى عميلين')
  })
})
