import { expect, test } from '@playwright/test'
import { fillListingLead, pick, tabTo, typeInto } from './helpers/leadEditor.ts'
import { openDashboard, signedIn } from './fixtures.ts'

const CREATED = /\/reports\/leads\/[0-9a-f-]{36}\?ref=\/reports\/leads$/

// The manager sees their team's leads only (lead scope): tests that open the lead they just created,
// whose agent the listing decides, sign in as the admin, who sees the whole asset.
const WHOLE_ASSET = { tag: '@whole-asset' }

test.beforeEach(async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1400, height: 1000 })
  await signedIn(page, testInfo.tags.includes(WHOLE_ASSET.tag) ? 'admin' : 'manager')
  await openDashboard(page)
})

test('creates a listing lead from the keyboard alone', async ({ page }) => {
  await page.keyboard.press('c')
  await page.keyboard.press('l')
  await expect(page).toHaveURL(/\/leads\/create$/)
  await expect(page.locator('#lead-customer')).toBeFocused()
  await pick(page, 'lead-customer', 'Haddad')
  await pick(page, 'lead-listing', 'DMR-', /DMR-/)
  // the listing sets the contact type and lead type, finds the agent and the budget
  await expect(page.locator('#lead-contactType')).not.toHaveValue('')
  await expect(page.locator('#lead-agent')).not.toHaveValue('', { timeout: 10_000 })
  await expect(page.locator('#lead-minBudget')).not.toHaveValue('')
  await pick(page, 'lead-source', 'Website')
  await pick(page, 'lead-contactMethod', 'Phone')
  await pick(page, 'lead-action', 'Requires call')
  await pick(page, 'lead-referredBy', 'a', /./)
  await page.keyboard.press('Control+Enter')
  await expect(page.getByTestId('toast').filter({ hasText: 'Lead has been created successfully' })).toBeVisible()
  await expect(page).toHaveURL(CREATED)
})

test('creates an off-plan lead from the keyboard alone', async ({ page }) => {
  await page.goto('/leads/create')
  await pick(page, 'lead-customer', 'Nasser')
  await tabTo(page, 'lead-type-listing')
  await page.keyboard.press('ArrowRight')
  await expect(page.locator('#lead-type-offplan')).toBeChecked()
  await expect(page.locator('#lead-contactType')).toHaveValue('Buyer')
  await expect(page.locator('#lead-leadType')).toHaveValue('Sale')
  await pick(page, 'lead-campaignName', 'a', /./)
  await expect(page.locator('#lead-agent')).not.toHaveValue('', { timeout: 10_000 })
  await pick(page, 'lead-source', 'Bayut')
  await pick(page, 'lead-contactMethod', 'WhatsApp')
  await pick(page, 'lead-action', 'Client Connected')
  await pick(page, 'lead-referredBy', 'a', /./)
  await pick(page, 'lead-propertyType', 'Apartment')
  await page.keyboard.press('Control+Enter')
  await expect(page.getByTestId('toast').filter({ hasText: 'Lead has been created successfully' })).toBeVisible()
  await expect(page).toHaveURL(CREATED)
})

test('creates a general lead from the keyboard alone', async ({ page }) => {
  await page.goto('/leads/create')
  await pick(page, 'lead-customer', 'Hashimi')
  await tabTo(page, 'lead-type-listing')
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  await expect(page.locator('#lead-type-general')).toBeChecked()
  // General forces manual assignment
  await expect(page.locator('#assignment-manual')).toBeChecked()
  await pick(page, 'lead-contactType', 'Tenant')
  await expect(page.locator('#lead-leadType')).toHaveValue('Rent')
  await pick(page, 'lead-agent', 'a', /./)
  await pick(page, 'lead-source', 'Walk In')
  await pick(page, 'lead-contactMethod', 'Walk In')
  await pick(page, 'lead-action', 'Requires call')
  await pick(page, 'lead-referredBy', 'a', /./)
  await pick(page, 'lead-propertyType', 'Villa')
  await pick(page, 'lead-amenities', 'Gym')
  await page.keyboard.type('Pool')
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await pick(page, 'lead-amenities', 'Balcony')
  // at most two tags, then +N
  await expect(page.getByTestId('tag')).toHaveCount(2)
  await expect(page.getByText('+1', { exact: true })).toBeVisible()
  await expect(page.locator('#lead-country')).toHaveValue('United Arab Emirates')
  await expect(page.locator('#lead-city')).toHaveValue('Dubai')
  await pick(page, 'lead-location', 'Marina', 'Dubai Marina')
  await typeInto(page, 'lead-minBedroom', '2')
  await typeInto(page, 'lead-maxBedroom', '3')
  await typeInto(page, 'lead-minBudget', '100000')
  await typeInto(page, 'lead-maxBudget', '150000')
  await page.keyboard.press('Control+Enter')
  await expect(page.getByTestId('toast').filter({ hasText: 'Lead has been created successfully' })).toBeVisible()
  await expect(page).toHaveURL(CREATED)
})

test(
  'merges a second lead of the same customer and listing, and the parent lists it',
  WHOLE_ASSET,
  async ({ page }) => {
    const fill = async () => {
      await pick(page, 'lead-customer', 'Saleh')
      await pick(page, 'lead-listing', 'DMR-S', /DMR-S/)
      await expect(page.locator('#lead-agent')).not.toHaveValue('', { timeout: 10_000 })
      await pick(page, 'lead-source', 'Website')
      await pick(page, 'lead-contactMethod', 'Email')
      await pick(page, 'lead-action', 'Requires call')
      await pick(page, 'lead-referredBy', 'a', /./)
    }
    await page.goto('/leads/create')
    await fill()
    await page.keyboard.press('Control+Enter')
    await expect(page).toHaveURL(CREATED)
    await page.goto('/leads/create')
    await fill()
    const merge = page.getByTestId('merge-message')
    await expect(merge).toContainText('merged into it')
    await expect(page.getByTestId('child-leads-card')).toContainText(/Merged into parent lead #\d+/)
    const parentHref = await page.getByTestId('child-leads-card').getByRole('link').getAttribute('href')
    const parentId = parentHref!.split('/')[3].split('?')[0]
    await page.keyboard.press('Control+Enter')
    await expect(page).toHaveURL(CREATED)
    const childId = page.url().split('/')[5].split('?')[0]
    // the parent's update page shows its children; a child cannot be updated
    await page.goto(`/leads/${parentId}/update`)
    // listed by the report's compact variant: fewer columns, no filter bar, the child linked to its detail
    const compact = page.getByTestId('child-leads-card').getByTestId('embedded-leads-compact')
    await expect(compact.locator(`a[href^="/reports/leads/${childId}?"]`).first()).toBeVisible()
    await expect(compact.getByRole('columnheader', { name: 'Lead ID' })).toBeVisible()
    await expect(compact.getByRole('columnheader', { name: 'CRM ID' })).toHaveCount(0)
    await expect(page.getByTestId('child-leads-card').getByPlaceholder('Search CRM ID, source or lead ID')).toHaveCount(
      0,
    )
    // the table scrolls inside its card: the card, and the form with it, stay within the window
    const card = (await page.getByTestId('child-leads-card').boundingBox())!
    expect(card.x + card.width).toBeLessThanOrEqual(page.viewportSize()!.width)
    await page.goto(`/leads/${childId}/update?ref=/dashboard`)
    await expect(page.getByTestId('toast').filter({ hasText: 'Cannot update a child lead.' })).toBeVisible()
    await expect(page).toHaveURL(/\/dashboard$/)
    await page.goto('/leads/00000000-0000-4000-8000-000000000000/update?ref=/dashboard')
    await expect(page.getByTestId('toast').filter({ hasText: 'Lead does not exists' })).toBeVisible()
    await expect(page).toHaveURL(/\/dashboard$/)
  },
)

test('adds a new customer from the drawer and picks it', async ({ page }) => {
  await page.goto('/leads/create')
  await page.getByRole('button', { name: 'Add new' }).click()
  const drawer = page.getByRole('dialog')
  await expect(drawer.getByRole('heading', { name: 'Add New Customer' })).toBeVisible()
  // the mask does not close it
  await page.mouse.click(20, 500)
  await expect(drawer.getByRole('heading', { name: 'Add New Customer' })).toBeVisible()
  await drawer.getByLabel('First Name').fill('Zayed')
  await drawer.getByLabel('Last Name').fill('Drawerson')
  await drawer.getByLabel('Phone Number').fill('501234567')
  await drawer.getByRole('button', { name: 'Save & Close' }).click()
  await expect(page.getByRole('heading', { name: 'Add New Customer' })).toBeHidden()
  await expect(page.locator('#lead-customer')).toHaveValue('Zayed Drawerson')
})

test('updates a lead, and refuses a stale edit without overwriting', WHOLE_ASSET, async ({ page }) => {
  await page.goto('/leads/create')
  await fillListingLead(page, 'Ullrich')
  await page.keyboard.press('Control+Enter')
  await expect(page).toHaveURL(CREATED)
  const id = page.url().split('/')[5].split('?')[0]

  await page.goto(`/reports/leads/${id}/update?ref=/dashboard`)
  await expect(page.getByRole('heading', { name: 'Update Lead' })).toBeVisible()
  await expect(page.locator('#lead-customer')).toHaveValue(/Ullrich/)
  const edit = page.getByRole('link', { name: 'Edit customer' })
  expect(await edit.getAttribute('href')).toMatch(
    new RegExp(`^/customers/[0-9a-f-]{36}/update\\?refresh=1&ref=%2Fleads%2F${id}%2Fupdate$`),
  )
  await pick(page, 'lead-stage', 'Viewing')
  await page.keyboard.press('Control+Enter')
  await expect(page.getByTestId('toast').filter({ hasText: 'Lead has been updated successfully' })).toBeVisible()
  await expect(page).toHaveURL(/\/dashboard$/)

  // someone else saves in between: this editor's version is stale
  await page.goto(`/leads/${id}/update?ref=/dashboard`)
  await expect(page.locator('#lead-stage')).toHaveValue('Viewing')
  const token = await page.evaluate(() => {
    for (const store of [localStorage, sessionStorage])
      for (let i = 0; i < store.length; i++) {
        const v = store.getItem(store.key(i)!)
        if (v?.includes('accessToken')) return JSON.parse(v).accessToken as string
      }
    return ''
  })
  const current = await page.request.get(`/api/properties/leads/cms/${id}`, {
    headers: { authorization: `Bearer ${token}` },
  })
  const lead = (await current.json()).data
  const other = await page.request.patch(`/api/properties/leads/cms/${id}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { ...lead, project: null, stage: 'Offer', remarks: 'Saved elsewhere' },
  })
  expect(other.status()).toBe(200)
  await pick(page, 'lead-stage', 'Deal')
  await page.keyboard.press('Control+Enter')
  await expect(page.getByTestId('toast').filter({ hasText: 'changed by someone else' })).toBeVisible()
  const after = (
    await (
      await page.request.get(`/api/properties/leads/cms/${id}`, { headers: { authorization: `Bearer ${token}` } })
    ).json()
  ).data
  expect(after.stage).toBe('Offer')
  expect(after.remarks).toBe('Saved elsewhere')
})
