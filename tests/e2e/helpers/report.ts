import { expect, type Page } from '@playwright/test'
import { painted } from '../fixtures.ts'

export const rows = (page: Page) => page.getByTestId('lead-row')

/** Opens the leads report (with `refresh=1`: its default view) and waits for its first rows. */
export async function openReport(page: Page, query = 'refresh=1') {
  await page.goto(`/reports/leads?${query}`)
  await expect(page.getByTestId('leads-total')).toHaveText(/\d[\d,]* leads?/)
  await expect(rows(page).first()).toBeVisible()
}

/** Presses keys one by one, as a person does: each key's result is on the page before the next key. */
export async function press(page: Page, ...keys: string[]) {
  for (const k of keys) {
    await page.keyboard.press(k)
    await painted(page)
  }
}
