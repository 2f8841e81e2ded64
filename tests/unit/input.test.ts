import { describe, expect, it } from 'vitest'
import { dateInput, text, textProblem } from '../../src/domain/input.ts'
import { MAX_INPUT_DEPTH, inputProblem } from '../../src/server/http/input.ts'

describe('the shared text rule', () => {
  it('refuses NUL and lone surrogates, keeps every other character', () => {
    expect(textProblem('a\u0000b')).toMatch(/NUL/)
    expect(textProblem('x\ud800')).toMatch(/lone surrogate/)
    expect(textProblem('\udc00x')).toMatch(/lone surrogate/)
    for (const ok of ['', 'Layla', '😀🏠', 'e\u0301', '\u202e', '\ufeff', '\uffff', '\t\n'])
      expect(textProblem(ok)).toBeNull()
  })

  it('text(max, label) says what is wrong in a sentence', () => {
    const name = text(5, 'Last Name')
    expect(name.safeParse('abcde').success).toBe(true)
    expect(name.safeParse('abcdef').error?.issues[0].message).toBe('Last Name can be at most 5 characters.')
    expect(name.safeParse('a\u0000').error?.issues[0].message).toBe(
      'Last Name must not contain the NUL character (\\u0000).',
    )
    expect(name.safeParse(undefined).error?.issues[0].message).toBe('Last Name is required.')
    expect(name.safeParse(5).error?.issues[0].message).toBe('Last Name must be text.')
  })

  it('dateInput takes dates and ISO date-times in 1900-2999 only', () => {
    const d = dateInput('dateFrom')
    for (const ok of ['2024-02-29', '2024-02-29T10:00:00Z', '2024-02-29T10:00:00.123+04:00'])
      expect(d.safeParse(ok).success, ok).toBe(true)
    for (const bad of [
      '2023-02-29',
      '+300000-01-01',
      '-005000-01-01',
      '1899-12-31',
      '3000-01-01',
      'yesterday',
      '2024-01-01T10:00:00',
    ]) {
      expect(d.safeParse(bad).success, bad).toBe(false)
    }
  })
})

describe('the request input rule', () => {
  it('names the first bad place: text, key, reserved key or depth', () => {
    expect(inputProblem({ a: [{ b: 'ok' }, { c: 'x\u0000' }] })).toEqual({
      path: 'a.1.c',
      message: 'C must not contain the NUL character (\\u0000).',
    })
    expect(inputProblem({ 'k\u0000': 1 }, 'filter')?.path).toBe('filter.k\u0000')
    expect(inputProblem(JSON.parse('{"query":{"__proto__":{"x":1}}}'), 'filter')).toEqual({
      path: 'filter.query.__proto__',
      message: '"__proto__" is not allowed as a field name.',
    })
    expect(inputProblem({ constructor: 1 })?.path).toBe('constructor')
    let deep: unknown = 1
    for (let i = 0; i < MAX_INPUT_DEPTH; i++) deep = { a: deep }
    expect(inputProblem(deep)).toBeNull()
    expect(inputProblem({ a: deep })?.message).toMatch(/nested too deeply/)
    expect(inputProblem(JSON.parse(`${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`))?.message).toMatch(
      /nested too deeply/,
    )
    expect(inputProblem({ n: 1e300, b: true, z: null, s: 'fine' })).toBeNull()
  })
})
