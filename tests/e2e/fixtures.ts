import fs from 'node:fs'
import { test as base, expect, type Page } from '@playwright/test'
import { shell as arShell } from '../../src/domain/i18n/ar/shell.ts'
import { shell as enShell } from '../../src/domain/i18n/en/shell.ts'
import { authFile, DEMO_PASSWORD, emailOf, type Role, SESSION_KEY, serverUrl } from './setup/servers.ts'

export { expect }
export type { Role }

/**
 * Signed in without the login form. The global setup signed each demo role in once and saved its storage
 * state (E2E_DIR/auth/<role>.json); tests reuse those sessions:
 * - `await signedIn(page, 'manager')`: the page's browser context gets the role's session; then go to the
 *   page under test (`page.goto('/customers')`, or `openDashboard(page)`).
 * - `test.use({ role: 'manager' })` (a file or a describe, with `test` from this file): every test's page
 *   starts signed in as the role.
 * - `await authHeaders('admin')`: the role's token for API calls (`request.post(path, { headers, data })`).
 * A session is checked before each use: one an earlier test of the worker ended is signed in again, one it
 * switched to another asset is switched back, so a test may log out or switch asset. A test of signing in
 * itself uses the form (signInThroughForm in shellHelpers.ts); `signIn` there makes a session of the page's own.
 */

interface StoredSession {
  accessToken: string
  profile: { activeAsset?: { _id: string } | null }
}

// this worker's sessions, once checked
const sessions = new Map<Role, StoredSession>()

function savedSession(role: Role): StoredSession {
  const state = JSON.parse(fs.readFileSync(authFile(role), 'utf8'))
  return JSON.parse(state.origins[0].localStorage.find((e: { name: string }) => e.name === SESSION_KEY).value)
}

const bearer = (s: StoredSession) => ({ authorization: `Bearer ${s.accessToken}` })

/** The role's session on this worker's server, as the global setup left it (signed in, in its first asset). */
export async function sessionOf(role: Role): Promise<StoredSession> {
  const s = sessions.get(role) ?? savedSession(role)
  const res = await fetch(`${serverUrl()}/api/profile`, { headers: bearer(s) })
  if (res.status === 401) {
    const login = await fetch(`${serverUrl()}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: emailOf(role), password: DEMO_PASSWORD, remember: true }),
    })
    expect(login.status, `signing ${emailOf(role)} in again`).toBe(200)
    const { accessToken, profile } = (await login.json()).data
    sessions.set(role, { accessToken, profile })
    return sessionOf(role) // a new session starts in the asset the user chose last
  }
  expect(res.status, `the ${role} session`).toBe(200)
  const asset = (await res.json()).data.activeAsset?._id
  const first = savedSession(role).profile.activeAsset?._id
  if (first && asset !== first) {
    const back = await fetch(`${serverUrl()}/api/profile/change-active-asset`, {
      method: 'PATCH',
      headers: { ...bearer(s), 'content-type': 'application/json' },
      body: JSON.stringify({ asset: first }),
    })
    expect(back.status, `switching the ${role} session back to its asset`).toBe(200)
    s.profile = (await back.json()).data
  }
  sessions.set(role, s)
  return s
}

/** The role's storage state for this worker's server (Playwright's format). */
async function storageStateOf(role: Role) {
  const s = await sessionOf(role)
  return {
    cookies: [],
    origins: [{ origin: serverUrl(), localStorage: [{ name: SESSION_KEY, value: JSON.stringify(s) }] }],
  }
}

/** Gives the page's browser context the role's session (before the test opens a page of the console). */
export async function signedIn(page: Page, role: Role) {
  await page.context().setStorageState(await storageStateOf(role))
}

/** Headers for an API call as the role: its session, no sign-in per call. */
export const authHeaders = async (role: Role) => bearer(await sessionOf(role))

export const test = base.extend<{ role: Role | undefined }>({
  role: [undefined, { option: true }],
  storageState: async ({ role, storageState }, use) => {
    await use(role ? await storageStateOf(role) : storageState)
  },
})

/**
 * Opens the dashboard of a signed-in page and waits for it. The first page of a browser context loads the
 * whole app, which takes a while on a busy machine.
 */
export async function openDashboard(page: Page) {
  await page.goto('/dashboard')
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible({ timeout: 30_000 })
  await frameReady(page)
}

/**
 * Waits until the console's frame is up (a lazy chunk): its keyboard shortcuts work from then on. In the user's
 * language: a test may have set it to Arabic.
 */
export async function frameReady(page: Page) {
  const palette = (words: { searchOrJump: string }) => page.getByRole('button', { name: words.searchOrJump })
  await expect(palette(enShell).or(palette(arShell))).toBeVisible({ timeout: 30_000 })
}

/**
 * Waits until the page has drawn two frames: what the last key, click or scroll changed is rendered, and
 * what runs on the next frame (a virtual list placing the rows and columns now in view) has run.
 */
export async function painted(page: Page) {
  await page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))))
}
