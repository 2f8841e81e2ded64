import { expect, test, type Page } from '@playwright/test'
import { ADMIN_MENU, MENU, flattenMenu } from '../../commands/menu.ts'
import { MSG } from '../../src/web/shell/messages.ts'
import { type Role, signedIn } from './fixtures.ts'
import { axeViolations, mayOpen, SWEEP_USERS as USERS, type Destination } from './helpers/sweep.ts'

/**
 * The destination sweep: every menu destination (commands/menu.ts: the sidebar
 * and the settings dropdown), visited as admin, manager, agent and viewer. A destination the role may open
 * is built: no "not available yet" placeholder, the page's main list or form present, axe clean. One it may
 * not open sends the user to the dashboard with the spec's message. No console error either way. Every
 * destination is visited before the test fails, so one run names all that is wrong.
 */
const DESTINATIONS: Destination[] = [
  ...flattenMenu(MENU).map(({ entry }) => ({ entry, superOnly: false })),
  ...ADMIN_MENU.map((entry) => ({ entry, superOnly: true })),
]
const children = (key: string) => MENU.find((e) => e.key === key)?.children ?? []

/**
 * Each role's sweep in three parts, tests of their own, so they run side by side: the dashboard, CRM and
 * customers; Teams, Settings and the admin settings; the website's content (the rest of the menu).
 */
const topKeys = new Map(flattenMenu(MENU).map(({ entry, parents }) => [entry, (parents[0] ?? entry).key]))
const topKey = (d: Destination) => topKeys.get(d.entry) ?? ''
const PARTS: [string, (d: Destination) => boolean][] = [
  ['the dashboard, CRM and customers', (d) => ['dashboard', 'crm', 'customers'].includes(topKey(d))],
  ['Teams, Settings and the admin settings', (d) => d.superOnly || ['teams', 'settings'].includes(topKey(d))],
  [
    "the website's content",
    (d) => !d.superOnly && !['dashboard', 'crm', 'customers', 'teams', 'settings'].includes(topKey(d)),
  ],
]

/**
 * axe reads each destination once, as one of the roles that may open it: a page is one component for
 * every role, which only hides what a role may not do, and axe on every visit took the sweep to tens of
 * minutes on a busy machine. Each destination goes to the role with the fewest so far, so the four
 * role tests (which run side by side) take about as long.
 */
const axeAs = new Map<Destination, string>()
const axeCount = new Map<string, number>(USERS.map(([, code]) => [code, 0]))
for (const d of DESTINATIONS) {
  const roles = USERS.map(([, code]) => code).filter((code) => mayOpen(code, d))
  const code = roles.sort((a, b) => (axeCount.get(a) ?? 0) - (axeCount.get(b) ?? 0))[0]
  if (!code) continue
  axeAs.set(d, code)
  axeCount.set(code, (axeCount.get(code) ?? 0) + 1)
}

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

/** A destination the role may not open: the dashboard, with the spec's message. */
async function refusalProblems(page: Page, route: string): Promise<string[]> {
  await page.goto(route)
  try {
    await expect(page, route).toHaveURL(/\/dashboard$/)
    await expect(page.getByTestId('toast').filter({ hasText: MSG.noPermission }), route).toBeVisible()
  } catch (e) {
    return [`${route} did not send the user away with the message: ${(e as Error).message.split('\n')[0]}`]
  }
  return []
}

// the role tests run side by side, each in a worker (and with a server) of its own
test.describe.configure({ mode: 'parallel' })

test('the sweep covers every menu destination, the Teams, Settings and admin ones among them, each in one part', () => {
  expect(DESTINATIONS.length).toBeGreaterThanOrEqual(50)
  const teamsSettingsAdmin = [...children('teams'), ...children('settings'), ...ADMIN_MENU]
  expect(teamsSettingsAdmin.length).toBeGreaterThanOrEqual(16)
  for (const entry of teamsSettingsAdmin) expect(DESTINATIONS.map((d) => d.entry)).toContain(entry)
  for (const d of DESTINATIONS)
    expect(
      PARTS.filter(([, has]) => has(d)),
      d.entry.route,
    ).toHaveLength(1)
})

for (const [email, code] of USERS)
  for (const [part, has] of PARTS) {
    test(`as ${code.toLowerCase()}, ${part}: each destination the role may open is built, quiet and accessible; the others send the user away with the spec's message`, async ({
      page,
    }) => {
      test.setTimeout(900_000)
      const errors: string[] = []
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(`console error on ${new URL(page.url()).pathname}: ${m.text()}`)
      })
      page.on('pageerror', (e) => errors.push(`page error on ${new URL(page.url()).pathname}: ${e.message}`))
      await signedIn(page, email.split('@')[0] as Role)
      const problems: string[] = []
      for (const d of DESTINATIONS.filter(has)) {
        const started = Date.now()
        const route = d.entry.route ?? ''
        if (mayOpen(code, d)) problems.push(...(await problemsOf(page, route, axeAs.get(d) === code)))
        else problems.push(...(await refusalProblems(page, route)))
        if (process.env.SWEEP_TIMES) console.log(`${code} ${d.entry.route} ${Date.now() - started} ms`)
      }
      expect([...problems, ...errors], `as ${code}`).toEqual([])
    })
  }

test('every role opens destinations of its own, and the viewer opens more than five', () => {
  for (const [, code] of USERS) expect(DESTINATIONS.filter((d) => mayOpen(code, d)).length, code).toBeGreaterThan(5)
})
