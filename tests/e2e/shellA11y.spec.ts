import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { openPalette } from './shellHelpers.ts'
import { openDashboard, signedIn } from './fixtures.ts'

/**
 * axe-core on the shell's screens and overlays: no violations at all. An open menu or dialog makes the
 * page behind it inert, so overlays are checked on their own (`include`).
 */
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

test('the login, forgot-password and reset pages pass axe', async ({ page }) => {
  await page.goto('/auth/login')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expectNoViolations(page, 'login')
  await page.goto('/auth/forgot-password')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expectNoViolations(page, 'forgot password')
  await page.goto('/auth/reset-password?token=x&email=a@b.c')
  await expect(page.getByRole('alert')).toBeVisible()
  await expectNoViolations(page, 'reset password')
})

test('the frame, palette, menus and dialogs pass axe and work by keyboard', async ({ page }) => {
  test.setTimeout(120_000)
  await signedIn(page, 'admin')
  await openDashboard(page)
  await expectNoViolations(page, 'dashboard')
  await openPalette(page)
  await page.keyboard.press('ArrowDown')
  await expectNoViolations(page, 'palette', '[cmdk-dialog]')
  await page.keyboard.press('Escape')

  // The profile menu by keyboard: focus the button, open with Enter, move with arrows.
  await page.getByRole('button', { name: 'Account' }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('menu')).toBeVisible()
  await expectNoViolations(page, 'profile menu', '[role=menu]')
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: 'Admin settings' }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('menuitem', { name: 'User Roles' })).toBeVisible()
  await expectNoViolations(page, 'settings menu', '[role=menu]')
  await page.keyboard.press('Escape')

  await page.keyboard.press('?')
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible()
  await expectNoViolations(page, 'shortcut help', '[role=dialog]')
  await page.keyboard.press('Escape')
})

test('the pages of the shell pass axe', async ({ page }) => {
  test.setTimeout(180_000)
  await signedIn(page, 'admin')
  for (const path of [
    '/profile',
    '/profile/change-password',
    '/profile/access-logs',
    '/forbidden',
    '/nowhere',
    '/teams/groups',
  ]) {
    await page.goto(path)
    await expect(page.locator('main h1, main p').first()).toBeVisible()
    await expectNoViolations(page, path)
  }
})
