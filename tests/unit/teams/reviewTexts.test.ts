import { afterEach, describe, expect, it } from 'vitest'
import { i18n } from '../../../src/domain/i18n/index.ts'
import { reviewSubjectText } from '../../../src/domain/teams/reviews.ts'

afterEach(() => void i18n.changeLanguage('en'))

describe("a review's subject as the product writes it ('Lead #N', 'Viewing of Lead #N')", () => {
  it('reads as stored in English', () => {
    expect(reviewSubjectText('Lead #4875')).toBe('Lead #4875')
    expect(reviewSubjectText('Viewing of Lead #4752')).toBe('Viewing of Lead #4752')
  })

  it("reads in Arabic with the lead's number kept as it is, and any other subject as stored", async () => {
    await i18n.changeLanguage('ar')
    expect(reviewSubjectText('Lead #4875')).toBe('العميل المحتمل رقم 4875')
    expect(reviewSubjectText('Viewing of Lead #4752')).toBe('معاينة العميل المحتمل رقم 4752')
    expect(reviewSubjectText('Imported from Google')).toBe('Imported from Google')
    expect(reviewSubjectText(null)).toBe(null)
  })
})
