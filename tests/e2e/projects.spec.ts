import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { pick, tabTo } from './helpers/leadEditor.ts'
import { signedIn } from './fixtures.ts'

/** Off-plan projects on the registry: the payment plan rule, FAQ order from the keyboard, CSV import with a bad row. */
const shots = process.env.SHOTS_DIR
const shot = (page: Page, name: string) =>
  shots ? page.screenshot({ path: `${shots}/${name}.png`, fullPage: true }) : undefined
const base = '/api/properties/projects'

async function api(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', { data: { email: 'manager@demo.test', password: 'demopass1' } })
  const headers = { authorization: `Bearer ${(await login.json()).data.accessToken as string}` }
  return {
    post: async (path: string, data: unknown) => (await (await request.post(path, { headers, data })).json()).data,
    get: async (path: string, filter?: unknown) =>
      (
        await (
          await request.get(path, { headers, params: filter ? { filter: JSON.stringify(filter) } : undefined })
        ).json()
      ).data,
  }
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await signedIn(page, 'manager')
})

test('a payment plan that does not add up to 100 shows the error and saves nothing', async ({ page, request }) => {
  await page.goto('/properties/projects/create')
  await page.getByRole('textbox', { name: 'Name', exact: true }).first().fill('Plan Check Residences')
  await page.getByRole('button', { name: 'Add payment plan' }).click()
  const plan = page.getByRole('listitem', { name: 'Payment plan 1' })
  await plan.getByLabel('Name').fill('Launch offer')
  await plan.getByRole('button', { name: 'Add milestone' }).click()
  await plan.getByRole('button', { name: 'Add milestone' }).click()
  await plan.getByRole('listitem', { name: 'Milestone 1' }).getByLabel('Label').fill('On booking')
  await plan.getByRole('listitem', { name: 'Milestone 1' }).getByLabel('Percent (%)').fill('20')
  await plan.getByRole('listitem', { name: 'Milestone 2' }).getByLabel('Label').fill('On handover')
  await plan.getByRole('listitem', { name: 'Milestone 2' }).getByLabel('Percent (%)').fill('70')
  await page.keyboard.press('Control+Enter')
  await expect(
    plan.getByText("Payment plan 'Launch offer': the milestone percentages must add up to 100 (now 90)."),
  ).toBeVisible()
  await shot(page, 'project-payment-plan-error')
  expect(await (await api(request)).get(base, { query: { name: 'Plan Check Residences' } })).toEqual([])
  // Alt+ArrowUp moves the milestone the focus is in; the focus stays on it
  const percent2 = plan.getByRole('listitem', { name: 'Milestone 2' }).getByLabel('Percent (%)')
  await percent2.fill('80')
  await percent2.press('Alt+ArrowUp')
  await expect(plan.getByRole('listitem', { name: 'Milestone 1' }).getByLabel('Label')).toHaveValue('On handover')
  await expect(plan.getByRole('listitem', { name: 'Milestone 1' }).getByLabel('Percent (%)')).toBeFocused()
  await page.keyboard.press('Control+Enter')
  await expect(page).toHaveURL(/\/properties\/projects\/[0-9a-f-]{36}$/)
  const [saved] = await (await api(request)).get(base, { query: { name: 'Plan Check Residences' } })
  expect(saved.paymentPlans[0].milestones.map((m: any) => [m.label, m.percent])).toEqual([
    ['On handover', 80],
    ['On booking', 20],
  ])
})

test('reorders a project’s FAQs from the keyboard', async ({ page, request }) => {
  const a = await api(request)
  const project = await a.post(base, { name: 'FAQ Order Tower' })
  for (const q of ['When is handover?', 'Is there a payment plan?', 'Who is the developer?'])
    await a.post(`${base}/${project._id}/faq`, { question: q, answer: `Answer: ${q}` })
  await page.goto(`/properties/projects/${project._id}?tab=faqs`)
  const items = page.getByRole('list', { name: 'FAQ items' }).getByRole('listitem')
  await expect(items).toHaveCount(3)
  await items.first().focus()
  await page.keyboard.press('Alt+ArrowDown')
  await expect(items.nth(1)).toContainText('When is handover?')
  await expect(items.nth(1)).toBeFocused()
  await page.keyboard.press('Alt+ArrowDown')
  await expect(items.nth(2)).toContainText('When is handover?')
  await shot(page, 'project-faqs')
  await expect
    .poll(async () => (await a.get(`${base}/${project._id}`)).faqs.map((f: any) => f.question))
    .toEqual(['Is there a payment plan?', 'Who is the developer?', 'When is handover?'])
})

test('sets a project’s round-robin agents and their order from its page', async ({ page, request }) => {
  const a = await api(request)
  const project = await a.post(base, { name: 'Round Robin Heights' })
  const members: Array<{ _id: string; name: string }> = await a.get('/api/teams/members', {
    limit: 2,
    sort: { name: 1 },
    select: ['_id', 'name'],
    query: { enabled: true },
  })
  await page.goto(`/properties/projects/${project._id}?tab=round-robin-agents`)
  const tab = page.getByRole('region', { name: 'Round-robin agents' })
  for (const m of members) {
    await tab.getByLabel('Add an agent').selectOption(m._id)
    await tab.getByRole('button', { name: 'Add' }).click()
    await expect(tab.getByRole('listitem', { name: new RegExp(m.name) })).toBeVisible()
  }
  const items = tab.getByRole('list', { name: 'Agents in turn' }).getByRole('listitem')
  await items.nth(1).focus()
  await page.keyboard.press('Alt+ArrowUp')
  await expect(items.first()).toContainText(members[1].name)
  await expect(items.first()).toBeFocused()
  await expect
    .poll(async () => (await a.get(`${base}/${project._id}`)).agents)
    .toEqual([members[1]._id, members[0]._id])
  await items
    .first()
    .getByRole('button', { name: `Remove ${members[1].name}` })
    .click()
  await expect.poll(async () => (await a.get(`${base}/${project._id}`)).agents).toEqual([members[0]._id])
})

test('imports projects from a CSV with one bad row: preview, nothing written, then the valid rows', async ({
  page,
  request,
}) => {
  await page.goto('/properties/projects')
  await page.getByRole('link', { name: 'Import' }).click()
  await expect(page).toHaveURL(/\/properties\/projects\/import$/)
  const csv = [
    'Name,Developer,Status,Construction (%)',
    'Import Bay One,Emaar Properties,planned,5',
    'Import Bay Two,Nobody Builds,planned,250',
    'Import Bay Three,,ready,100',
  ].join('\n')
  await page
    .getByLabel('CSV file')
    .setInputFiles({ name: 'projects.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
  await expect(page.getByTestId('import-summary')).toHaveText(/3 rows: 2 valid, 1 with errors\./)
  const bad = page.getByTestId('import-row-3')
  await expect(bad).toContainText("Developer: no developer is named 'Nobody Builds'.")
  await expect(bad).toContainText('Construction (%) can be at most 100.')
  await expect(page.getByRole('button', { name: /^Import \d+ new projects$/ })).toHaveCount(0)
  await shot(page, 'project-import-preview')
  const a = await api(request)
  expect(await a.get(base, { query: { name: { $regex: 'Import Bay' } } })).toEqual([])
  await page.getByRole('button', { name: 'Import the 2 valid rows' }).click()
  await expect(page).toHaveURL(/\/properties\/projects(\?|$)/)
  const names = (await a.get(base, { query: { name: { $regex: 'Import Bay' } }, sort: { name: 1 } })).map(
    (p: any) => p.name,
  )
  expect(names).toEqual(['Import Bay One', 'Import Bay Three'])
})

test("the lead form's listing and project pickers link to the record's page", async ({ page, context }) => {
  await page.goto('/leads/create')
  await pick(page, 'lead-listing', 'DMR-', /DMR-/)
  const listing = page.getByRole('link', { name: /Open the listing/ })
  await expect(listing).toHaveAttribute('href', /^\/properties\/listings\/[0-9a-f-]{36}$/)
  await tabTo(page, 'lead-type-listing')
  await page.keyboard.press('ArrowRight')
  await expect(page.locator('#lead-type-offplan')).toBeChecked()
  await pick(page, 'lead-campaignName', 'Azizi Riviera')
  const project = page.getByRole('link', { name: /Open the project/ })
  await expect(project).toHaveAttribute('target', '_blank')
  const [tab] = await Promise.all([context.waitForEvent('page'), project.click()])
  await expect(tab.getByRole('heading', { name: 'Azizi Riviera' })).toBeVisible()
  await expect(tab.getByRole('tab', { name: 'Leads' })).toBeVisible()
})
