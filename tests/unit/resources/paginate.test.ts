import { describe, expect, it } from 'vitest'
import { normalizeLimit, normalizePage, paginatorMeta } from '../../../src/domain/paginate.ts'

describe('page and page size rules', () => {
  it('turns a page below 1 into 1 and keeps the default size 20', () => {
    expect(normalizePage(0)).toBe(1)
    expect(normalizePage(-3)).toBe(1)
    expect(normalizePage(undefined)).toBe(1)
    expect(normalizePage(2.7)).toBe(2)
    expect(normalizeLimit(undefined)).toBe(20)
  })

  it('turns a non-positive size (other than -1) into 10 and caps big sizes', () => {
    expect(normalizeLimit(0)).toBe(10)
    expect(normalizeLimit(-5)).toBe(10)
    expect(normalizeLimit(-1)).toBe(-1)
    expect(normalizeLimit(40)).toBe(40)
    expect(normalizeLimit(1e9)).toBe(10000)
  })
})

describe('paginatorMeta', () => {
  it('describes a middle page', () => {
    expect(paginatorMeta(95, 2, 20)).toEqual({
      total: 95,
      offset: 20,
      limit: 20,
      totalPages: 5,
      page: 2,
      from: 21,
      hasPrevPage: true,
      hasNextPage: true,
      prev: 1,
      next: 3,
    })
  })

  it('describes the first and last pages', () => {
    expect(paginatorMeta(95, 1, 20)).toMatchObject({
      hasPrevPage: false,
      prev: null,
      hasNextPage: true,
      next: 2,
      from: 1,
    })
    expect(paginatorMeta(95, 5, 20)).toMatchObject({
      hasPrevPage: true,
      prev: 4,
      hasNextPage: false,
      next: null,
      from: 81,
    })
  })

  it('describes an empty list as one empty page', () => {
    expect(paginatorMeta(0, 1, 20)).toMatchObject({
      total: 0,
      totalPages: 1,
      from: 0,
      hasNextPage: false,
      hasPrevPage: false,
    })
  })

  it('describes a page past the end', () => {
    expect(paginatorMeta(10, 3, 20)).toMatchObject({
      page: 3,
      offset: 40,
      from: 0,
      hasPrevPage: true,
      prev: 2,
      hasNextPage: false,
    })
  })

  it('describes limit -1 as one page of everything', () => {
    expect(paginatorMeta(123, 4, -1)).toEqual({
      total: 123,
      offset: 0,
      limit: 123,
      totalPages: 1,
      page: 1,
      from: 1,
      hasPrevPage: false,
      hasNextPage: false,
      prev: null,
      next: null,
    })
  })

  it('normalizes the page and size it is given', () => {
    expect(paginatorMeta(50, 0, 0)).toMatchObject({ page: 1, limit: 10, totalPages: 5 })
  })
})
