import { expect, test, type Page } from '@playwright/test'
import { openPalette } from './shellHelpers.ts'
import { signedIn } from './fixtures.ts'

/** Listings on the resource registry: the generic list, split-pane editor and palette record search. */
const shots = process.env.SHOTS_DIR
const shot = (page: Page, name: string) => (shots ? page.screenshot({ path: `${shots}/${name}.png` }) : undefined)
const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text })

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await signedIn(page, 'manager')
})

test('listings list → filter → open → edit in the split pane → save from the keyboard', async ({ page }) => {
  await page.goto('/properties/listings?refresh=1')
  await expect(page.getByRole('heading', { name: 'Listings' })).toBeVisible()
  const rows = page.getByTestId('resource-row')
  await expect(rows.first()).toBeVisible()
  // filter: rent listings only, in the URL too
  await page.getByLabel('Purpose', { exact: true }).selectOption('rent')
  await expect(page).toHaveURL(/f\.purpose=rent/)
  await expect(rows.first()).toContainText('Rent')
  await expect(rows.filter({ hasText: 'Sale' })).toHaveCount(0)
  await shot(page, 'registry-listings-list')
  // open the first with the keyboard
  await page.keyboard.press('j')
  await expect(rows.first()).toHaveAttribute('data-focused', 'true')
  const reference = (await rows.first().locator('td').nth(2).innerText()).trim()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { name: reference })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Permit (Trakheesi)' })).toBeVisible()
  await shot(page, 'registry-listing-detail')
  await page.goBack()
  // the filter came back with the list; edit the first row beside the list
  await expect(page).toHaveURL(/f\.purpose=rent/)
  await expect(rows.first()).toBeVisible()
  await page.keyboard.press('j')
  await page.keyboard.press('e')
  const pane = page.getByTestId('split-pane')
  await expect(pane).toBeVisible()
  await expect(pane.getByLabel('Reference')).toHaveValue(reference)
  const title = `Keyboard edit ${Date.now()}`
  await pane.getByLabel('Title').fill(title)
  await pane.getByLabel('Trakheesi Permit Number').fill('7117340012')
  await shot(page, 'registry-listing-pane')
  await page.keyboard.press('Control+Enter')
  await expect(toast(page, 'Listing has been updated successfully')).toBeVisible()
  await expect(rows.filter({ hasText: title })).toHaveCount(1)
  // a bad value stays in the form with the field's sentence
  await pane.getByLabel('Bedrooms').fill('-1')
  await page.keyboard.press('Control+Enter')
  await expect(pane.getByText('Bedrooms must be at least 0.')).toBeVisible()
  await pane.getByLabel('Bedrooms').press('Escape')
  await expect(pane).toBeHidden()
})

test('palette record search opens a listing by its reference', async ({ page }) => {
  await page.goto('/properties/listings?refresh=1')
  const first = page.getByTestId('resource-row').first()
  await expect(first).toBeVisible()
  const reference = (await first.locator('td').nth(2).innerText()).trim()
  await page.goto('/dashboard')
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()
  const input = await openPalette(page)
  await input.fill(reference)
  const item = page.locator('[cmdk-item]').filter({ hasText: reference }).first()
  await expect(item).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/properties\/listings\/[0-9a-f-]{36}$/)
  await expect(page.getByRole('heading', { name: reference })).toBeVisible()
})

test('a stale save from the split pane keeps the input and says what happened', async ({ page, request }) => {
  await page.goto('/properties/listings?refresh=1')
  const first = page.getByTestId('resource-row').first()
  await expect(first).toBeVisible()
  await page.keyboard.press('j')
  await page.keyboard.press('e')
  const pane = page.getByTestId('split-pane')
  await expect(pane.getByLabel('Reference')).not.toHaveValue('')
  const id = new URL(page.url()).searchParams.get('edit')!
  // someone else saves the listing after the pane read it
  const login = await request.post('/api/auth/login', { data: { email: 'admin@demo.test', password: 'demopass1' } })
  const token = (await login.json()).data.accessToken
  const theirs = await request.patch(`/api/properties/listings/${id}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { title: 'Changed by someone else' },
  })
  expect(theirs.status()).toBe(200)
  // the open form hears the change and says who made it; the save's 409 stays the last line of defence
  await expect(pane.getByTestId('changed-elsewhere')).toContainText('Amira Admin changed this listing.')
  await pane.getByLabel('Title').fill('My unsaved title')
  await page.keyboard.press('Control+Enter')
  await expect(pane.getByRole('alert').filter({ hasText: /^This listing was changed/ })).toHaveText(
    /^This listing was changed by someone else after you opened it\. Your input is kept/,
  )
  await expect(pane.getByLabel('Title')).toHaveValue('My unsaved title')
  await shot(page, 'registry-listing-stale')
})
