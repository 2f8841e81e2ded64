import { expect, type Page } from '@playwright/test'
import { DEMO_PASSWORD, SESSION_KEY } from './setup/servers.ts'

/**
 * Signs a demo user in with a session of the page's own (a sign-in through the API, kept where the login
 * form keeps it) and opens the dashboard. For a test that ends or switches its session; others start
 * signed in (fixtures.ts: `test.use({ role })`), and a test of signing in uses the form (signInThroughForm).
 */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  const res = await page.request.post('/api/auth/login', { data: { email, password, remember: true } })
  expect(res.status(), `signing in ${email}`).toBe(200)
  const { accessToken, profile } = (await res.json()).data
  await page.goto('/api/health') // localStorage belongs to the origin: be on it, without loading the app
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key, value),
    [SESSION_KEY, JSON.stringify({ accessToken, profile })],
  )
  await page.goto('/dashboard')
  // the context's first page loads the whole app: a while on a busy machine; its title is in the user's language
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.locator('main h1').first()).toBeVisible({ timeout: 30_000 })
}

/** Signs a demo user in through the login page and waits for the dashboard. */
export async function signInThroughForm(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/auth/login')
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()
}

/** Opens the command palette with the keyboard and answers its search box. */
export async function openPalette(page: Page) {
  await page.keyboard.press('ControlOrMeta+k')
  const input = page.getByPlaceholder(/Type a command/)
  await expect(input).toBeFocused()
  return input
}

/** The titles the palette lists right now. */
export async function paletteTitles(page: Page): Promise<string[]> {
  return page
    .locator('[cmdk-item]')
    .evaluateAll((els) => els.map((e) => e.querySelector('span.flex-1')?.firstChild?.textContent ?? ''))
}
