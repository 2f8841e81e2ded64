import { expect, test } from '@playwright/test'
import { ADMIN_MENU, MENU } from '../../commands/menu.ts'
import { MSG } from '../../src/web/shell/messages.ts'
import { mayOpen, SWEEP_USERS as USERS, type Destination } from './helpers/sweep.ts'
import { signIn } from './shellHelpers.ts'

/**
 * The administration sweep: every Teams, Settings and settings-dropdown destination, visited as admin, manager,
 * agent and viewer. A role holding the keys gets the page; a role without them is sent to the dashboard
 * with the spec's message. What an opened page must be (no placeholder, no console error, its main content,
 * axe clean) the menu sweep checks for every destination (menu-sweep.spec.ts), these among them.
 */
const children = (key: string) => MENU.find((e) => e.key === key)?.children ?? []
const DESTINATIONS: Destination[] = [
  ...children('teams').map((entry) => ({ entry, superOnly: false })),
  ...children('settings').map((entry) => ({ entry, superOnly: false })),
  ...ADMIN_MENU.map((entry) => ({ entry, superOnly: true })),
]

test('the sweep covers every Teams, Settings and admin destination', () => {
  expect(DESTINATIONS.length).toBeGreaterThanOrEqual(16)
})

for (const [email, code] of USERS) {
  test(`as ${code.toLowerCase()}: each destination opens, or sends the user away with the spec's message`, async ({
    page,
  }) => {
    test.setTimeout(300_000)
    const errors: string[] = []
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(`${new URL(page.url()).pathname}: ${m.text()}`)
    })
    page.on('pageerror', (e) => errors.push(`${new URL(page.url()).pathname}: ${e.message}`))
    await signIn(page, email)
    const opened: string[] = []
    for (const d of DESTINATIONS) {
      const route = d.entry.route!
      await page.goto(route)
      if (!mayOpen(code, d)) {
        await expect(page, `${route} as ${code}`).toHaveURL(/\/dashboard$/)
        await expect(
          page.getByTestId('toast').filter({ hasText: MSG.noPermission }),
          `${route} as ${code}`,
        ).toBeVisible()
        continue
      }
      await expect(page, route).toHaveURL(new RegExp(`${route}$`))
      await expect(page.locator('main h1').first(), route).toBeVisible()
      opened.push(route)
    }
    expect(
      errors.map((e) => `console error on ${e}`),
      `as ${code}`,
    ).toEqual([])
    // every role opens something here but the viewer, who holds only the two settings pages' view keys
    expect(opened.length, `${code} opened`).toBeGreaterThan(0)
  })
}
