import { expect, test, type Page } from '@playwright/test'
import { openDashboard, signedIn } from './fixtures.ts'

const BANNER = 'Staging environment: data here is not real and may be reset.'

/** GET /api/env answered as the given environment (the e2e server itself runs as development). */
async function answerEnv(page: Page, appEnv: string) {
  await page.route('**/api/env', (route) =>
    route.fulfill({ json: { data: { appEnv, intercomAppId: null, mapsApiKey: null } } }),
  )
}

test('the staging banner shows when the environment says staging', async ({ page }) => {
  await answerEnv(page, 'staging')
  await signedIn(page, 'agent')
  await openDashboard(page)
  await expect(page.getByRole('note').filter({ hasText: BANNER })).toBeVisible()
})

test('no staging banner in other environments', async ({ page }) => {
  for (const appEnv of ['production', null]) {
    // null: the server's own answer.
    if (appEnv) await answerEnv(page, appEnv)
    else await page.unroute('**/api/env')
    const env = page.waitForResponse((r) => r.url().endsWith('/api/env'))
    await page.goto('/auth/login')
    expect((await (await env).json()).data.appEnv).not.toBe('staging')
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible()
    await expect(page.getByText(BANNER)).toHaveCount(0)
  }
})

test('a progress bar runs at each navigation start, then fades out', async ({ page }) => {
  await signedIn(page, 'manager')
  await page.goto('/dashboard')
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()
  const bar = page.getByTestId('navigation-progress')
  await expect(bar).toHaveCount(0) // not on the first load: the app-start loader covers that
  // Record each bar as it is inserted, with its opacity at that instant (the animation's start).
  await page.evaluate(() => {
    const seen: string[] = []
    ;(window as unknown as { navProgress: string[] }).navProgress = seen
    new MutationObserver((records) => {
      for (const r of records)
        for (const n of r.addedNodes)
          if (n instanceof HTMLElement && n.dataset.testid === 'navigation-progress')
            seen.push(getComputedStyle(n.firstElementChild!).opacity)
    }).observe(document.body, { childList: true, subtree: true })
  })
  // The customers list answers late: the bar shows at the start, before the page has its data.
  let release!: () => void
  const held = new Promise<void>((r) => (release = r))
  await page.route(
    (url) => url.pathname === '/api/customers',
    async (route) => {
      await held
      await route.continue()
    },
  )
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Customers' }).click()
  await expect(page).toHaveURL(/\/customers$/)
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { navProgress: string[] }).navProgress))
    .toEqual(['1'])
  await expect(bar.locator('div')).toHaveCSS('opacity', '0') // gone once its animation ends
  release()
  await expect(page.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible()

  // And again at the next navigation.
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Dashboard' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { navProgress: string[] }).navProgress))
    .toEqual(['1', '1'])
  await expect(bar.locator('div')).toHaveCSS('opacity', '0')
})
