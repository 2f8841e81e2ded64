// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, renderHook } from '@testing-library/react'
import { useAuthChannel } from '../../../src/web/shell/useAuthChannel.ts'

const KEY = 'agency.session'
const session = { accessToken: 't', profile: { _id: 'u1' } }
const sendLogin = () => {
  const other = new BroadcastChannel('auth')
  other.postMessage({ type: 'login' })
  other.close()
}
const until = async (ok: () => boolean) => {
  for (let i = 0; i < 50 && !ok(); i++) await new Promise((r) => setTimeout(r, 10))
}

afterEach(() => {
  cleanup()
  localStorage.clear()
  sessionStorage.clear()
  history.replaceState(null, '', '/auth/login')
})

describe("following another tab's login", () => {
  it('goes to / when the session is in storage at the message', async () => {
    history.replaceState(null, '', '/auth/login')
    renderHook(() => useAuthChannel())
    localStorage.setItem(KEY, JSON.stringify(session))
    sendLogin()
    await until(() => location.pathname === '/')
    expect(location.pathname).toBe('/')
  })

  it('goes to / when the session reaches this tab after the message (its storage event)', async () => {
    history.replaceState(null, '', '/auth/login')
    renderHook(() => useAuthChannel())
    sendLogin()
    await new Promise((r) => setTimeout(r, 50))
    expect(location.pathname).toBe('/auth/login')
    localStorage.setItem(KEY, JSON.stringify(session))
    window.dispatchEvent(new StorageEvent('storage', { key: KEY }))
    await until(() => location.pathname === '/')
    expect(location.pathname).toBe('/')
  })

  it('stays when no session arrives (the other tab kept it for itself)', async () => {
    history.replaceState(null, '', '/auth/login')
    renderHook(() => useAuthChannel())
    sendLogin()
    await new Promise((r) => setTimeout(r, 50))
    window.dispatchEvent(new StorageEvent('storage', { key: 'something-else' }))
    await new Promise((r) => setTimeout(r, 50))
    expect(location.pathname).toBe('/auth/login')
  })
})
