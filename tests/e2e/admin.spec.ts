import { expect, test } from '@playwright/test'
import { mailedPasswordLink } from './helpers/outbox.ts'
import { openDashboard, signedIn } from './fixtures.ts'

const inviteLinkFor = (email: string) => mailedPasswordLink(email, 'You are invited to Agency Console')

test('an administrator invites a user, who signs in through the e-mailed link', async ({ page, browser }) => {
  const email = 'invited.agent@demo.test'
  await signedIn(page, 'admin')
  // users are a registry declaration: its list, its form (the invite) and its page with the user's actions
  await page.goto('/admin/users')
  await page.getByRole('link', { name: 'Add User' }).click()
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('First name').fill('Ines')
  await page.getByLabel('Last name').fill('Invited')
  await page.getByLabel('Role').selectOption({ label: 'Agent' })
  await page.getByLabel('Assets').selectOption({ label: 'Dubai Marina Realty' })
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByTestId('toast')).toContainText('User has been added successfully')
  await expect(page.getByRole('heading', { name: 'Ines Invited' })).toBeVisible()
  await expect(page.getByText(`${email} · Invited`)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Send invitation again' })).toBeVisible()

  await expect.poll(() => inviteLinkFor(email)).not.toBeNull()
  const invited = await (await browser.newContext()).newPage()
  await invited.goto(inviteLinkFor(email)!)
  await expect(invited.getByRole('heading', { name: 'Choose your password' })).toBeVisible()
  await invited.getByLabel('New password', { exact: true }).fill('my-first-pass')
  await invited.getByLabel('Confirm new password').fill('my-first-pass')
  await invited.getByRole('button', { name: 'Set password' }).click()
  await expect(invited.getByTestId('toast')).toContainText('Your password has been set. Please log in with it.')
  await expect(invited).toHaveURL(/\/auth\/login$/)
  await invited.getByLabel('E-mail').fill(email)
  await invited.getByLabel('Password').fill('my-first-pass')
  await invited.getByRole('button', { name: 'Sign in' }).click()
  await expect(invited).toHaveURL(/\/dashboard$/)
  await expect(invited.getByRole('button', { name: 'Account' })).toContainText('Ines')

  await page.reload()
  await expect(page.getByText(`${email} · Active`)).toBeVisible()
  // disabled, they are signed out at once; enabled again
  await page.getByRole('button', { name: 'Disable user' }).click()
  await expect(page.getByText(`${email} · Disabled`)).toBeVisible()
  await invited.reload()
  await expect(invited).toHaveURL(/\/auth\/login/)
  await page.getByRole('button', { name: 'Enable user' }).click()
  await expect(page.getByText(`${email} · Active`)).toBeVisible()
})

test('a role given a new key shows its user the menu entry on their next page load', async ({ page, browser }) => {
  const viewer = await (await browser.newContext()).newPage()
  await signedIn(viewer, 'viewer')
  await openDashboard(viewer)
  const menu = viewer.getByRole('navigation', { name: 'Main menu' })
  await expect(menu.getByRole('link', { name: 'Customers' })).toHaveCount(0)

  await signedIn(page, 'admin')
  await page.goto('/admin/user-roles')
  await page
    .getByRole('navigation', { name: 'Roles' })
    .getByRole('button', { name: /Viewer/ })
    .click()
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Viewer')
  await page.getByRole('checkbox', { name: 'Customers', exact: true }).check()
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByTestId('toast')).toContainText('Role has been updated successfully')

  await viewer.reload()
  await expect(menu.getByRole('link', { name: 'Customers' })).toBeVisible()
  await menu.getByRole('link', { name: 'Customers' }).click()
  await expect(viewer).toHaveURL(/\/customers$/)
  await expect(viewer.getByRole('heading', { name: 'Customers' })).toBeVisible()

  // and taken away again
  await page.getByRole('checkbox', { name: 'Customers', exact: true }).uncheck()
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByTestId('toast').last()).toContainText('Role has been updated successfully')
  await viewer.reload()
  await expect(menu.getByRole('link', { name: 'Customers' })).toHaveCount(0)
})

test('the currency chosen in basic settings is the money every screen shows', async ({ page }) => {
  await signedIn(page, 'admin')
  const money = (code: string) => page.getByText(new RegExp(`^${code} [\\d,]+\\.\\d\\d$`))
  await page.goto('/properties/listings')
  await expect(money('AED').first()).toBeVisible()

  const setCurrency = async (code: string) => {
    await page.goto('/settings/basic-settings')
    await page.getByLabel('Currency').selectOption(code)
    await expect(page.getByText(`Amounts read ${code} 1,250,000.00`)).toBeVisible()
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByTestId('toast').last()).toContainText('Basic settings have been updated successfully')
  }
  await setCurrency('USD')
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'CRM' }).click()
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Listings' }).click()
  await expect(money('USD').first()).toBeVisible()
  await expect(money('AED')).toHaveCount(0)
  await setCurrency('AED')
})
