// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadSession, replaceSession, saveSession } from '../../../src/web/lib/session.ts'

const KEY = 'agency.session'
const session = (token: string) => ({ accessToken: token, profile: { _id: 'u1' } }) as never

afterEach(() => {
  vi.restoreAllMocks()
  localStorage.clear()
  sessionStorage.clear()
})

describe('the kept session', () => {
  it('is replaced in place: the shared storage never goes without it (other tabs read their token from it)', () => {
    saveSession(session('a'), true)
    const removed = vi.spyOn(Storage.prototype, 'removeItem')
    const seen: Array<string | null> = []
    const set = Storage.prototype.setItem
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, k: string, v: string) {
      seen.push(localStorage.getItem(KEY))
      set.call(this, k, v)
    })
    replaceSession(session('b'))
    expect(removed.mock.contexts.filter((c) => c === localStorage)).toEqual([])
    expect(seen.every((v) => v !== null)).toBe(true)
    expect(loadSession()?.accessToken).toBe('b')
  })

  it('moves between local and session storage with the remember-me choice, kept in one of them only', () => {
    saveSession(session('a'), true)
    saveSession(session('b'), false)
    expect(localStorage.getItem(KEY)).toBeNull()
    expect(JSON.parse(sessionStorage.getItem(KEY)!).accessToken).toBe('b')
    saveSession(session('c'), true)
    expect(sessionStorage.getItem(KEY)).toBeNull()
    expect(loadSession()?.accessToken).toBe('c')
  })
})
