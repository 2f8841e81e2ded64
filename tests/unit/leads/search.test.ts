import { describe, expect, it } from 'vitest'
import { escapeLike, parseLeadSearch } from '../../../src/domain/leads/search.ts'

describe('lead search text (spec 2 §5)', () => {
  it('is trimmed; blank means no search', () => {
    expect(parseLeadSearch('   ')).toBeNull()
    expect(parseLeadSearch(undefined)).toBeNull()
    expect(parseLeadSearch('  Bayut ')).toEqual({ pattern: '%Bayut%', leadId: null, phonePatterns: null })
  })
  it('escapes LIKE wildcards and the escape character', () => {
    expect(escapeLike('50%_off\\x')).toBe('50\\%\\_off\\\\x')
    expect(parseLeadSearch('a%b')?.pattern).toBe('%a\\%b%')
  })
  it('leaves regex-like characters literal (LIKE has no regex)', () => {
    expect(parseLeadSearch('.*(x)[y]+?')?.pattern).toBe('%.*(x)[y]+?%')
  })
  it("matches leadID exactly for whole numbers, and four digits or more inside the customer's phone", () => {
    expect(parseLeadSearch(' 1042 ')).toEqual({ pattern: '%1042%', leadId: 1042, phonePatterns: ['%1042%'] })
    expect(parseLeadSearch('104')).toEqual({ pattern: '%104%', leadId: 104, phonePatterns: null })
    expect(parseLeadSearch('10.5')?.leadId).toBeNull()
    // a number is written without a leading zero: '068181' is a run of a phone's digits, not lead 68181
    expect(parseLeadSearch('068181')?.leadId).toBeNull()
  })
})
