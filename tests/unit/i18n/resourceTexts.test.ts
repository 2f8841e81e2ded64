import { afterEach, describe, expect, it } from 'vitest'
import { RESOURCES } from '../../../src/domain/resources/index.ts'
import { RESOURCE_WORDS } from '../../../src/domain/i18n/en/resourceWords.ts'
import { resourceWords } from '../../../src/domain/i18n/ar/resourceWords.ts'
import { i18n } from '../../../src/domain/i18n/index.ts'
import { resourceText } from '../../../src/domain/i18n/resourceText.ts'
import { GLOBALS } from '../../../src/domain/globals/index.ts'
import { roleForm } from '../../../src/domain/admin/roles.ts'
import { globalTexts } from '../globals/globalTexts.ts'
import { declarationTexts, ownWords } from '../resources/sectionGaps.ts'

afterEach(() => void i18n.changeLanguage('en'))

describe('the declared resources in Arabic', () => {
  // a declared text without Arabic: tests/unit/resources/sections.test.ts names it with its fix
  it('lists no word no declaration uses any more, nor one a declaration gives itself', () => {
    // the globals' and the role form's texts too (tests/unit/globals checks each has its Arabic)
    const used = new Set([
      ...RESOURCES.flatMap(declarationTexts),
      ...[...GLOBALS, roleForm].flatMap((g) => Object.values(globalTexts(g)).flat()),
    ])
    expect(RESOURCE_WORDS.filter((w) => !used.has(w))).toEqual([])
    const own = new Set(RESOURCES.flatMap((r) => ownWords(r).map(([en]) => en)))
    expect(RESOURCE_WORDS.filter((w) => own.has(w))).toEqual([])
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
