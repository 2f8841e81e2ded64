import { expect, test } from '@playwright/test'
import { mailedPasswordLink as resetLinkFor } from './helpers/outbox.ts'
import { signInThroughForm } from './shellHelpers.ts'
import { signedIn } from './fixtures.ts'

test('forgot password → e-mailed link → new password → sign in; then change it back from the profile', async ({
  page,
  browser,
}) => {
  const email = 'viewer@demo.test'
  await page.goto('/auth/login')
  await page.getByRole('link', { name: 'Forgot password?' }).click()
  await expect(page).toHaveURL(/\/auth\/forgot-password$/)
  await page.getByLabel('E-mail').fill(email)
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.getByRole('status').filter({ hasText: /reset|sent|e-mail/i })).toBeVisible()

  await expect.poll(() => resetLinkFor(email)).not.toBeNull()
  await page.goto(resetLinkFor(email)!)
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible()
  await page.getByLabel('New password', { exact: true }).fill('short')
  await page.getByLabel('Confirm new password').fill('other')
  await page.getByRole('button', { name: 'Reset password' }).click()
  await expect(page.getByText('Password must be at least 8 characters.')).toBeVisible()
  await page.getByLabel('New password', { exact: true }).fill('brand-new-pass')
  await page.getByLabel('Confirm new password').fill('brand-new-pass')
  await page.getByRole('button', { name: 'Reset password' }).click()
  await expect(page).toHaveURL(/\/auth\/login$/)

  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Password').fill('brand-new-pass')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)

  // The same link works once only (opened signed out, in another browser context).
  const other = await browser.newContext()
  const used = await other.newPage()
  await used.goto(resetLinkFor(email)!)
  await expect(used.getByRole('alert')).toBeVisible()
  await other.close()

  await page.goto('/profile/change-password')
  await page.getByLabel('Current password').fill('wrong-password')
  await page.getByLabel('New password', { exact: true }).fill('demopass1')
  await page.getByLabel('Confirm new password').fill('demopass1')
  await page.getByRole('button', { name: 'Change password' }).click()
  await expect(page.getByText('Old password is incorrect.')).toBeVisible()
  await page.getByLabel('Current password').fill('brand-new-pass')
  await page.getByRole('button', { name: 'Change password' }).click()
  await expect(page.getByTestId('toast')).toContainText('Password has been changed successfully')
  await page.getByRole('button', { name: 'Account' }).click()
  await page.getByRole('menuitem', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/auth\/login$/)
  await signInThroughForm(page, email)
})

test('the profile name is saved and shown in the header', async ({ page }) => {
  await signedIn(page, 'agent')
  await page.goto('/profile')
  const first = page.getByLabel('First name')
  const before = await first.inputValue()
  await first.fill('Aishwarya')
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByTestId('toast')).toContainText('Profile has been updated successfully')
  await expect(page.getByRole('button', { name: 'Account' })).toContainText('Aishwarya')
  await first.fill('')
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText('First name is required.')).toBeVisible()
  await first.fill(before)
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByRole('button', { name: 'Account' })).toContainText(before)
})
