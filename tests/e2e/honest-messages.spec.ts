import { expect, test, type Page, type Request } from '@playwright/test'
import { NOTHING_TO_SAVE } from '../../src/domain/saveMessages.ts'
import { signedIn } from './fixtures.ts'

/** Messages that say what happened (or is happening), in the browser. */
const toasts = (page: Page) => page.getByTestId('toast')
const SHOTS = process.env.SHOTS_DIR

/** Collects the requests of one method to one path's prefix (the answer to "was anything sent?"). */
function requests(page: Page, method: string, prefix: string) {
  const seen: Request[] = []
  page.on('request', (r) => {
    if (r.method() === method && new URL(r.url()).pathname.startsWith(prefix)) seen.push(r)
  })
  return seen
}

const isReportList = (url: URL) => url.pathname === '/api/properties/leads'

test('a bulk change that changes nothing says so instead of "0 of 1 leads updated"', async ({ page }) => {
  await signedIn(page, 'admin')
  await page.goto('/reports/leads?refresh=1&status=Open')
  await expect(page.getByTestId('leads-total')).toHaveText(/\d[\d,]* leads?/)
  await page.getByTestId('lead-row').first().getByRole('checkbox').check()
  await expect(page.getByTestId('selection-bar')).toContainText('1 selected')
  await page.getByTestId('bulk-status').click()
  // every lead shown is Open already
  // the status picker has focus: the first match is highlighted, Enter applies it
  await page.keyboard.type('Open')
  await page.keyboard.press('Enter')
  const toast = toasts(page).first()
  await expect(toast).toHaveText('Nothing changed: the selected lead already has this status.')
  await expect(toast).toHaveAttribute('data-kind', 'info')
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/bulk-nothing-changed.png` })
  await expect(toasts(page).filter({ hasText: /0 of/ })).toHaveCount(0)
})

test('saving an unchanged lead or customer says there is nothing to save and sends nothing', async ({ page }) => {
  await signedIn(page, 'admin')
  const list = page.waitForResponse((r) => isReportList(new URL(r.url())) && r.request().method() === 'GET')
  await page.goto('/reports/leads?refresh=1')
  const lead = ((await (await list).json()).data as { _id: string }[])[0]
  const patches = requests(page, 'PATCH', '/api/')

  await page.goto(`/reports/leads/${lead._id}/update`)
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(toasts(page).filter({ hasText: NOTHING_TO_SAVE })).toHaveAttribute('data-kind', 'info')
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/lead-nothing-to-save.png` })

  const customers = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/customers' && r.request().method() === 'GET',
  )
  await page.goto('/customers')
  const customer = ((await (await customers).json()).data as { _id: string }[])[0]
  await page.goto(`/customers/${customer._id}/update`)
  await expect(page.getByLabel('First Name')).not.toHaveValue('')
  await page.getByRole('button', { name: 'Save & Close' }).click()
  await expect(toasts(page).filter({ hasText: NOTHING_TO_SAVE })).toHaveAttribute('data-kind', 'info')
  await expect(page).toHaveURL(new RegExp(`/customers/${customer._id}/update$`))
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/customer-nothing-to-save.png` })
  expect(patches.map((r) => r.url())).toEqual([])

  // a real change is still saved
  await page.getByLabel('Last Name').fill(`Changed${Date.now() % 1000}`)
  const saved = page.waitForRequest(
    (r) => r.method() === 'PATCH' && new URL(r.url()).pathname === `/api/customers/${customer._id}`,
  )
  await page.getByRole('button', { name: 'Save & Close' }).click()
  await saved
})

test('upload areas list exactly the types their file chooser accepts', async ({ page }) => {
  await signedIn(page, 'admin')
  await page.goto('/customers/create')
  await page.getByRole('button', { name: 'Choose picture' }).click()
  const modal = page.getByTestId('storage-modal')
  await modal.getByRole('tab', { name: 'Upload New File' }).click()
  await expect(modal.getByText(/· up to 10 MB/)).toHaveText('JPG, PNG, SVG, WEBP · up to 10 MB')
  await expect(modal.getByLabel('File to upload')).toHaveAttribute('accept', '.jpg,.jpeg,.png,.svg,.webp')
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/upload-avatar-types.png` })

  await page.goto('/storage')
  await page.getByRole('button', { name: 'Upload' }).click()
  await expect(page.getByText(/· up to 10 MB/)).toHaveText('JPG, PNG, SVG, WEBP, PDF, DOCX, JSON · up to 10 MB')
  await expect(page.getByLabel('File to upload')).toHaveAttribute(
    'accept',
    '.jpg,.jpeg,.png,.svg,.webp,.pdf,.docx,.json',
  )
})

test('while the leads report loads it says so, not "0 leads · Page 1 of 1"', async ({ page }) => {
  await signedIn(page, 'admin')
  // Hold the report's answer until the loading state has been checked.
  let release!: () => void
  const held = new Promise<void>((r) => (release = r))
  await page.route(isReportList, async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/reports/leads?refresh=1')
  await expect(page.getByTestId('leads-total')).toContainText('Loading leads…')
  await expect(page.getByTestId('pager-summary')).toHaveText('Loading leads…')
  await expect(page.getByTestId('page-indicator')).toHaveCount(0)
  await expect(page.getByTestId('pager')).not.toContainText('0 leads')
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/report-loading.png` })
  release()
  await expect(page.getByTestId('leads-total')).toHaveText(/^\d[\d,]* leads?/)
  await expect(page.getByTestId('page-indicator')).toHaveText(/^Page 1 of \d+/)
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/report-loaded.png` })
})
