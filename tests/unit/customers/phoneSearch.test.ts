import { describe, expect, it } from 'vitest'
import { phoneFromText, phoneSearchPatterns } from '../../../src/domain/customers/phone.ts'

/** What the database does with the patterns: any of them LIKE the stored E.164 number ('%' any run, nothing else special). */
const finds = (typed: string, stored: string) =>
  (phoneSearchPatterns(typed) ?? []).some((p) =>
    new RegExp(`^${p.replace(/[+]/g, '\\+').replace(/%/g, '.*')}$`).test(stored),
  )

const NUMBER = '+971504906370'

describe('a phone found by the digits a person remembers', () => {
  it('finds the number typed whole in any common form', () => {
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
      expect(finds(typed, NUMBER), typed).toBe(true)
    }
  })

  it('finds it by its last digits or any run of four or more', () => {
    for (const typed of ['6370', '906370', '4906370', '490 6370', '0490', '5049'])
      expect(finds(typed, NUMBER), typed).toBe(true)
  })

  it('finds it by the start of its local or international form as one types', () => {
    for (const typed of ['050 490', '0504', '+971 50 49', '00971 504']) expect(finds(typed, NUMBER), typed).toBe(true)
  })

  it('does not find a number that holds the digits in none of its forms', () => {
    // a run starting with 0 is the local form's start or a run inside, never the digits after that 0 alone
    expect(finds('049063', '+971490631234')).toBe(true)
    expect(finds('049063', '+971554906399')).toBe(false)
    expect(finds('720049', '+971587200491')).toBe(true)
    expect(finds('720049', '+971527200941')).toBe(false)
    // typed with '+' (or 00), the number starts with it: another country's code is another number
    expect(finds('+44 7911', '+971447911000')).toBe(false)
    expect(finds('+44 7911', '+447911123456')).toBe(true)
    expect(finds('0044 7911', '+447911123456')).toBe(true)
    expect(finds('+971 50 490 6371', NUMBER)).toBe(false)
  })

  it('gives the patterns the database matches: a run inside, plus the start of the local or from-abroad form', () => {
    expect(phoneSearchPatterns('720049')).toEqual(['%720049%'])
    expect(phoneSearchPatterns('050 123 4567')).toEqual(['%0501234567%', '+971501234567%'])
    expect(phoneSearchPatterns('0044 7911')).toEqual(['%00447911%', '+447911%'])
    expect(phoneSearchPatterns('+971 50 123 4567')).toEqual(['+971501234567%'])
  })

  it('is null for text that is not a phone or has fewer than four digits', () => {
    for (const typed of ['ahmed', 'Ahmed 050 490 6370', '104', '+971', '', '050%490', '12_4', '0 5 0'])
      expect(phoneSearchPatterns(typed), typed).toBeNull()
  })
})

describe('a whole number typed in any common form', () => {
  it('is the number as stored, or null when it is not a valid number', () => {
    expect(phoneFromText('050 490 6370')?.phoneNumber).toBe(NUMBER)
    expect(phoneFromText('00971504906370')?.phoneNumber).toBe(NUMBER)
    expect(phoneFromText('+44 7911 123456')).toEqual({
      phoneCode: '44',
      phone: '7911123456',
      phoneNumber: '+447911123456',
    })
    expect(phoneFromText('6370')).toBeNull()
    expect(phoneFromText('050 490')).toBeNull()
  })
})
