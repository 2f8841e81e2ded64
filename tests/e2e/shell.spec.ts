import { expect, test } from '@playwright/test'
import { openPalette, paletteTitles, signIn, signInThroughForm } from './shellHelpers.ts'
import { openDashboard, signedIn } from './fixtures.ts'

const NO_LOGIN = 'You have no permission to access this page'
const NO_PERMISSION = 'You do not have permission to access this page. Please contact with your system admin.'

test('the palette navigates by typing, and shows each command’s shortcut', async ({ page }) => {
  await signedIn(page, 'manager')
  await openDashboard(page)
  const input = await openPalette(page)
  await input.fill('customers')
  await expect(page.locator('[cmdk-item]').first()).toContainText('Customers')
  await expect(page.locator('[cmdk-item]').first()).toContainText('then')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/customers$/)
  await expect(page.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible()
  // Recently used first when the palette opens again.
  await openPalette(page)
  await expect(page.locator('[cmdk-group-heading]').first()).toHaveText('Recent')
  expect((await paletteTitles(page))[0]).toBe('Customers')
  await page.keyboard.press('Escape')
  await expect(page.getByPlaceholder(/Type a command/)).toBeHidden()
})

test('the header button opens the palette; asset switching is a nested page', async ({ page }) => {
  await signedIn(page, 'admin')
  await openDashboard(page)
  await page.getByRole('button', { name: /Search or jump to/ }).click()
  const input = page.getByPlaceholder(/Type a command/)
  await expect(input).toBeFocused()
  // An admin's list is longer than the rows mounted at first: End mounts the rest and reaches the last.
  await page.keyboard.press('End')
  await expect(page.locator('[cmdk-item][data-selected=true]')).toContainText('Keyboard shortcuts')
  expect((await paletteTitles(page)).length).toBeGreaterThan(40)
  // Up moves the highlight back one row, and the input names it for assistive technology; the pointer
  // moves the highlight to the row under it
  await page.keyboard.press('ArrowUp')
  await expect(page.locator('[cmdk-item][data-selected=true]')).not.toContainText('Keyboard shortcuts')
  await expect(page.locator('[cmdk-item][aria-selected=true]')).toHaveCount(1)
  await expect(input).toHaveAttribute(
    'aria-activedescendant',
    (await page.locator('[cmdk-item][aria-selected=true]').getAttribute('id'))!,
  )
  const third = page.locator('[cmdk-item]').nth(2)
  await third.hover()
  await expect(third).toHaveAttribute('data-selected', 'true')
  await expect(page.locator('[cmdk-item][aria-selected=true]')).toHaveCount(1)
  await input.fill('switch asset')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('button', { name: 'Switch asset' })).toBeVisible()
  expect(await paletteTitles(page)).toHaveLength(2)
})

test('sequence shortcuts navigate, but not while typing in a field; ? lists the shortcuts', async ({ page }) => {
  await signedIn(page, 'agent')
  await openDashboard(page)
  await page.getByLabel('Search menu').fill('')
  await page.getByLabel('Search menu').press('g')
  await page.getByLabel('Search menu').press('l')
  await expect(page).toHaveURL(/\/dashboard$/)
  await page.getByLabel('Search menu').blur()
  await page.keyboard.press('g')
  await page.keyboard.press('l')
  await expect(page).toHaveURL(/\/reports\/leads$/)
  await page.keyboard.press('c')
  await page.keyboard.press('c')
  await expect(page).toHaveURL(/\/customers\/create$/)
  // the cursor is in First Name: keys type there until Esc leaves the field
  await expect(page.getByLabel('First Name')).toBeFocused()
  await page.keyboard.press('g')
  await expect(page.getByLabel('First Name')).toHaveValue('g')
  await page.keyboard.press('Escape')
  await page.keyboard.press('g')
  await page.keyboard.press('d')
  await expect(page).toHaveURL(/\/dashboard$/)
  await page.keyboard.press('?')
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
  await expect(help).toBeVisible()
  await expect(help).toContainText('Create lead')
  await page.keyboard.press('Escape')
  await expect(help).toBeHidden()
})

test('a Viewer’s palette and sidebar lack what a Viewer may not run', async ({ page }) => {
  await signedIn(page, 'viewer')
  await openDashboard(page)
  const menu = page.getByRole('navigation', { name: 'Main menu' })
  await menu.getByRole('button', { name: 'CRM' }).click()
  await expect(menu.getByRole('link', { name: 'Leads', exact: true })).toBeVisible()
  await expect(menu.getByRole('link', { name: 'Customers' })).toHaveCount(0)
  await expect(menu.getByRole('link', { name: 'Media' })).toHaveCount(0)
  // the asset's basic and viewing settings to read, not the lead setting or integrations
  await menu.getByRole('button', { name: 'Settings' }).click()
  await expect(menu.getByRole('link', { name: 'Basic Settings' })).toBeVisible()
  await expect(menu.getByRole('link', { name: 'Viewing Setting' })).toBeVisible()
  await expect(menu.getByRole('link', { name: 'Lead Setting' })).toHaveCount(0)
  await expect(menu.getByRole('link', { name: 'Integrations' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Admin settings' })).toHaveCount(0) // header settings: super only

  await openPalette(page)
  const titles = await paletteTitles(page)
  expect(titles).toContain('CRM › Leads')
  for (const hidden of ['Create lead', 'Create customer', 'Customers', 'Media', 'Teams › Members', 'Admin › Users'])
    expect(titles).not.toContain(hidden)
  await page.getByPlaceholder(/Type a command/).fill('create')
  await expect(page.locator('[cmdk-item]', { hasText: 'Create lead' })).toHaveCount(0)
  await page.keyboard.press('Escape')
  // Nor does its shortcut run.
  await page.keyboard.press('c')
  await page.keyboard.press('l')
  await expect(page).toHaveURL(/\/dashboard$/)
})

test('guards redirect with their messages', async ({ page }) => {
  await page.goto('/dashboard')
  await expect(page).toHaveURL(/\/auth\/login$/)
  await expect(page.getByTestId('toast')).toHaveText(NO_LOGIN)

  await signIn(page, 'viewer@demo.test')
  await page.goto('/customers')
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByTestId('toast')).toHaveText(NO_PERMISSION)

  await page.goto('/auth/login')
  await expect(page).toHaveURL(/\/dashboard$/)
})

test('403 and 404 pages with Back To Home', async ({ page }) => {
  await signedIn(page, 'agent')
  await page.goto('/forbidden')
  await expect(
    page.getByText('Sorry, you do not have permission to access this page. Please contact with your system admin.'),
  ).toBeVisible()
  await page.goto('/no/such/page')
  await expect(page.getByText('Sorry, the page you requested was not found.')).toBeVisible()
  await page.getByRole('link', { name: 'Back To Home' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
})

test('logout in one tab sends the other tab to /auth', async ({ page, context }) => {
  await signedIn(page, 'manager')
  await openDashboard(page)
  const other = await context.newPage()
  await other.goto('/customers')
  await expect(other.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible()
  await page.getByRole('button', { name: 'Account' }).click()
  await page.getByRole('menuitem', { name: 'Logout' }).click()
  await expect(page.getByTestId('toast')).toHaveText('Logout successfully')
  await expect(page).toHaveURL(/\/auth\/login$/)
  await expect(other).toHaveURL(/\/auth\/login$/)
  await expect(other.getByRole('button', { name: 'Sign in' })).toBeVisible()
})

test('the offline modal shows while offline', async ({ page, context }) => {
  await signedIn(page, 'agent')
  await openDashboard(page)
  await context.setOffline(true)
  const modal = page.getByRole('alertdialog', { name: 'Internet Disconnected' })
  await expect(modal).toBeVisible()
  await expect(modal).toContainText('Please check you internet connection and try again')
  await context.setOffline(false)
  await expect(modal).toBeHidden()
})

test('switching asset changes the data shown', async ({ page }) => {
  await signedIn(page, 'admin')
  await openDashboard(page)
  const assetButton = page.getByRole('button', { name: 'Active asset' })
  const first = (await assetButton.textContent())!.trim()
  await expect(page.getByText(`All leads of ${first}`)).toBeVisible()
  await assetButton.click()
  const target = page.getByRole('option').filter({ hasNotText: first }).first()
  const second = (await target.textContent())!.trim()
  // Slow the switch down a little so the loader can be seen.
  await page.route('**/api/profile/change-active-asset', async (route) => {
    await new Promise((r) => setTimeout(r, 600))
    await route.continue()
  })
  const statsAfter = page.waitForResponse(
    (r) => r.url().includes('/api/dashboard/stats') && r.request().method() === 'GET',
  )
  await target.click()
  await expect(page.getByText(`Switch Asset To ${second}...`)).toBeVisible()
  const body = await (await statsAfter).json()
  await expect(assetButton).toHaveText(second)
  await expect(page.getByText(`All leads of ${second}`)).toBeVisible()
  for (const f of body.data.figures)
    await expect(page.getByTestId(`figure-${f.key}`)).toContainText(f.value.toLocaleString('en-US'))
  // The server agrees: the active asset changed for this user.
  const profile = await page.evaluate(async () => {
    const s = JSON.parse(localStorage.getItem('agency.session') ?? sessionStorage.getItem('agency.session')!)
    return (await fetch('/api/profile', { headers: { Authorization: `Bearer ${s.accessToken}` } })).json()
  })
  expect(profile.data.activeAsset.name).toBe(second)
})

test('a dashboard figure opens the report listing the leads it counts, with its filter shown as a removable chip', async ({
  page,
}) => {
  const stats = page.waitForResponse((r) => r.url().includes('/api/dashboard/stats') && r.request().method() === 'GET')
  await signedIn(page, 'manager')
  await openDashboard(page)
  const leaving = (await (await stats).json()).data.figures.find((f: { key: string }) => f.key === 'leavingInitialSla')
  const figure = page.getByTestId('figure-leavingInitialSla')
  await expect(figure).toContainText(leaving.value.toLocaleString('en-US'))
  await figure.click()
  await expect(page).toHaveURL(/\/reports\/leads\?.*slaEndsWithin=60/)
  const chip = page.getByTestId('filter-slaEndsWithin')
  await expect(chip).toHaveText('Initial SLA ends within 1h')
  const total = page.getByTestId('leads-total')
  await expect(total).toContainText(new RegExp(`^${leaving.value.toLocaleString('en-US')} leads?`))
  if (leaving.value <= 10)
    await expect(page.getByTestId('leads-table')).toHaveAttribute('aria-rowcount', String(leaving.value))
  // Removing the chip drops the filter from the URL and widens the list to Open + SLA Initial.
  await chip.getByRole('button', { name: 'Remove filter: Initial SLA ends within 1h' }).click()
  await expect(chip).toHaveCount(0)
  await expect(page).not.toHaveURL(/slaEndsWithin/)
  await expect(page).toHaveURL(/slaStage=Initial/)
})

test('?noframe hides the sidebar and the header', async ({ page }) => {
  await signedIn(page, 'agent')
  await page.goto('/dashboard?noframe')
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Account' })).toHaveCount(0)
})

test('the sidebar filters by name with a clear button and collapses', async ({ page }) => {
  await signedIn(page, 'manager')
  await openDashboard(page)
  const menu = page.getByRole('navigation', { name: 'Main menu' })
  await menu.getByLabel('Search menu').fill('MEMB')
  await expect(menu.getByRole('link')).toHaveText(['Members'])
  await menu.getByRole('button', { name: 'Clear search' }).click()
  await expect(menu.getByLabel('Search menu')).toHaveValue('')
  await expect(menu.getByText('CMS (v2.0.0)')).toBeVisible()
  await page.getByRole('button', { name: 'Collapse menu' }).click()
  await expect(page.getByTestId('sidebar')).toHaveCSS('width', '80px')
  await page.setViewportSize({ width: 700, height: 800 })
  await expect(page.getByTestId('sidebar')).toBeHidden()
})

test('records arriving after the commands leave the highlighted row where the keyboard moved it', async ({ page }) => {
  await signedIn(page, 'manager')
  await openDashboard(page)
  await openPalette(page)
  await page.keyboard.type('lea')
  await page.keyboard.press('ArrowDown') // before the record search (250 ms after the last key) answers
  const highlighted = (await page.locator('[cmdk-item][data-selected=true]').textContent())!
  expect(highlighted).not.toBe(await page.locator('[cmdk-item]').first().textContent())
  // records rank among the commands, so a source's heading may come more than once
  await expect(page.locator('[cmdk-group-heading]', { hasText: 'Customers' }).first()).toBeVisible()
  await expect(page.locator('[cmdk-item][data-selected=true]')).toHaveText(highlighted)
})

test('typing a customer name finds the record on the server and Enter opens it', async ({ page }) => {
  await signedIn(page, 'manager')
  await openDashboard(page)
  const customer = await page.evaluate(async () => {
    const s = JSON.parse(localStorage.getItem('agency.session') ?? sessionStorage.getItem('agency.session')!)
    const res = await fetch(
      `/api/customers?filter=${encodeURIComponent(JSON.stringify({ limit: 1, sort: { createdAt: 1 } }))}`,
      { headers: { Authorization: `Bearer ${s.accessToken}` } },
    )
    return (await res.json()).data[0] as { _id: string; fullName: string }
  })
  const input = await openPalette(page)
  await input.fill(customer.fullName)
  const row = page.locator('[cmdk-item]', { hasText: customer.fullName }).first()
  await expect(row).toBeVisible()
  await expect(page.locator('[cmdk-group-heading]', { hasText: 'Customers' })).toBeVisible()
  await expect(row).toHaveAttribute('data-selected', 'true')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`/customers/${customer._id}$`))
})

test('login in one tab sends the other to /, an asset switch reloads it', async ({ page, context }) => {
  const other = await context.newPage()
  await other.goto('/auth/login')
  await expect(other.getByLabel('E-mail')).toBeVisible() // the other tab listens once its app is up
  await signInThroughForm(page, 'admin@demo.test')
  await expect(other).toHaveURL(/\/dashboard$/)
  const assetButton = page.getByRole('button', { name: 'Active asset' })
  const first = (await assetButton.textContent())!.trim()
  await expect(other.getByRole('button', { name: 'Active asset' })).toHaveText(first)
  await assetButton.click()
  const target = page.getByRole('option').filter({ hasNotText: first }).first()
  const second = (await target.textContent())!.trim()
  await target.click()
  await expect(assetButton).toHaveText(second)
  await expect(other.getByRole('button', { name: 'Active asset' })).toHaveText(second)
})

test('signing in after the login guard opens the page that was asked for', async ({ page }) => {
  await page.goto('/profile/access-logs')
  await expect(page).toHaveURL(/\/auth\/login$/)
  await page.getByLabel('E-mail').fill('agent@demo.test')
  await page.getByLabel('Password').fill('demopass1')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/profile\/access-logs$/)
  await expect(page.getByRole('heading', { name: 'My Access Logs' })).toBeVisible()
  await expect(page.getByRole('cell', { name: 'Signed in' }).first()).toBeVisible()
})
