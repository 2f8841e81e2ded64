import { expect, test } from '@playwright/test'
import { authHeaders, signedIn } from './fixtures.ts'

/** The activity log in the console: a change shows on its record's History tab and in /admin/activity-logs (a registry list). */
test('a change made through the API shows on the record and in the activity log, filtered by record type', async ({
  page,
  request,
}) => {
  const headers = await authHeaders('manager')
  const created = await request.post('/api/developers', {
    headers,
    data: { name: 'Audit Trail Developments', slug: 'audit-trail-dev' },
  })
  expect(created.status()).toBe(201)
  const id = (await created.json()).data._id
  expect(
    (await request.patch(`/api/developers/${id}`, { headers, data: { name: 'Audit Trail Holdings' } })).status(),
  ).toBe(200)

  await signedIn(page, 'admin')
  await page.goto(`/properties/developers/${id}`)
  await page.getByRole('tab', { name: 'History' }).click()
  const history = page.getByTestId('record-history')
  await expect(history.getByRole('listitem').filter({ hasText: 'Updated by Marek Manager' })).toContainText(
    'Audit Trail Developments→Audit Trail Holdings',
  )
  await expect(history.getByRole('listitem').filter({ hasText: 'Created by Marek Manager' })).toBeVisible()

  // the log is a registry list: filtered by record type, searched by the record's id, each entry naming the
  // record by its name as it is now, an entry opened for its changes
  await page.goto('/admin/activity-logs')
  await page.getByLabel('Record type').selectOption({ label: 'Developer' })
  await page.getByLabel('Days from').fill(new Date().toLocaleDateString('en-CA'))
  await page.getByRole('searchbox').fill(id)
  const rows = page.getByRole('row').filter({ hasText: 'Audit Trail Holdings' })
  await expect(rows).toHaveCount(2)
  await expect(page.getByRole('row').filter({ hasText: 'Lead' })).toHaveCount(0)
  const updated = rows.filter({ hasText: 'Changed' })
  await expect(updated).toContainText('Marek Manager')
  await updated.dblclick()
  await expect(page.getByRole('region', { name: 'Change' })).toContainText(
    'Audit Trail Developments→Audit Trail Holdings',
  )
  await page.getByRole('link', { name: 'Open Developer' }).click()
  await expect(page).toHaveURL(new RegExp(`/properties/developers/${id}$`))
})
