import { describe, expect, it } from 'vitest'
import { csvSafe } from '../../../src/server/http/csv.ts'
import { FORMULA_TEXTS, KEPT_TEXTS } from './csvTexts.ts'

/** The export's formula rule: what a spreadsheet would run gets a leading apostrophe. */
describe('csvSafe', () => {
  it.each(FORMULA_TEXTS)('neutralises %j', (text) => {
    expect(csvSafe(text)).toBe(`'${text}`)
  })

  it.each(KEPT_TEXTS)('keeps %j', (text) => {
    expect(csvSafe(text)).toBe(text)
  })
})
