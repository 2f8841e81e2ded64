import { expect, test, type Page } from '@playwright/test'
import { signIn } from './shellHelpers.ts'

// The active asset belongs to a session (a sign-in), not to the user.
const DUBAI = 'Dubai Marina Realty'
const PALM = 'Palm Coast Properties'

const assetButton = (page: Page) => page.getByRole('button', { name: 'Active asset' })
const menuLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name, exact: true })

/** Switches the header's asset menu to `name` unless it shows it already. */
async function showAsset(page: Page, name: string) {
  if ((await assetButton(page).textContent())?.trim() === name) return
  await assetButton(page).click()
  await page.getByRole('option', { name }).click()
  await expect(assetButton(page)).toHaveText(name)
}

/** The leads report's total once loaded ("1,234 leads"). */
async function leadsTotal(page: Page): Promise<string> {
  const total = page.getByTestId('leads-total')
  await expect(total).toHaveText(/^[\d,]+ leads?/)
  return (await total.textContent())!.match(/^[\d,]+ leads?/)![0]
}

/** Opens the leads report from the sidebar (no page load) and answers its total. */
async function openReport(page: Page): Promise<string> {
  if (!(await menuLink(page, 'Leads').isVisible()))
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'CRM' }).click()
  await menuLink(page, 'Leads').click()
  await expect(page).toHaveURL(/\/reports\/leads/)
  return leadsTotal(page)
}

test('a switch in one browser leaves the other sign-in of the same user in its asset', async ({ browser }) => {
  const a = await (await browser.newContext()).newPage()
  const b = await (await browser.newContext()).newPage()
  await signIn(a, 'admin@demo.test')
  await showAsset(a, DUBAI)
  await signIn(b, 'admin@demo.test')
  await expect(assetButton(b)).toHaveText(DUBAI) // a new sign-in starts where the user chose last
  const dubaiTotal = await openReport(b)
  await showAsset(b, PALM)
  await expect(b.getByTestId('leads-total')).not.toHaveText(new RegExp(`^${dubaiTotal}`))
  const palmTotal = await leadsTotal(b)
  expect(palmTotal).not.toBe(dubaiTotal)

  // A, never reloaded, still works in Dubai Marina: its report and a new customer.
  expect(await openReport(a)).toBe(dubaiTotal)
  await expect(assetButton(a)).toHaveText(DUBAI)
  await menuLink(a, 'Customers').click()
  await a.getByRole('link', { name: 'Add Customer' }).click()
  await a.getByLabel('First Name').fill('Sessiona')
  await a.getByLabel('Phone Number').fill(`58${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`)
  await a.getByRole('button', { name: 'Save & Close' }).click()
  await expect(a.getByTestId('toast').filter({ hasText: 'Customer has been added successfully' })).toBeVisible()
  // the new customer's page opens (the registry's create), in A's asset
  await expect(a).toHaveURL(/\/customers\/[0-9a-f-]{36}$/)
  await expect(a.getByText('Sessiona').first()).toBeVisible()
  await expect(assetButton(a)).toHaveText(DUBAI)

  // B still works in Palm Coast, which does not have A's customer.
  expect(await openReport(b)).toBe(palmTotal)
  await menuLink(b, 'Customers').click()
  await expect(b.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible()
  await expect(b.getByText('Sessiona')).toHaveCount(0)
  await showAsset(b, DUBAI)
})

test('tabs of one sign-in follow its asset switch', async ({ page, context }) => {
  await signIn(page, 'admin@demo.test')
  await showAsset(page, DUBAI)
  const other = await context.newPage()
  await other.goto('/dashboard')
  await expect(assetButton(other)).toHaveText(DUBAI)
  await showAsset(page, PALM)
  await expect(assetButton(other)).toHaveText(PALM)
  await expect(other.getByText(`All leads of ${PALM}`)).toBeVisible()
  await showAsset(page, DUBAI)
  await expect(assetButton(other)).toHaveText(DUBAI)
})

test('a page that missed its session’s switch follows it instead of showing the other asset’s data', async ({
  page,
}) => {
  await signIn(page, 'admin@demo.test')
  await showAsset(page, PALM)
  const palmTotal = await openReport(page)
  await showAsset(page, DUBAI)
  await leadsTotal(page)
  // The session switches to Palm Coast without this page being told (as from a tab whose message was lost).
  const switched = await page.evaluate(async () => {
    const s = JSON.parse(localStorage.getItem('agency.session') ?? sessionStorage.getItem('agency.session')!)
    const assets: { _id: string; name: string }[] = s.profile.assets
    const asset = assets.find((x) => x.name === 'Palm Coast Properties')!._id
    const res = await fetch('/api/profile/change-active-asset', {
      method: 'PATCH',
      headers: { Authorization: `Bearer ${s.accessToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ asset }),
    })
    return res.status
  })
  expect(switched).toBe(200)
  await expect(assetButton(page)).toHaveText(DUBAI)
  await menuLink(page, 'Customers').click()
  await expect(
    page
      .getByTestId('toast')
      .filter({ hasText: `Your session was switched to ${PALM} elsewhere: this page now shows ${PALM}.` }),
  ).toBeVisible()
  await expect(assetButton(page)).toHaveText(PALM)
  expect(await openReport(page)).toBe(palmTotal)
  await showAsset(page, DUBAI)
})
