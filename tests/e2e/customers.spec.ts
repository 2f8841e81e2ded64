import { expect, test, type Page } from '@playwright/test'
import { bigPng, png } from '../api/helpers/files.ts'
import { type Role, signedIn } from './fixtures.ts'

async function login(page: Page, who: Role = 'manager') {
  await page.setViewportSize({ width: 1400, height: 1000 })
  await signedIn(page, who)
}

const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text })
/** A random UAE mobile (58 + 7 digits): a clash with the 500 seeded numbers is very unlikely. */
const freshPhone = () => `58${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`

test('creates a customer in the drawer opened from the lead form', async ({ page }) => {
  await login(page)
  await page.goto('/leads/create')
  await page.getByRole('button', { name: 'Add new' }).click()
  const drawer = page.getByRole('dialog')
  await expect(drawer.getByRole('heading', { name: 'Add New Customer' })).toBeVisible()
  // 60% of the viewport wide; the mask does not close it
  const box = (await page.getByTestId('customer-drawer').boundingBox())!
  expect(Math.round(box.width)).toBe(Math.round(1400 * 0.6))
  await page.mouse.click(100, 500)
  await expect(drawer.getByRole('heading', { name: 'Add New Customer' })).toBeVisible()
  // the form's own rules, before anything is sent
  await drawer.getByRole('button', { name: 'Save & Close' }).click()
  await expect(drawer.getByText('First Name is required.')).toBeVisible()
  await expect(drawer.getByText('The Phone Number is required.')).toBeVisible()
  await drawer.getByLabel('First Name').fill('Drawer')
  await drawer.getByLabel('Last Name').fill('Person')
  await drawer.getByLabel('Phone Number').fill(freshPhone())
  await expect(drawer.getByRole('switch')).toBeChecked()
  await expect(drawer.getByLabel('Type')).toHaveValue('Client')
  await drawer.getByRole('button', { name: 'Save & Close' }).click()
  await expect(toast(page, 'Customer has been added successfully')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Add New Customer' })).toBeHidden()
  await expect(page.locator('#lead-customer')).toHaveValue('Drawer Person')
})

test('checks the phone against the chosen dial code and blocks e, -, + and .', async ({ page }) => {
  await login(page)
  await page.goto('/customers/create')
  const phone = page.getByLabel('Phone Number')
  await phone.pressSequentially('e-+.')
  await expect(phone).toHaveValue('')
  await page.getByLabel('First Name').fill('Dial')
  await page.getByLabel('Phone Code').selectOption({ label: '+44 United Kingdom' })
  await phone.fill('501234567')
  await page.getByRole('button', { name: 'Save & Close' }).click()
  await expect(page.getByText('The Phone Number is invalid.')).toBeVisible()
  await expect(phone).toHaveAttribute('aria-invalid', 'true')
  // the same number is valid for the UAE
  await page.getByLabel('Phone Code').selectOption({ label: '+971 United Arab Emirates' })
  await phone.fill(freshPhone())
  await page.getByLabel('First Name').fill('Dial9')
  await page.getByRole('button', { name: 'Save & Close' }).click()
  await expect(page.getByText('The First Name may only contain letters, dashes and underscores.')).toBeVisible()
  await page.getByLabel('First Name').fill('Dial')
  await page.getByRole('button', { name: 'Save & Close' }).click()
  await expect(toast(page, 'Customer has been added successfully')).toBeVisible()
  // the new customer's page, as every registry record opens after its create
  await expect(page).toHaveURL(/\/customers\/[0-9a-f-]{36}$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Dial' })).toBeVisible()
})

test('shows the server errors of a 400: a duplicate phone names the existing customer', async ({ page }) => {
  await login(page)
  const phone = freshPhone()
  for (const name of ['Original', 'Copycat']) {
    await page.goto('/customers/create')
    await page.getByLabel('First Name').fill(name)
    await page.getByLabel('Phone Number').fill(phone)
    await page.getByRole('button', { name: 'Save & Close' }).click()
  }
  const errors = page.getByRole('alert').filter({ hasText: 'already exists' })
  await expect(errors).toContainText('A customer with this phone number already exists: Original')
})

// The demo Agent may call their customers; the Front Desk lacks VIEW_SENSITIVE_INFORMATION.
test('hides e-mail and phone from the Front Desk (form, list and API)', async ({ page }) => {
  await login(page, 'frontdesk')
  await page.goto('/customers/create')
  await expect(page.getByLabel('First Name')).toBeVisible()
  await expect(page.getByLabel('Phone Number')).toHaveCount(0)
  await expect(page.getByLabel('Email')).toHaveCount(0)
  await expect(page.getByLabel('Phone Code')).toHaveCount(0)
  await page.getByLabel('First Name').fill('Agentmade')
  await page.getByRole('button', { name: 'Save & Close' }).click()
  await expect(toast(page, 'Customer has been added successfully')).toBeVisible()
  await page.goto('/customers')
  await expect(page.getByTestId('resource-row').first()).toBeVisible()
  await expect(page.getByRole('columnheader', { name: 'Name' })).toBeVisible()
  await expect(page.getByRole('columnheader', { name: 'Phone' })).toHaveCount(0)
  await expect(page.getByRole('columnheader', { name: 'Email' })).toHaveCount(0)
  // nor in the column chooser, the search's fields or the record page
  await page.getByRole('button', { name: /^Columns/ }).click()
  await expect(page.getByRole('checkbox', { name: 'Email' })).toHaveCount(0)
  await page.keyboard.press('Escape')
  await expect(page.getByRole('searchbox')).toHaveAttribute('placeholder', 'Search name, source data ID, ID')
  await page.getByTestId('resource-row').first().dblclick()
  await expect(page.getByRole('heading', { level: 2, name: 'Customer' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Contact' })).toHaveCount(0)
  const token = await page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('agency.session') ?? sessionStorage.getItem('agency.session') ?? '{}')
        .accessToken,
  )
  const res = await page.request.get('/api/customers?filter={"limit":5}', {
    headers: { authorization: `Bearer ${token}` },
  })
  const body = await res.json()
  expect(body.data.length).toBe(5)
  for (const c of body.data)
    for (const k of ['email', 'phone', 'phoneCode', 'phoneNumber']) expect(c).not.toHaveProperty(k)
})

test('uploads an avatar with a progress bar, then picks one from storage', async ({ page }) => {
  await login(page)
  await page.goto('/customers/create')
  await page.getByLabel('First Name').fill('Pictured')
  await page.getByLabel('Phone Number').fill(freshPhone())
  await page.getByRole('button', { name: 'Choose picture' }).click()
  const modal = page.getByTestId('storage-modal')
  await expect(modal).toBeVisible()
  expect(Math.round((await modal.boundingBox())!.width)).toBe(900)
  await modal.getByRole('tab', { name: 'Upload New File' }).click()
  // a slow link, so the progress bar is seen moving
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 1024 * 1024,
  })
  await modal
    .getByLabel('File to upload')
    .setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: bigPng(3 * 1024 * 1024) })
  const bar = modal.getByRole('progressbar', { name: 'Upload progress' })
  await expect(bar).toBeVisible()
  await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 15_000 }).toBeGreaterThan(0)
  // a finished upload hands the file back and closes the modal
  await expect(modal).toBeHidden({ timeout: 30_000 })
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  })
  await expect(page.getByRole('img', { name: 'Profile picture' })).toHaveAttribute(
    'src',
    /\/api\/storage\/files\/.+\.png$/,
  )

  // picking from storage: the grid, newest first, a click hands it back and closes
  await page.getByRole('button', { name: 'Change picture' }).click()
  await expect(modal.getByRole('tab', { name: 'Select From Storage' })).toHaveAttribute('aria-selected', 'true')
  const tile = modal.getByTestId('storage-tile').filter({ hasText: 'portrait.png' }).first()
  await expect(tile).toBeVisible()
  await tile.getByRole('button').click()
  await expect(modal).toBeHidden()
  await page.getByRole('button', { name: 'Save & Close' }).click()
  await expect(toast(page, 'Customer has been added successfully')).toBeVisible()
})

test('refuses a wrong type in the upload tab with the exact message', async ({ page }) => {
  await login(page)
  await page.goto('/storage')
  await page.getByRole('button', { name: 'Upload' }).click()
  await page
    .getByLabel('File to upload')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') })
  await expect(page.getByRole('alert')).toHaveText('You can only upload PDF,DOCX and JSON file!')
  // named right but not what it claims: the server decides by content
  await page.getByLabel('File to upload').setInputFiles({
    name: 'fake.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from('<html><script>alert(1)</script></html>'),
  })
  await expect(page.getByRole('alert')).toHaveText('You can only upload JPG,SVG,PNG,WEBP file!')
  await page
    .getByLabel('File to upload')
    .setInputFiles({ name: 'media-page.png', mimeType: 'image/png', buffer: png() })
  await expect(toast(page, 'media-page.png has been uploaded')).toBeVisible()
  const tile = page.getByTestId('storage-tile').filter({ hasText: 'media-page.png' })
  await expect(tile).toBeVisible()
  await tile.hover()
  await tile.getByRole('button', { name: 'Delete media-page.png' }).click()
  await expect(page.getByRole('dialog')).toContainText('Are you sure you want to delete this file?')
  await page.getByRole('button', { name: 'Delete', exact: true }).click()
  await expect(toast(page, 'File has been deleted successfully')).toBeVisible()
  await expect(tile).toHaveCount(0)
})

test('lists customers: search, filter, keyboard, and delete with confirmation', async ({ page }) => {
  await login(page)
  await page.goto('/customers/create')
  await page.getByLabel('First Name').fill('Removable')
  await page.getByLabel('Last Name').fill('Zzyzx')
  await page.getByLabel('Phone Number').fill(freshPhone())
  await page.getByLabel('Type').selectOption('Spam')
  await page.getByRole('button', { name: 'Save & Close' }).click()
  await expect(page).toHaveURL(/\/customers\/[0-9a-f-]{36}$/)
  await page.goto('/customers?refresh')
  await expect(page.getByTestId('resource-row')).toHaveCount(20)
  await page.getByLabel('Search customers').fill('Zzyzx')
  await expect(page.getByTestId('resource-row')).toHaveCount(1)
  await page.getByLabel('Type').selectOption('Client')
  await expect(page.getByTestId('empty-state')).toContainText('No customers found')
  await page.getByLabel('Type').selectOption('Spam')
  await expect(page.getByTestId('resource-row')).toHaveCount(1)
  // keyboard: j focuses the first row, Enter opens it
  await page.locator('body').click({ position: { x: 5, y: 5 } })
  await page.keyboard.press('j')
  await expect(page.getByTestId('resource-row').first()).toHaveAttribute('data-focused', 'true')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/customers\/[0-9a-f-]{36}$/)
  await expect(page.getByRole('heading', { name: 'Removable Zzyzx' })).toBeVisible()
  await page.goBack()
  await page.getByRole('button', { name: 'Delete Removable Zzyzx' }).click()
  await expect(page.getByRole('dialog')).toContainText('Are you sure you want to delete this customer?')
  await page.getByRole('button', { name: 'Delete', exact: true }).click()
  await expect(toast(page, 'Customer has been deleted successfully')).toBeVisible()
  await expect(page.getByTestId('empty-state')).toBeVisible()
})

test('updates a customer from its page: values load, the back link returns', async ({ page }) => {
  await login(page)
  await page.goto('/customers')
  await page.getByTestId('resource-row').first().dblclick()
  await expect(page).toHaveURL(/\/customers\/[0-9a-f-]{36}$/)
  const name = await page.getByRole('heading', { level: 1 }).innerText()
  await page.getByRole('link', { name: 'Edit' }).click()
  await expect(page).toHaveURL(/\/update\?ref=(\/|%2F)customers(\/|%2F)/)
  await expect(page.getByLabel('First Name')).toHaveValue(name.split(' ')[0])
  await expect(page.getByLabel('Phone Number')).not.toHaveValue('')
  await page.getByLabel('Type').selectOption('External Agent')
  await page.getByRole('button', { name: 'Save & Close' }).click()
  await expect(toast(page, 'Customer has been updated successfully')).toBeVisible()
  await expect(page).toHaveURL(/\/customers\/[0-9a-f-]{36}$/)
  await expect(page.getByText('External Agent').first()).toBeVisible()
})

test("the customers list is the registry's: the column chooser, and a saved view opened from its URL restores its filter", async ({
  page,
}) => {
  await login(page)
  await page.goto('/customers?refresh')
  await expect(page.getByTestId('resource-row').first()).toBeVisible()
  // a column the list starts without, turned on in the column chooser
  await expect(page.getByRole('columnheader', { name: 'Created' })).toHaveCount(0)
  await page.getByRole('button', { name: /^Columns/ }).click()
  await page.getByRole('checkbox', { name: 'Created' }).check()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('columnheader', { name: 'Created' })).toBeVisible()
  // the Spam customers, saved as a view
  await page.getByLabel('Type').selectOption('Spam')
  await expect(page).toHaveURL(/f\.type=Spam/)
  const viewName = `Spam customers ${Date.now()}`
  await page.getByTestId('views-button').click()
  await page.getByRole('menuitem', { name: 'Save current view…' }).click()
  await page.getByRole('textbox', { name: 'Name' }).fill(viewName)
  await page.getByRole('button', { name: 'Save view' }).click()
  await expect(page.getByTestId('views-button')).toHaveText(viewName)
  const token = await page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('agency.session') ?? sessionStorage.getItem('agency.session') ?? '{}')
        .accessToken,
  )
  const views = await (
    await page.request.get('/api/views?list=customers', { headers: { authorization: `Bearer ${token}` } })
  ).json()
  const view = views.data.find((v: { name: string }) => v.name === viewName)
  // every filter cleared, then the view's URL: its filter is back
  await page.goto('/customers?refresh')
  await expect(page.getByLabel('Type')).toHaveValue('')
  await page.goto(`/customers?view=${view._id}`)
  await expect(page.getByLabel('Type')).toHaveValue('Spam')
  await expect(page.getByTestId('views-button')).toHaveText(viewName)
  await expect(page.getByTestId('resource-row').first()).toContainText('Spam')
  // the view is the test's own: gone again, so no other test's sidebar lists it
  expect(
    (await page.request.delete(`/api/views/${view._id}`, { headers: { authorization: `Bearer ${token}` } })).status(),
  ).toBe(200)
})
