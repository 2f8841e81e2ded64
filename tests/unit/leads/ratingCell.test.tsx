// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, render } from '@testing-library/react'
import { RatingCell } from '../../../src/web/leads/report/cells.tsx'

afterEach(cleanup)

describe('the Rating cell', () => {
  it("shows 'N/A' without a review", () => {
    const { container } = render(<RatingCell review={null} />)
    expect(container.textContent).toBe('N/A')
    expect(container.querySelector('[title]')).toBeNull()
  })

  it('shows the feedback as its tooltip, in one element', () => {
    const { container } = render(<RatingCell review={{ rating: 4, feedback: '  Called back twice  ' } as never} />)
    expect(container.querySelectorAll('*')).toHaveLength(1)
    expect(container.firstElementChild!.getAttribute('title')).toBe('Called back twice')
    expect(container.textContent).toContain('★')
  })
})
