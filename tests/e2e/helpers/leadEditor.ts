import { expect, type Page } from '@playwright/test'
import { frameReady } from '../fixtures.ts'
import { signIn } from '../shellHelpers.ts'

/** Signs in with a session of the page's own (shellHelpers.ts signIn) and waits for the frame, whose keys the tests type. */
export async function login(page: Page, email = 'manager@demo.test') {
  await signIn(page, email)
  await frameReady(page)
}

const activeId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '')

/** Moves focus with Tab (or Shift+Tab) until the control with this id has it: the keyboard only. */
export async function tabTo(page: Page, id: string, back = false) {
  await expect(page.locator(`#${id}`)).toBeVisible() // the form is a lazy chunk: tab only once it is there
  for (let i = 0; i < 160; i++) {
    if ((await activeId(page)) === id) return
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab')
  }
  throw new Error(`could not reach #${id} with the keyboard`)
}

/** Types into a picker, waits for a matching option, makes it active with the arrows and picks it with Enter. */
export async function pick(page: Page, id: string, text: string, option: RegExp | string = text) {
  await tabTo(page, id)
  await page.keyboard.type(text)
  const name = typeof option === 'string' ? new RegExp(option.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i') : option
  await expect(page.getByRole('option', { name }).first()).toBeVisible({ timeout: 15_000 })
  // the remote lists answer after their debounce: wait until the first option matches
  await expect(page.getByRole('option').first()).toHaveAccessibleName(name, { timeout: 15_000 })
  if (!(await page.locator(`#${id}`).getAttribute('aria-activedescendant'))) await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
}

export async function typeInto(page: Page, id: string, text: string) {
  await tabTo(page, id)
  await page.keyboard.press('ControlOrMeta+a')
  await page.keyboard.type(text)
}

/** The message shown under a control. */
export const messageOf = (page: Page, id: string) => page.locator(`#${id}-error`)

/** The create form filled as a listing lead of the customer found by `customer`, with the fields it requires. */
export async function fillListingLead(page: Page, customer: string) {
  await pick(page, 'lead-customer', customer)
  await pick(page, 'lead-listing', 'DMR-', /DMR-/)
  await expect(page.locator('#lead-agent')).not.toHaveValue('', { timeout: 10_000 })
  await pick(page, 'lead-source', 'Website')
  await pick(page, 'lead-contactMethod', 'Phone')
  await pick(page, 'lead-action', 'Requires call')
  await pick(page, 'lead-referredBy', 'a', /./)
}
