import { expect, test, type Page } from '@playwright/test'
import { ADMIN_MENU, MENU, flattenMenu } from '../../commands/menu.ts'
import { axeViolations, mayOpen, SWEEP_USERS as USERS, type Destination } from './helpers/sweep.ts'
import { signIn } from './shellHelpers.ts'

/**
 * The menu sweep: every menu destination (commands/menu.ts: the sidebar and the settings dropdown) that a
 * demo role may open, visited as admin, manager, agent and viewer, one sign-in each: no "not available
 * yet" placeholder, no console error, the page's main list or form present, axe clean. Every destination
 * is visited before the test fails, so one run names all that is wrong.
 */
const DESTINATIONS: Destination[] = [
  ...flattenMenu(MENU).map(({ entry }) => ({ entry, superOnly: false })),
  ...ADMIN_MENU.map((entry) => ({ entry, superOnly: true })),
]

/**
 * axe reads each destination once, as the first of the roles (in USERS' order) that may open it: a page is
 * one component for every role, which only hides what a role may not do, and axe on every visit took the
 * sweep to tens of minutes on a busy machine. The other roles' visits check the rest.
 */
const axeAs = (d: Destination) => USERS.map(([, c]) => c).find((c) => mayOpen(c, d))

// what a page's main content is: a table or grid, a list, a form or its controls, figures, cards or a chart
const MAIN_CONTENT =
  'main :is(table, [role=grid], [role=table], [role=list], ul, ol, form, fieldset, input, select, textarea, dl, section, article, [role=img])'

async function problemsOf(page: Page, route: string, axe: boolean): Promise<string[]> {
  await page.goto(route)
  try {
    await expect(page, route).toHaveURL(new RegExp(`${route}(\\?.*)?$`))
    await expect(page.locator('main h1').first(), route).toBeVisible()
    await expect(page.getByText('Loading…'), route).toHaveCount(0)
  } catch (e) {
    // recorded, not thrown: the sweep goes on to the next destination
    return [`${route} did not open: ${(e as Error).message.split('\n')[0]}`]
  }
  const out: string[] = []
  if (await page.getByText(/is not available yet/).count())
    return [`${route} shows the "not available yet" placeholder`]
  // waited for, not read at once: a page may paint its heading before its data arrives
  const content = await page
    .locator(MAIN_CONTENT)
    .first()
    .waitFor({ state: 'visible', timeout: 5_000 })
    .then(
      () => true,
      () => false,
    )
  if (!content) out.push(`${route} shows no list or form`)
  if (!axe) return out
  out.push(...(await axeViolations(page)).map((v) => `axe on ${route}: ${v}`))
  return out
}

test('the sweep covers every menu destination', () => {
  expect(DESTINATIONS.length).toBeGreaterThanOrEqual(50)
})

for (const [email, code] of USERS) {
  test(`as ${code.toLowerCase()}: every menu destination the role may open is built, quiet and accessible`, async ({
    page,
  }) => {
    test.setTimeout(1_800_000)
    const errors: string[] = []
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(`console error on ${new URL(page.url()).pathname}: ${m.text()}`)
    })
    page.on('pageerror', (e) => errors.push(`page error on ${new URL(page.url()).pathname}: ${e.message}`))
    await signIn(page, email)
    const problems: string[] = []
    let opened = 0
    for (const d of DESTINATIONS) {
      if (!mayOpen(code, d)) continue
      const started = Date.now()
      problems.push(...(await problemsOf(page, d.entry.route!, axeAs(d) === code)))
      if (process.env.SWEEP_TIMES) console.log(`${code} ${d.entry.route} ${Date.now() - started} ms`)
      opened++
    }
    expect([...problems, ...errors], `as ${code}`).toEqual([])
    expect(opened, `${code} opened`).toBeGreaterThan(5)
  })
}
