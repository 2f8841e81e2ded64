import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { pick } from './helpers/leadEditor.ts'
import { signedIn } from './fixtures.ts'

const axe = async (page: import('@playwright/test').Page) => {
  const r = await new AxeBuilder({ page }).analyze()
  return r.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

test('the lead form passes axe, empty, filled and with its messages', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 1000 })
  await signedIn(page, 'manager')
  await page.goto('/leads/create')
  await expect(page.locator('#lead-customer')).toBeFocused()
  expect(await axe(page)).toEqual([])
  await page.keyboard.press('Control+Enter')
  await expect(page.locator('#lead-customer-error')).toBeVisible()
  expect(await axe(page)).toEqual([])
  await pick(page, 'lead-listing', 'DMR-', /DMR-/)
  await expect(page.locator('#lead-agent')).not.toHaveValue('', { timeout: 10_000 })
  expect(await axe(page)).toEqual([])
  await page.goto('/settings/lead-setting')
  await expect(page.getByLabel('Initial SLA (minutes)')).not.toHaveValue('')
  expect(await axe(page)).toEqual([])
})
