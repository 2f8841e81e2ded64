import { afterEach, describe, expect, it } from 'vitest'
import { RESOURCES } from '../../../src/domain/resources/index.ts'
import { fieldLabel } from '../../../src/domain/resources/define.ts'
import type { FieldDef, Resource } from '../../../src/domain/resources/types.ts'
import { RESOURCE_WORDS } from '../../../src/domain/i18n/en/resourceWords.ts'
import { resourceWords } from '../../../src/domain/i18n/ar/resourceWords.ts'
import { i18n } from '../../../src/domain/i18n/index.ts'
import { resourceText } from '../../../src/domain/i18n/resourceText.ts'
import { GLOBALS } from '../../../src/domain/globals/index.ts'
import { roleForm } from '../../../src/domain/admin/roles.ts'
import { globalTexts } from '../globals/globalTexts.ts'

/** What a field shows people: its label, its enum values' labels, help, its empty text and its items' sub-fields. */
const fieldTexts = (name: string, f: FieldDef): (string | undefined)[] => [
  fieldLabel(name, f),
  f.help,
  f.empty,
  f.format?.message,
  f.items?.itemLabel,
  ...(f.enum ?? []).map((v) => f.enumLabels?.[v] ?? v),
  ...Object.entries(f.items?.fields ?? {}).flatMap(([n, sf]) => fieldTexts(n, sf)),
]

/** Every text a declaration shows in the console: label, plural, columns, filters, sections, related lists, tabs, fields. */
const declarationTexts = (r: Resource) =>
  [
    r.label,
    r.plural,
    ...r.list.columns.map((c) => c.label),
    ...(r.list.filters ?? []).map((f) => f.label),
    ...r.form.sections.map((s) => s.title),
    ...(r.related ?? []).map((x) => x.title),
    ...(r.detailTabs ?? []).map((x) => x.title),
    ...Object.entries(r.fields).flatMap(([n, f]) => fieldTexts(n, f)),
  ].filter((s): s is string => !!s)

afterEach(() => void i18n.changeLanguage('en'))

describe('the declared resources in Arabic (issue 20)', () => {
  it('has an Arabic text for every label, plural, field, section, filter, tab and enum value of every declared resource', () => {
    const listed = new Set<string>(RESOURCE_WORDS)
    const missing = RESOURCES.flatMap((r) =>
      declarationTexts(r)
        .filter((s) => !listed.has(s))
        .map((s) => `${r.name}: ${s}`),
    )
    expect([...new Set(missing)]).toEqual([])
  })

  it('lists no word no declaration uses any more', () => {
    // the globals' and the role form's texts too (tests/unit/globals checks each has its Arabic)
    const used = new Set([
      ...RESOURCES.flatMap(declarationTexts),
      ...[...GLOBALS, roleForm].flatMap((g) => Object.values(globalTexts(g)).flat()),
    ])
    expect(RESOURCE_WORDS.filter((w) => !used.has(w))).toEqual([])
  })

  it('shows the declaration’s English in English and the Arabic in Arabic, and English for a text not yet translated', async () => {
    expect(resourceText('Trakheesi Permit Number')).toBe('Trakheesi Permit Number')
    await i18n.changeLanguage('ar')
    expect([resourceText('Listings'), resourceText('Trakheesi Permit Number'), resourceText('Price and size')]).toEqual(
      ['العقارات المعروضة', 'رقم تصريح تراخيصي', 'السعر والمساحة'],
    )
    expect(resourceText('A label declared tomorrow')).toBe('A label declared tomorrow')
    expect(
      Object.entries(resourceWords)
        .filter(([, v]) => !/[\u0600-\u06FF]/.test(v))
        .map(([k]) => k),
    ).toEqual([])
  })
})
