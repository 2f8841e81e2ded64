import { describe, expect, it } from 'vitest'
import { phoneSearchPrefix } from '../../../src/domain/customers/phone.ts'

describe('a phone typed in any common form (issue 13 item 7)', () => {
  it('gives the stored E.164 number for each form', () => {
    for (const typed of [
      '0504906370',
      '050 490 6370',
      '+971 50 490 6370',
      '971504906370',
      '00971504906370',
      '(050) 490-6370',
      '+971 (0)50 490 6370',
      '504906370',
      ' 050-490-6370 ',
    ]) {
      expect(phoneSearchPrefix(typed), typed).toBe('+971504906370')
    }
  })

  it('gives the start of the number for a partial one, and keeps another country code', () => {
    expect(phoneSearchPrefix('050 490')).toBe('+97150490')
    expect(phoneSearchPrefix('+44 7911 123456')).toBe('+447911123456')
    expect(phoneSearchPrefix('0044 7911')).toBe('+447911')
  })

  it('is null for text that is not a phone or too short to be one', () => {
    for (const typed of ['ahmed', 'Ahmed 050 490 6370', '1042', '+971', '', '050%490'])
      expect(phoneSearchPrefix(typed), typed).toBeNull()
  })
})
