import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { signedIn } from './fixtures.ts'

async function expectNoViolations(page: Page, what: string, include?: string) {
  const builder = new AxeBuilder({ page })
  if (include) builder.include(include)
  const { violations } = await builder.analyze()
  const summary = violations.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')})`,
  )
  expect(summary, what).toEqual([])
}

test('customer list, form, page, storage modal and media page pass axe', async ({ page }) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 1400, height: 1000 })
  await signedIn(page, 'manager')

  await page.goto('/customers')
  await expect(page.getByTestId('resource-row').first()).toBeVisible()
  await expectNoViolations(page, 'customer list')
  await page.getByTestId('resource-row').first().dblclick()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expectNoViolations(page, 'customer page')
  // the record page's tabs: the customer's leads and portal access
  await page.getByRole('tab', { name: 'Leads' }).click()
  await expect(page.getByTestId('customer-leads').or(page.getByText('No leads found for this customer.'))).toBeVisible()
  await expectNoViolations(page, "customer page's leads")
  await page.getByRole('tab', { name: 'Portal access' }).click()
  await expect(page.getByTestId('customer-credentials')).toBeVisible()
  await expectNoViolations(page, "customer page's portal access")
  await page.goto('/customers/create')
  await page.getByRole('button', { name: 'Save & Close' }).click()
  await expect(page.getByText('First Name is required.')).toBeVisible()
  await expectNoViolations(page, 'customer form with errors')
  await page.getByRole('button', { name: 'Choose picture' }).click()
  await expect(page.getByTestId('storage-modal')).toBeVisible()
  await expectNoViolations(page, 'storage modal', '[data-testid="storage-modal"]')
  await page.keyboard.press('Escape')
  await page.goto('/storage')
  await expect(page.getByRole('heading', { name: 'Media' })).toBeVisible()
  await expectNoViolations(page, 'media page')
})
