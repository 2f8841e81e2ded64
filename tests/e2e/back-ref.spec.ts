import { expect, test } from '@playwright/test'
import { signedIn } from './fixtures.ts'

// A crafted `ref` must not turn the Back link into a way off the site.
const hostile = ['//evil.example', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)', '/\t/evil.example']

test('Back links stay on the site whatever ref says', async ({ page, baseURL }) => {
  await signedIn(page, 'manager')
  for (const ref of hostile) {
    await page.goto(`/leads/create?ref=${encodeURIComponent(ref)}`)
    const back = page.getByRole('link', { name: 'Back' })
    await expect(back).toHaveAttribute('href', '/reports/leads')
    const resolved = await back.evaluate((a) => (a as HTMLAnchorElement).href)
    expect(new URL(resolved).origin).toBe(new URL(baseURL!).origin)
  }
  // an honest ref still goes where it says
  await page.goto(`/leads/create?ref=${encodeURIComponent('/customers')}`)
  await expect(page.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/customers')
})
