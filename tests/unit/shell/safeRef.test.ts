import { describe, expect, it } from 'vitest'
import { safeRef } from '../../../src/domain/safeRef.ts'

describe('safeRef: the back target from a ref query value', () => {
  it('keeps same-origin paths, with their query', () => {
    expect(safeRef('/reports/leads')).toBe('/reports/leads')
    expect(safeRef('/leads/12/update?tab=2')).toBe('/leads/12/update?tab=2')
  })

  it('reads a ref without its leading slash as a path (the spec writes ref=reports/leads)', () => {
    expect(safeRef('reports/leads')).toBe('/reports/leads')
    expect(safeRef('dashboard')).toBe('/dashboard')
  })

  it.each([
    '//evil.example',
    '//evil.example/path',
    '/\\evil.example',
    '\\\\evil.example',
    '\\/evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    ' //evil.example',
    'https://evil.example',
    'HTTPS://evil.example',
    'http:evil.example',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '/..//evil.example',
    '',
  ])('refuses %j', (ref) => {
    expect(safeRef(ref)).toBeNull()
  })

  it('refuses nothing at all', () => {
    expect(safeRef(null)).toBeNull()
    expect(safeRef(undefined)).toBeNull()
  })
})
