import type { Page } from '@playwright/test'
import { messageOf, pick, tabTo, typeInto } from './helpers/leadEditor.ts'
import { expect, signedIn, test } from './fixtures.ts'

// each test starts signed in as the manager (the stored session), unless it signs in as another role
test.use({ role: 'manager' })

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 1000 })
})

const save = (page: Page) => page.keyboard.press('Control+Enter')

test('shows each validation message and scrolls to the first invalid control', async ({ page }) => {
  await page.goto('/leads/create')
  await tabTo(page, 'lead-remarks')
  await page.keyboard.type('   ')
  await typeInto(page, 'lead-minBedroom', '3')
  await typeInto(page, 'lead-maxBedroom', '2')
  await typeInto(page, 'lead-minBathrooms', '4')
  await typeInto(page, 'lead-maxBathrooms', '1')
  await typeInto(page, 'lead-minBudget', '900')
  await typeInto(page, 'lead-maxBudget', '100')
  await save(page)
  await expect(page.locator('#lead-customer')).toBeFocused()
  const expected: Record<string, string> = {
    'lead-customer': 'Customer is required.',
    'lead-contactType': 'Contact Type is required.',
    'lead-listing': 'Listing is required.',
    'lead-source': 'Source is required.',
    'lead-referredBy': 'Referred By is required.',
    'lead-contactMethod': 'Contact Method is required.',
    'lead-action': 'Action is required.',
    'lead-remarks': 'Field should not contain only whitespaces.',
    'lead-minBedroom': 'Min bedrooms cannot be greater than Max bedrooms.',
    'lead-minBathrooms': 'Min bathrooms cannot be greater than Max bathrooms.',
    'lead-minBudget': 'Min budget cannot be greater than Max budget.',
  }
  for (const [id, text] of Object.entries(expected)) await expect(messageOf(page, id), id).toHaveText(text)
  // auto assignment finds the agent on save: its disabled field asks nothing
  await expect(page.locator('#lead-agent')).toBeDisabled()
  await expect(messageOf(page, 'lead-agent')).toHaveCount(0)

  // Off Plan: project and property type become required, the listing no longer
  await tabTo(page, 'lead-type-listing', true)
  await page.keyboard.press('ArrowRight')
  await expect(messageOf(page, 'lead-campaignName')).toHaveText('Project is required.')
  await expect(messageOf(page, 'lead-propertyType')).toHaveText('Property Type is required.')
  await expect(page.locator('#lead-listing')).toHaveCount(0)

  // General: location, amenities, bedrooms and budget required (the type change reset them)
  await tabTo(page, 'lead-type-offplan', true)
  await page.keyboard.press('ArrowRight')
  await expect(messageOf(page, 'lead-location')).toHaveText('Location is required.')
  // a general lead is assigned by hand: now the agent is the user's to choose
  await expect(messageOf(page, 'lead-agent')).toHaveText('Agent is required.')
  await expect(messageOf(page, 'lead-amenities')).toHaveText('Amenities are required.')
  await expect(messageOf(page, 'lead-minBedroom')).toHaveText('Min and max bedrooms is required.')
  await expect(messageOf(page, 'lead-minBudget')).toHaveText('Min and max budget is required.')
  await expect(page.locator('#lead-minBudget')).toHaveValue('')
})

test('switching the type resets what the listing filled', async ({ page }) => {
  await page.goto('/leads/create')
  await pick(page, 'lead-listing', 'DMR-R', /DMR-R/)
  await expect(page.locator('#lead-contactType')).toHaveValue('Tenant')
  await expect(page.locator('#lead-leadType')).toHaveValue('Rent')
  await expect(page.locator('#lead-propertyType')).not.toHaveValue('')
  await expect(page.locator('#lead-minBedroom')).not.toHaveValue('')
  await expect(page.locator('#lead-minBudget')).not.toHaveValue('')
  await tabTo(page, 'lead-type-listing', true)
  await page.keyboard.press('ArrowRight')
  for (const id of [
    'lead-propertyType',
    'lead-minBedroom',
    'lead-maxBedroom',
    'lead-minBathrooms',
    'lead-minBudget',
    'lead-maxBudget',
    'lead-location',
  ])
    await expect(page.locator(`#${id}`), id).toHaveValue('')
  await expect(page.getByTestId('tag')).toHaveCount(0)
  await expect(page.locator('#lead-contactType')).toHaveValue('Buyer')
  await expect(page.locator('#lead-leadType')).toHaveValue('Sale')
  await page.keyboard.press('ArrowLeft')
  await expect(page.locator('#lead-listing')).toHaveValue('')
})

test('manual SLA: required, ordered, not equal, no past dates, then saved', async ({ page }) => {
  await page.goto('/leads/create')
  await pick(page, 'lead-customer', 'Haddad')
  await pick(page, 'lead-listing', 'DMR-S', /DMR-S/)
  await expect(page.locator('#lead-agent')).not.toHaveValue('', { timeout: 10_000 })
  await expect(page.locator('#lead-initialSlaEndDate')).not.toHaveValue('')
  await pick(page, 'lead-source', 'Website')
  await pick(page, 'lead-contactMethod', 'Phone')
  await pick(page, 'lead-action', 'Requires call')
  await pick(page, 'lead-referredBy', 'a', /./)
  await tabTo(page, 'sla-mode-auto', true)
  await page.keyboard.press('ArrowRight')
  await expect(page.locator('#sla-mode-manual')).toBeChecked()
  await typeInto(page, 'lead-initialSlaEndDate', '')
  await page.keyboard.press('Backspace')
  await page.keyboard.press('Tab')
  await save(page)
  await expect(messageOf(page, 'lead-initialSlaEndDate')).toHaveText('Initial SLA End Date is required.')
  const year = new Date().getFullYear() + 1
  await typeInto(page, 'lead-initialSlaEndDate', `${year}-03-01 10:00:00`)
  await typeInto(page, 'lead-freePoolSlaEndDate', `${year}-03-01 10:00:00`)
  await page.keyboard.press('Tab')
  await save(page)
  await expect(messageOf(page, 'lead-initialSlaEndDate')).toHaveText(
    'Initial SLA End Date and Free Pool SLA End Date cannot be same.',
  )
  await typeInto(page, 'lead-initialSlaEndDate', `${year}-03-02`)
  await page.keyboard.press('Tab')
  await expect(page.locator('#lead-initialSlaEndDate')).toHaveValue(`${year}-03-02 00:00:00`)
  await save(page)
  await expect(messageOf(page, 'lead-initialSlaEndDate')).toHaveText(
    'Initial SLA End Date should be less than Free Pool SLA End Date.',
  )
  await typeInto(page, 'lead-initialSlaEndDate', '2020-01-01 10:00:00')
  await page.keyboard.press('Tab')
  await expect(messageOf(page, 'lead-initialSlaEndDate')).toHaveText('Past dates are not allowed.')
  await typeInto(page, 'lead-initialSlaEndDate', `${year}-02-28 09:30:00`)
  await page.keyboard.press('Tab')
  await save(page)
  await expect(page.getByTestId('toast').filter({ hasText: 'Lead has been created successfully' })).toBeVisible()
})

test('an agent without LEAD_UPDATE_SLA cannot choose manual SLA', async ({ page }) => {
  await signedIn(page, 'agent')
  await page.goto('/leads/create')
  await expect(page.locator('#sla-mode-manual')).toBeDisabled()
  await expect(page.getByText('You need the LEAD_UPDATE_SLA permission to set SLA dates.')).toBeVisible()
})

test('lead settings are edited per asset', async ({ page }) => {
  await page.goto('/settings/lead-setting')
  const initial = page.getByLabel('Initial SLA (minutes)')
  await expect(initial).toHaveValue('30')
  await initial.fill('0')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Initial SLA minutes must be at least 1.')).toBeVisible()
  await initial.fill('45')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(
    page.getByTestId('toast').filter({ hasText: 'Lead settings have been updated successfully' }),
  ).toBeVisible()
  await page.reload()
  await expect(page.getByLabel('Initial SLA (minutes)')).toHaveValue('45')
})
