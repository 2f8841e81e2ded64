// @vitest-environment jsdom
import { afterEach, expect, it } from 'vitest'
import { cleanup, render, screen } from '@testing-library/react'
import { lowerBoundMeta, paginatorMeta } from '../../../src/domain/paginate.ts'
import { Pager } from '../../../src/web/ui/lists/Pager.tsx'

afterEach(cleanup)
const pager = (meta: ReturnType<typeof paginatorMeta>) =>
  render(<Pager meta={meta} limit={20} noneText="0 listings" onPage={() => {}} onLimit={() => {}} />)

it('reads a capped search total as "10,000+", with a next page past the last counted one', () => {
  pager(lowerBoundMeta(10_000, 500, 20))
  expect(screen.getByTestId('pager').textContent).toContain('9,981–10,000 of 10,000+')
  expect(screen.getByTestId('pager').textContent).toContain('Page 500 of 500+')
  expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(false)
})

it('reads an exact total as it is', () => {
  pager(paginatorMeta(95, 5, 20))
  expect(screen.getByTestId('pager').textContent).toContain('81–95 of 95')
  expect(screen.getByTestId('pager').textContent).toContain('Page 5 of 5')
  expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(true)
})

it('shows a log table with nothing to page as nothing, and its pages without a page size to choose', () => {
  const { container } = render(<Pager meta={paginatorMeta(0, 1, 20)} onPage={() => {}} />)
  expect(container.textContent).toBe('')
  cleanup()
  render(<Pager meta={paginatorMeta(45, 2, 20)} onPage={() => {}} />)
  expect(screen.getByTestId('pager').textContent).toContain('21–40 of 45')
  expect(screen.queryByRole('combobox', { name: 'Page size' })).toBeNull()
})

it('says it is loading rather than "0 leads", and in continuous mode how many are loaded, without pages', () => {
  const mode = { continuous: true, loadedText: '200 of 5,000 leads loaded', onMode: () => {} }
  render(<Pager meta={null} pending pendingText="Loading leads…" noneText="0 leads" onPage={() => {}} mode={mode} />)
  expect(screen.getByTestId('pager-summary').textContent).toBe('Loading leads…')
  cleanup()
  render(<Pager meta={paginatorMeta(5000, 1, 20)} noneText="0 leads" onPage={() => {}} mode={mode} />)
  expect(screen.getByTestId('pager-summary').textContent).toBe('200 of 5,000 leads loaded')
  expect(screen.queryByTestId('page-indicator')).toBeNull()
})
