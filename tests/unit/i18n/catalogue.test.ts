import { afterEach, describe, expect, it } from 'vitest'
import { en } from '../../../src/domain/i18n/en/index.ts'
import { ar } from '../../../src/domain/i18n/ar/index.ts'
import { i18n, languageOf, t, textOr } from '../../../src/domain/i18n/index.ts'
import { formatDateTime, formatNumber } from '../../../src/domain/format.ts'
import { validationMessage } from '../../../src/domain/validationMessages.ts'
import { valueLabel } from '../../../src/domain/i18n/values.ts'
import { deleteMessages } from '../../../src/domain/deleteMessages.ts'
import { ADMIN_MENU, MENU, flattenMenu } from '../../../commands/menu.ts'

/** One catalogue for English and Arabic; the spec's English texts verbatim. */
type Tree = { [k: string]: string | Tree }
const leaves = (tree: Tree, prefix = ''): Record<string, string> =>
  Object.fromEntries(
    Object.entries(tree).flatMap(([k, v]) =>
      typeof v === 'string' ? [[`${prefix}${k}`, v]] : Object.entries(leaves(v, `${prefix}${k}.`)),
    ),
  )
const PLURAL = /_(zero|one|two|few|many|other)$/
const vars = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort()

const EN = leaves(en as unknown as Tree)
const AR = leaves(ar as unknown as Tree)

afterEach(() => void i18n.changeLanguage('en'))

describe('the catalogue', () => {
  it('has every English key in Arabic, no Arabic key without an English one, and no empty text', () => {
    expect(Object.keys(EN).filter((k) => !(k in AR))).toEqual([])
    expect(
      Object.keys(AR).filter((k) => !(k in EN) && !(PLURAL.test(k) && `${k.replace(PLURAL, '')}_other` in EN)),
    ).toEqual([])
    expect(Object.entries({ ...EN, ...AR }).filter(([, v]) => !v.trim())).toEqual([])
  })

  it('gives each Arabic text the same placeholders as its English one (the plural forms may leave out the number)', () => {
    // a plural form answers to the English forms together: each form picks its own noun ('{{label}}' for one,
    // '{{plural}}' for many), so it needs what every English form has and may use what any of them has
    const forms = (k: string) =>
      PLURAL.test(k)
        ? Object.keys(EN)
            .filter((e) => e.replace(PLURAL, '') === k.replace(PLURAL, '') && PLURAL.test(e))
            .map((e) => vars(EN[e]))
        : [vars(EN[k])]
    const mismatched = Object.keys(AR).filter((k) => {
      const english = forms(k)
      const need = english[0].filter(
        (v) => english.every((f) => f.includes(v)) && !(PLURAL.test(k) && (v === 'n' || v === 'count')),
      )
      const may = english.flat()
      return !need.every((v) => vars(AR[k]).includes(v)) || !vars(AR[k]).every((v) => may.includes(v))
    })
    expect(mismatched).toEqual([])
  })

  it('writes Arabic texts in Arabic script (key names and brand-like words aside)', () => {
    const latinOnly = Object.entries(AR).filter(
      ([, v]) =>
        !/[\u0600-\u06FF]/.test(v.replace(/\{\{\w+\}\}/g, '')) && /[A-Za-z]{3,}/.test(v.replace(/\{\{\w+\}\}/g, '')),
    )
    // UTM is the parameters' own name
    expect(latinOnly.map(([k]) => k)).toEqual(['validation.groups.utm'])
  })

  it('writes Western digits in Arabic texts, as every number the console writes in Arabic (the digit rule)', () => {
    expect(Object.entries(AR).filter(([, v]) => /[\u0660-\u0669\u06F0-\u06F9\u066A-\u066C]/.test(v))).toEqual([])
  })

  it('gives every plural text all six Arabic forms (i18next answers the key itself for a missing one)', () => {
    const ARABIC_FORMS = ['zero', 'one', 'two', 'few', 'many', 'other']
    const plurals = Object.keys(EN).filter((k) => k.endsWith('_other'))
    const missing = plurals.flatMap((k) =>
      ARABIC_FORMS.map((f) => k.replace(/_other$/, `_${f}`)).filter((ak) => !(ak in AR)),
    )
    expect(missing).toEqual([])
  })

  it('keeps the specification’s English texts verbatim (spec 2 §2, §5, §8; spec 1 §3)', () => {
    expect(en.messages.dataIsEmpty).toBe('Data is empty')
    expect(en.messages.leadNotFound).toBe('Lead does not exists')
    expect(en.messages.leadCreated).toBe('Lead has been created successfully')
    expect(en.report.columns).toMatchObject({
      campaignName: 'Campaign Name (Project)',
      isAssignedFromLeadPool: 'Pool Claimed',
      updatedBy: 'Last Updated By',
      sourceDataId: 'CRM ID',
    })
    const menuEnglish = (key: string) =>
      flattenMenu([...MENU, ...ADMIN_MENU]).find((x) => x.entry.key === key)?.entry.label.en
    expect(['lead-reviews', 'rera-report', 'admin-users-access-logs'].map(menuEnglish)).toEqual([
      'Qualification Reviews',
      'RERA Report',
      'Users Access Logs',
    ])
    expect(en.shell.myAccessLogs).toBe('My Access Logs')
    expect(en.editor.cards).toMatchObject({ assignment: 'Lead Assignment', childLeads: 'Associated Child Leads' })
    expect(en.editor.labels.freePoolSlaEndDate).toBe('Free Pool SLA End Date')
    expect(deleteMessages('customer', 'trash').title).toBe('Are you sure you want to delete this customer?')
  })
})

describe('the current language', () => {
  it('maps language tags to the catalogue’s languages, English for any other', () => {
    expect([
      languageOf('ar-AE'),
      languageOf('AR'),
      languageOf('en-GB'),
      languageOf('fr'),
      languageOf(undefined),
    ]).toEqual(['ar', 'ar', 'en', 'en', 'en'])
  })

  it('switches texts, enum labels, Arabic plurals, dates and numbers at once', async () => {
    expect([t('report.total', { count: 3, n: '3' }), valueLabel('stage', 'Viewing'), formatNumber(4618)]).toEqual([
      '3 leads',
      'Viewing',
      '4,618',
    ])
    await i18n.changeLanguage('ar')
    expect(valueLabel('stage', 'Viewing')).toBe('معاينة')
    expect(valueLabel('stage', 'Some stage of the agency')).toBe('Some stage of the agency')
    expect(textOr('menu.some-new-entry', 'Some entry')).toBe('Some entry')
    expect([1, 2, 3, 11, 100].map((count) => t('report.total', { count, n: formatNumber(count) }))).toEqual([
      'عميل محتمل واحد',
      'عميلان محتملان',
      '3 عملاء محتملين',
      '11 عميلًا محتملًا',
      '100 عميل محتمل',
    ])
    expect(formatNumber(4618)).toBe('4,618')
    expect(formatDateTime('2026-11-24T12:43:00Z', 'Asia/Dubai')).toBe('24 نوفمبر 2026، 4:43 م')
    expect(
      validationMessage({
        code: 'too_big',
        origin: 'string',
        maximum: 200,
        inclusive: true,
        path: ['search'],
        input: 'x',
      } as never),
    ).toBe('يمكن أن يحتوي البحث على 200 حرف على الأكثر.')
  })
})
