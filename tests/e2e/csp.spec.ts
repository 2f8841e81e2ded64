import { expect, test, type Page } from '@playwright/test'
import { openDashboard, signedIn } from './fixtures.ts'

/**
 * The built console under the server's Content-Security-Policy: signing in and working through the
 * main screens (the leads table draws its column widths with an inline <style>) raises no violation.
 */
declare global {
  interface Window {
    cspViolations: string[]
  }
}

async function violations(page: Page): Promise<string[]> {
  return page.evaluate(() => window.cspViolations)
}

test('the console raises no Content-Security-Policy violation', async ({ page }) => {
  await page.addInitScript(() => {
    window.cspViolations = []
    document.addEventListener('securitypolicyviolation', (e) =>
      window.cspViolations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    )
  })
  const consoleErrors: string[] = []
  page.on('console', (m) => {
    if (/Content.Security.Policy/i.test(m.text())) consoleErrors.push(m.text())
  })
  const seen: string[] = []

  const first = await page.goto('/auth/login')
  const csp = first!.headers()['content-security-policy']
  expect(csp).toContain("script-src 'self'")
  expect(csp).toContain("frame-ancestors 'none'")
  await signedIn(page, 'admin')
  await openDashboard(page)
  seen.push(...(await violations(page)))

  const screens: Array<[string, (p: Page) => Promise<void>]> = [
    [
      '/reports/leads',
      async (p) => {
        await p.getByTestId('lead-row').first().getByTestId('lead-detail-link').click()
        await expect(p.getByTestId('lead-detail')).toContainText('Lead #')
      },
    ],
    ['/leads/create', (p) => expect(p.getByRole('heading', { name: 'Create Lead' }).first()).toBeVisible()],
    ['/customers', (p) => expect(p.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible()],
    ['/storage', (p) => expect(p.getByRole('heading', { name: 'Media' }).first()).toBeVisible()],
    ['/settings/lead-setting', (p) => expect(p.getByRole('heading', { name: 'Lead Setting' }).first()).toBeVisible()],
    ['/profile', (p) => expect(p.getByRole('heading', { name: 'Profile' }).first()).toBeVisible()],
  ]
  for (const [path, ready] of screens) {
    await page.goto(path)
    await ready(page)
    // The palette too: it is drawn in a portal with its own styles.
    await page.keyboard.press('ControlOrMeta+k')
    await expect(page.getByPlaceholder(/Type a command/)).toBeFocused()
    await page.keyboard.press('Escape')
    seen.push(...(await violations(page)))
  }
  expect(seen).toEqual([])
  expect(consoleErrors).toEqual([])
})
