import { describe, expect, it } from 'vitest'
import { csvSafe } from '../../../src/server/http/csv.ts'

/** The export's formula rule (issue 12 item 6): what a spreadsheet would run gets a leading apostrophe. */
describe('csvSafe', () => {
  it.each([
    '=HYPERLINK("http://x","y")',
    '+cmd|calc',
    '-2+3',
    '@SUM(A1)',
    '\t=1+1',
    '\r=1+1',
    '\uFF1D1+1', // full-width =
    '\uFF0Bcmd',
    '\uFF0Dcmd',
    '\uFF20SUM(A1)',
  ])('neutralises %j', (text) => {
    expect(csvSafe(text)).toBe(`'${text}`)
  })

  it.each(['+971 50 123 4567', '-12.5', '(04) 123-4567', 'Dubai Marina', '', 'a=b'])('keeps %j', (text) => {
    expect(csvSafe(text)).toBe(text)
  })
})
