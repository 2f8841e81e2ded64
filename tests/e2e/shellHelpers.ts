import { expect, type Page } from '@playwright/test'

/** Signs a demo user in through the login page and waits for the dashboard. */
export async function signIn(page: Page, email: string) {
  await page.goto('/auth/login')
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Password').fill('demopass1')
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
