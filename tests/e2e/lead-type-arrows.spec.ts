import { expect, test } from '@playwright/test'
import { pick, tabTo } from './helpers/leadEditor.ts'
import { openDashboard, signedIn } from './fixtures.ts'

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 1000 })
  await signedIn(page, 'manager')
  await openDashboard(page)
})

// Arrow keys in the type radios change the type at each step, so Listing → → General
// passes over Off Plan, which forces Buyer / Sale. Passing over it must not leave its values behind.
test('arrowing from Listing over Off Plan to General keeps the Tenant / Rent the user chose', async ({ page }) => {
  await page.keyboard.press('c')
  await page.keyboard.press('l')
  await expect(page).toHaveURL(/\/leads\/create$/)
  await pick(page, 'lead-contactType', 'Tenant')
  await expect(page.locator('#lead-leadType')).toHaveValue('Rent')
  await tabTo(page, 'lead-type-listing')
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  await expect(page.locator('#lead-type-general')).toBeChecked()
  await expect(page.locator('#lead-contactType')).toHaveValue('Tenant')
  await expect(page.locator('#lead-leadType')).toHaveValue('Rent')
  // Back over Off Plan to Listing: still the user's own choice.
  await page.keyboard.press('ArrowLeft')
  await page.keyboard.press('ArrowLeft')
  await expect(page.locator('#lead-type-listing')).toBeChecked()
  await expect(page.locator('#lead-contactType')).toHaveValue('Tenant')
  await expect(page.locator('#lead-leadType')).toHaveValue('Rent')
  // Stopping on Off Plan still applies the spec's Buyer / Sale.
  await page.keyboard.press('ArrowRight')
  await expect(page.locator('#lead-type-offplan')).toBeChecked()
  await expect(page.locator('#lead-contactType')).toHaveValue('Buyer')
  await expect(page.locator('#lead-leadType')).toHaveValue('Sale')
})
