import { expect, test } from '@playwright/test'

test('a demo user signs in and lands on the dashboard with the profile menu', async ({ page }) => {
  await page.goto('/')
  await expect(page).toHaveURL(/\/auth\/login$/)
  await page.getByLabel('E-mail').fill('manager@demo.test')
  await page.getByLabel('Password').fill('demopass1')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  await page.getByRole('button', { name: 'Account' }).click()
  await expect(page.getByRole('menu')).toContainText('manager@demo.test')
})

test('a wrong password shows the server message', async ({ page }) => {
  await page.goto('/')
  await page.getByLabel('E-mail').fill('manager@demo.test')
  await page.getByLabel('Password').fill('not-the-password')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password')
})
