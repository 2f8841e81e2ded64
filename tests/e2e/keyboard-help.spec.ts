import { expect, test, type Page } from '@playwright/test'
import { leadForTheAgent } from './helpers/agentLead.ts'
import { login } from './helpers/leadEditor.ts'
import { openReport, rows } from './helpers/report.ts'

/**
 * Every key a screen answers to is listed in its '?' help, whatever state the screen is in when '?' is pressed;
 * the Lead Pool and the leads report start with no row focused; Esc in the split pane's Stage picker closes its
 * list first, then the pane.
 */

/**
 * Elements whose key handler is a widget library's own: the keys of the ARIA pattern it implements (Headless UI's
 * menus, popovers, comboboxes, tabs, switches, and the focus trap around a dialog that keeps Tab inside).
 */
const LIBRARY_WIDGETS = [
  '[id^="headlessui-"]',
  '[role="combobox"]',
  '[role="tab"]',
  '[role="switch"]',
  'div:has(> [role="dialog"][id^="headlessui-dialog-"])',
].join(', ')

interface Seen {
  /** Key specs bound in hotkeys-js's own registry (whoever bound them). */
  keys: string[]
  /** Ids of the commands whose keys act now (the shortcut binder's), and of the keys declared by the controls on
   * the page that answer keys themselves (data-keys). */
  ids: string[]
  /** Elements with a key handler of their own that declare no keys. */
  undeclared: string[]
}

/** What the page answers to right now. */
const seenNow = (page: Page) =>
  page.evaluate((library): Seen => {
    const w = window as unknown as {
      activeShortcuts: () => { key: string; id: string }[]
      hotkeys: { getAllKeyCodes(): { shortcut: string }[] }
    }
    const keys = new Set(w.hotkeys.getAllKeyCodes().map((k) => k.shortcut))
    keys.delete('*') // the sequence matcher's feed
    const ids = new Set(w.activeShortcuts().map((a) => a.id))
    const undeclared: string[] = []
    for (const el of document.querySelectorAll('body *')) {
      // React keeps an element's props on it: a key handler is one of them
      const props = Object.entries(el).find(([k]) => k.startsWith('__reactProps$'))?.[1] as Record<string, unknown>
      if (!props || !Object.keys(props).some((p) => /^onKey(Down|Up|Press)(Capture)?$/.test(p) && props[p])) continue
      const declared = el.getAttribute('data-keys')
      if (declared !== null) for (const id of declared.split(' ').filter(Boolean)) ids.add(id)
      else if (!el.matches(library) && !el.hasAttribute('data-refused-keys'))
        undeclared.push(`${el.tagName.toLowerCase()}#${el.id} ${el.getAttribute('aria-label') ?? ''}`)
    }
    return { keys: [...keys], ids: [...ids], undeclared }
  }, LIBRARY_WIDGETS)

const merge = (a: Seen, b: Seen): Seen => ({
  keys: [...new Set([...a.keys, ...b.keys])],
  ids: [...new Set([...a.ids, ...b.ids])],
  undeclared: [...a.undeclared, ...b.undeclared],
})

/** The '?' help of the page as it is now: its entries' key specs and command ids. */
async function help(page: Page) {
  // '?' from outside any field (typed in a field it is a character)
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
  await page.keyboard.press('?')
  const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
  await expect(dialog).toBeVisible()
  const entries = await dialog
    .locator('li[data-command]')
    .evaluateAll((els) => els.map((e) => [e.getAttribute('data-command') ?? '', e.getAttribute('data-shortcut') ?? '']))
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  return {
    ids: new Set(entries.map(([id]) => id)),
    keys: new Set(entries.flatMap(([, spec]) => spec.split(',').map((s) => s.trim().replace(/\s+/g, ' ')))),
  }
}

type Listed = Awaited<ReturnType<typeof help>>

/**
 * The help lists every key seen on the screen in any of its states: the help as opened earlier (`listed`, e.g.
 * on arrival, no row focused), or else as it opens now.
 */
async function expectHelpLists(page: Page, screen: string, seen: Seen, listed?: Listed) {
  listed ??= await help(page)
  // soft: one run names every screen's every missing key
  expect.soft(seen.undeclared, `${screen}: key handlers that declare no keys`).toEqual([])
  expect
    .soft(
      seen.keys.filter((k) => !listed.keys.has(k)),
      `${screen}: bound keys not in the ? help`,
    )
    .toEqual([])
  expect
    .soft(
      seen.ids.filter((id) => !listed.ids.has(id)),
      `${screen}: commands and control keys not in the ? help`,
    )
    .toEqual([])
}

const pane = (page: Page) => page.getByTestId('edit-pane')

test('Alt+N (save, open the next lead) is in the report’s hint line and its ? help, the pane open or not', async ({
  page,
}) => {
  await login(page)
  await openReport(page)
  await expect(page.getByTestId('leads-total')).toContainText('Alt+N')
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
  const saveNext = help.getByRole('listitem').filter({ hasText: 'Save and open the next lead' })
  await page.keyboard.press('?')
  await expect(saveNext).toContainText('Open a lead beside the table first (e)')
  await expect(saveNext).toHaveAttribute('aria-disabled', 'true')
  await page.keyboard.press('Escape')
  await expect(help).toBeHidden()
  await page.keyboard.press('j')
  await expect(rows(page).nth(0)).toHaveAttribute('data-focused', 'true')
  await page.keyboard.press('e')
  await expect(pane(page).locator('#lead-stage')).toBeFocused()
  await page.evaluate(() => (document.activeElement as HTMLElement).blur())
  await page.keyboard.press('?')
  await expect(saveNext).toBeVisible()
  await expect(saveNext).not.toHaveAttribute('aria-disabled', 'true')
})

test('Esc in the split pane’s Stage picker closes its list first; the next Esc closes the pane', async ({ page }) => {
  await login(page)
  await openReport(page)
  await page.keyboard.press('j')
  await expect(rows(page).nth(0)).toHaveAttribute('data-focused', 'true')
  await page.keyboard.press('e')
  const stage = pane(page).locator('#lead-stage')
  await expect(stage).toBeFocused()
  // the list opened by the arrow key, then by typing a stage's first letter
  for (const open of ['Alt+ArrowDown', 'q']) {
    await page.keyboard.press(open)
    await expect(stage).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Escape')
    await expect(stage).toHaveAttribute('aria-expanded', 'false')
    await expect(stage).toBeFocused()
    await expect(pane(page)).toBeVisible()
  }
  // nothing was changed: the pane closes without asking
  await page.keyboard.press('Escape')
  await expect(pane(page)).toHaveCount(0)
})

test('the ? help of the dashboard, the leads report (pane open or not), a lead and its editor lists every key they answer to', async ({
  page,
}) => {
  await login(page)
  await expectHelpLists(page, 'dashboard', await seenNow(page))

  // The report's help on arrival (no row focused) lists the keys of a row focused, of the lead beside the table
  // and of the pane's Stage picker open.
  await openReport(page)
  let report = await seenNow(page)
  const onArrival = await help(page)
  // arriving, no row is focused: j focuses the first
  await expect(page.locator('[data-testid=lead-row][data-focused=true]')).toHaveCount(0)
  await page.keyboard.press('j')
  await expect(rows(page).nth(0)).toHaveAttribute('data-focused', 'true')
  report = merge(report, await seenNow(page))
  await page.keyboard.press('e')
  const stage = pane(page).locator('#lead-stage')
  await expect(stage).toBeFocused()
  report = merge(report, await seenNow(page))
  await page.keyboard.press('Alt+ArrowDown')
  await expect(stage).toHaveAttribute('aria-expanded', 'true')
  report = merge(report, await seenNow(page))
  await page.keyboard.press('Escape')
  await expect(stage).toHaveAttribute('aria-expanded', 'false')
  await page.keyboard.press('Escape')
  await expect(pane(page)).toHaveCount(0)
  await expectHelpLists(page, 'report on arrival', report, onArrival)
  await expectHelpLists(page, 'report, row focused', report)

  // the lead's page, then its editor as a page
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('lead-detail')).toBeVisible()
  await expectHelpLists(page, 'lead detail', await seenNow(page))
  const id = new URL(page.url()).pathname.split('/').pop()
  await page.goto(`/reports/leads/${id}/update`)
  await expect(page.locator('#lead-stage')).toBeVisible()
  await expectHelpLists(page, 'lead editor page', await seenNow(page))

  // the palette: its keys (cmdk's, the dialog's and its own) are in the help too
  await page.keyboard.press('ControlOrMeta+k')
  await expect(page.getByPlaceholder(/Type a command/)).toBeFocused()
  const palette = await seenNow(page)
  await page.keyboard.press('Escape')
  await expect(page.getByPlaceholder(/Type a command/)).toBeHidden()
  await expectHelpLists(page, 'palette', palette)
})

test('the ? help of the customers list, a customer and its form, and a registry list and record lists every key they answer to', async ({
  page,
}) => {
  await login(page)
  for (const [list, record] of [
    ['g c', /\/customers\/[0-9a-f-]{36}$/],
    ['faqs', /\/faqs\/questions\/[0-9a-f-]{36}$/],
  ] as const) {
    if (list === 'g c') {
      await page.keyboard.press('g')
      await page.keyboard.press('c')
    } else await page.goto('/faqs/questions')
    const focusedRow = page.locator('[data-testid=resource-row][data-focused=true]')
    await expect(page.getByTestId('resource-row').nth(1)).toBeVisible()
    let seen = await seenNow(page)
    const onArrival = await help(page)
    await page.keyboard.press('j')
    await expect(focusedRow).toHaveCount(1)
    seen = merge(seen, await seenNow(page))
    // the help on arrival (no row focused) lists the keys of a focused row too
    await expectHelpLists(page, `${list} list`, seen, onArrival)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(record)
    await expect(page.getByRole('tab').first()).toBeVisible()
    await expectHelpLists(page, `${list} record`, await seenNow(page))
    await page.keyboard.press('e')
    await expect(page).toHaveURL(/\/update\?/)
    await expect(page.locator('form').first()).toBeVisible()
    await expectHelpLists(page, `${list} form`, await seenNow(page))
  }
})

test('the Lead Pool starts with no lead focused: j then c claims the first lead; its ? help lists its keys', async ({
  page,
  request,
}) => {
  await leadForTheAgent(request, { agent: null, sendToPool: true })
  await leadForTheAgent(request, { agent: null, sendToPool: true })
  await login(page)
  await page.goto('/leads/pool')
  const poolRows = page.locator('[data-testid^="pool-row-"]')
  await expect(poolRows.nth(1)).toBeVisible()
  await expect(page.locator('[data-testid^="pool-row-"][aria-selected=true]')).toHaveCount(0)
  await expectHelpLists(page, 'pool', await seenNow(page))

  const first = (await poolRows.first().getAttribute('data-testid'))?.replace('pool-row-', '')
  await page.keyboard.press('j')
  await expect(poolRows.first()).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('c')
  await expect(page.getByText(`Lead ${first} is yours`)).toBeVisible()
})
