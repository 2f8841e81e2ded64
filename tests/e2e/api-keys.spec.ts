import { expect, test, type Page } from '@playwright/test'
import { signIn } from './shellHelpers.ts'

/**
 * Settings › API keys: a key made from the keyboard (`c k`, the form, Ctrl+Enter), its secret shown once with a
 * Copy button, the key working at once and refused once revoked from its page.
 */
const shots = process.env.SHOTS_DIR
const shot = (page: Page, name: string) => (shots ? page.screenshot({ path: `${shots}/${name}.png` }) : undefined)

test.beforeEach(async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.setViewportSize({ width: 1440, height: 900 })
  await signIn(page, 'admin@demo.test')
})

test('creates an API key from the keyboard, copies its secret once, and revokes it', async ({ page, request }) => {
  // "Create API key" from anywhere: c k
  await page.keyboard.press('c')
  await page.keyboard.press('k')
  await expect(page).toHaveURL(/\/settings\/api-keys\/create$/)
  const name = page.getByLabel('Name')
  await expect(name).toBeFocused()
  await page.keyboard.type('Website forms')
  await page.keyboard.press('Tab')
  await expect(page.getByLabel('Role')).toBeFocused()
  // a select answers typed letters
  await page.keyboard.type('Viewer')
  await expect(page.getByLabel('Role').locator('option:checked')).toHaveText('Viewer')
  await shot(page, 'api-keys-form')
  await page.keyboard.press('ControlOrMeta+Enter')

  // shown once: the Copy button has the focus, Enter copies
  const secretField = page.getByTestId('api-key-secret')
  await expect(secretField).toBeVisible()
  const secret = await secretField.inputValue()
  expect(secret).toMatch(/^ak_[A-Za-z0-9_-]{43}$/)
  await expect(page.getByRole('button', { name: 'Copy' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret)
  await shot(page, 'api-keys-secret')
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: 'Done' })).toBeFocused()
  await page.keyboard.press('Enter')

  // the key's page: its prefix, never its secret
  await expect(page).toHaveURL(/\/settings\/api-keys\/[0-9a-f-]{36}$/)
  await expect(page.getByRole('heading', { name: 'Website forms' })).toBeVisible()
  await expect(page.getByText(secret.slice(0, 7)).first()).toBeVisible()
  await expect(page.getByText(secret)).toHaveCount(0)
  const url = page.url()

  const asKey = () => request.get('/api/properties/leads', { headers: { authorization: `Bearer ${secret}` } })
  expect((await asKey()).status()).toBe(200)

  // listed with its last use
  await page.goto('/settings/api-keys')
  const row = page.getByTestId('resource-row').filter({ hasText: 'Website forms' })
  await expect(row).toBeVisible()
  await expect(row).toContainText('Active')
  await expect(row).toContainText('127.0.0.1')
  await shot(page, 'api-keys-list')

  await page.goto(url)
  await expect(page.getByRole('heading', { name: 'Website forms' })).toBeVisible()
  await shot(page, 'api-keys-record')
  await page.getByRole('button', { name: 'Revoke' }).click()
  const ask = page.getByRole('alertdialog', { name: 'Revoke this API key?' })
  await expect(ask.getByRole('heading', { name: 'Revoke this API key?' })).toBeVisible()
  await ask.getByRole('button', { name: 'Revoke' }).click()
  await expect(ask).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Revoke' })).toHaveCount(0)
  expect((await asKey()).status()).toBe(401)
})

test('screens in Arabic and on a phone', async ({ page, request }) => {
  test.skip(!shots, 'screenshots only (SHOTS_DIR)')
  const login = await request.post('/api/auth/login', { data: { email: 'admin@demo.test', password: 'demopass1' } })
  const token = (await login.json()).data.accessToken as string
  const headers = { authorization: `Bearer ${token}` }
  try {
    for (const lang of ['ar', 'en'] as const) {
      await request.patch('/api/profile', { headers, data: { language: lang === 'ar' ? 'ar' : null } })
      for (const [w, h] of [
        [1440, 900],
        [390, 844],
      ] as const) {
        await page.setViewportSize({ width: w, height: h })
        const tag = `${lang}-${w}`
        await page.goto('/settings/api-keys')
        await expect(page.getByTestId('resource-row').first()).toBeVisible()
        await shot(page, `api-keys-list-${tag}`)
        await page.goto('/settings/api-keys/create')
        const form = page.getByRole('form')
        await form.getByRole('textbox').first().fill(`Key ${tag}`)
        await form.locator('select').selectOption({ index: 1 })
        await shot(page, `api-keys-form-${tag}`)
        await page.keyboard.press('ControlOrMeta+Enter')
        await expect(page.getByTestId('api-key-secret')).toBeVisible()
        await shot(page, `api-keys-secret-${tag}`)
        await page.getByTestId('api-key-secret').press('Tab')
        await page.keyboard.press('Tab')
        await page.keyboard.press('Enter')
        await expect(page).toHaveURL(/\/settings\/api-keys\/[0-9a-f-]{36}$/)
        await expect(page.getByRole('heading', { name: `Key ${tag}` })).toBeVisible()
        await shot(page, `api-keys-record-${tag}`)
      }
    }
  } finally {
    await request.patch('/api/profile', { headers, data: { language: null } })
  }
})
