// @vitest-environment jsdom
import { afterEach, expect, it } from 'vitest'
import { cleanup, render, screen } from '@testing-library/react'
import { lowerBoundMeta, paginatorMeta } from '../../../src/domain/paginate.ts'
import { ListPager } from '../../../src/web/resources/components/ListPager.tsx'

afterEach(cleanup)
const pager = (meta: ReturnType<typeof paginatorMeta>) =>
  render(<ListPager meta={meta} limit={20} plural="Listings" onPage={() => {}} onLimit={() => {}} />)

it('reads a capped search total as "10,000+", with a next page past the last counted one', () => {
  pager(lowerBoundMeta(10_000, 500, 20))
  expect(screen.getByTestId('pager').textContent).toContain('9,981–10,000 of 10,000+')
  expect(screen.getByTestId('pager').textContent).toContain('Page 500 of 500+')
  expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(false)
})

it('reads an exact total as it is', () => {
  pager(paginatorMeta(95, 5, 20))
  expect(screen.getByTestId('pager').textContent).toContain('81–95 of 95')
  expect(screen.getByTestId('pager').textContent).toContain('Page 5 of 5')
  expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true)
})
