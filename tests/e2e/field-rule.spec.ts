import { expect, test, type APIRequestContext } from '@playwright/test'
import { signIn } from './shellHelpers.ts'

/**
 * The field rule on a record's history: the Front Desk (no VIEW_SENSITIVE_INFORMATION) reads that the admin
 * changed a customer's e-mail and phone, by the admin's name, never the values or the admin's e-mail; in
 * English on a desktop and in Arabic on a phone.
 */
const token = async (request: APIRequestContext, email: string) =>
  (await (await request.post('/api/auth/login', { data: { email, password: 'demopass1' } })).json()).data.accessToken

test.afterAll(async ({ request }) => {
  await request.patch('/api/profile', {
    headers: { authorization: `Bearer ${await token(request, 'frontdesk@demo.test')}` },
    data: { language: null },
  })
})

test("the Front Desk reads that a customer's contact details changed, never their values", async ({
  page,
  request,
}) => {
  const admin = { authorization: `Bearer ${await token(request, 'admin@demo.test')}` }
  const list = await request.get(`/api/customers?filter=${encodeURIComponent(JSON.stringify({ limit: 1 }))}`, {
    headers: admin,
  })
  const customer = (await list.json()).data[0]
  const changed = await request.patch(`/api/customers/${customer._id}`, {
    headers: admin,
    data: { email: 'history.hidden@example.test', phoneCode: '971', phone: '501230987' },
  })
  expect(changed.status()).toBe(200)

  await signIn(page, 'frontdesk@demo.test')
  await page.goto(`/customers/${customer._id}?tab=history`)
  const history = page.getByTestId('record-history')
  const entry = history.getByRole('listitem').filter({ hasText: 'Updated by Amira Admin' }).first()
  await expect(entry).toContainText('changed (its values are not shown to your role)')
  await expect(history).not.toContainText('@')
  await expect(history).not.toContainText('501230987')

  await request.patch('/api/profile', {
    headers: { authorization: `Bearer ${await token(request, 'frontdesk@demo.test')}` },
    data: { language: 'ar' },
  })
  await page.setViewportSize({ width: 390, height: 844 })
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(history.getByRole('listitem').first()).toContainText('تغيّر (قيمه غير معروضة لدورك)')
  await expect(history).not.toContainText('@')
})
