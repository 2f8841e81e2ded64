// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, renderHook } from '@testing-library/react'
import { useShortcuts } from '../../../src/web/shell/useShortcuts.ts'
import type { Command } from '../../../commands/types.ts'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

const key = (k: string) =>
  new KeyboardEvent('keydown', {
    key: k,
    code: `Key${k.toUpperCase()}`,
    keyCode: k.toUpperCase().charCodeAt(0),
    bubbles: true,
  })

describe('sequence shortcuts', () => {
  it('complete when typed quickly, even if the page handles the second key late', () => {
    vi.useFakeTimers({ toFake: ['Date', 'performance'] })
    const run = vi.fn()
    const commands: Command[] = [
      { id: 'create-customer', title: 'Create customer', group: 'Create', shortcut: 'c c', run },
    ]
    renderHook(() => useShortcuts(commands))
    // both keys pressed at once; the page is busy (rendering) for 2 s between handling them
    const first = key('c')
    const second = key('c')
    document.body.dispatchEvent(first)
    vi.advanceTimersByTime(2000)
    document.body.dispatchEvent(second)
    expect(run).toHaveBeenCalledTimes(1)
  })

  it('still forget a first key pressed long before the second', () => {
    vi.useFakeTimers({ toFake: ['Date', 'performance'] })
    const run = vi.fn()
    renderHook(() =>
      useShortcuts([{ id: 'create-customer', title: 'Create customer', group: 'Create', shortcut: 'c c', run }]),
    )
    document.body.dispatchEvent(key('c'))
    vi.advanceTimersByTime(2000)
    document.body.dispatchEvent(key('c'))
    expect(run).not.toHaveBeenCalled()
  })
})
