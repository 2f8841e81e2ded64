import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test } from '@playwright/test'
import { login } from './helpers/leadEditor.ts'

/**
 * Webhooks in the browser: an admin creates a hook from the keyboard, copies its secret (shown once), a new
 * customer is delivered to a real receiver started here, the deliveries page shows it with the receiver's
 * answer, and r replays it. SHOTS_DIR saves screenshots.
 */
const shot = (name: string) => (process.env.SHOTS_DIR ? { path: `${process.env.SHOTS_DIR}/${name}.png` } : undefined)

test('a webhook created from the keyboard gets a delivery, which is replayed', async ({ page }) => {
  const received: Array<{ delivery: string; body: string }> = []
  const receiver = http.createServer((req, res) => {
    let body = ''
    req.on('data', (c) => {
      body += c
    })
    req.on('end', () => {
      received.push({ delivery: String(req.headers['x-agency-delivery']), body })
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"received":true}')
    })
  })
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r))
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/agency`
  try {
    await login(page, 'admin@demo.test')
    await page.goto('/settings/webhooks')
    await expect(page.getByRole('heading', { name: 'Webhooks', level: 1 })).toBeVisible()
    await expect(page.getByText('No webhooks yet.', { exact: false })).toBeVisible()

    await page.keyboard.press('n')
    await expect(page.locator('#webhook-url')).toBeFocused()
    await page.keyboard.type(url)
    if (shot('webhook-form')) await page.screenshot(shot('webhook-form'))
    await page.keyboard.press('Enter')
    const secret = page.getByTestId('webhook-secret')
    await expect(secret).toBeVisible()
    await expect(secret).toHaveText(/^whsec_[A-Za-z0-9_-]{43}$/)
    await expect(page.getByText('The webhook’s secret')).toBeVisible()
    if (shot('webhook-secret')) await page.screenshot(shot('webhook-secret'))
    await page.keyboard.press('Escape')
    await expect(secret).toBeHidden()
    await expect(page.getByRole('link', { name: `Deliveries of the webhook to ${url}` })).toBeVisible()
    await expect(page.getByText('All events')).toBeVisible()

    // an event: a customer created through the API, as another tool would
    const token = await page.evaluate(
      () =>
        JSON.parse(localStorage.getItem('agency.session') ?? sessionStorage.getItem('agency.session') ?? '{}')
          .accessToken,
    )
    const res = await page.request.post('/api/customers', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        firstName: 'Hooked',
        lastName: 'Buyer',
        phoneCode: '971',
        phone: `50${String(Date.now()).slice(-7)}`,
        type: 'Client',
        enabled: true,
        doNotDisturb: false,
      },
    })
    expect(res.status()).toBe(201)
    await expect.poll(() => received.length).toBeGreaterThanOrEqual(1)

    await page.keyboard.press('Enter') // the focused hook's deliveries
    await expect(page).toHaveURL(/\/settings\/webhooks\/[0-9a-f-]{36}$/)
    await expect(page.getByRole('heading', { name: 'Webhook Deliveries', level: 1 })).toBeVisible()
    const rows = page.getByTestId('deliveries-table').locator('tbody tr')
    await expect(rows).toHaveCount(1)
    await expect(rows.first()).toContainText('Customer created')
    await expect(rows.first()).toContainText('Delivered')
    await expect(rows.first()).toContainText('200')
    await expect(page.getByTestId('delivery-answer')).toHaveText('{"received":true}')
    if (shot('webhook-deliveries')) await page.screenshot(shot('webhook-deliveries'))

    await page.keyboard.press('r')
    await expect(page.getByTestId('toast').filter({ hasText: 'Replay queued' })).toBeVisible()
    await expect(rows).toHaveCount(2)
    await expect(rows.first()).toContainText('Delivered')
    await expect.poll(() => received.length).toBe(2)
    expect(received[1].delivery).not.toBe(received[0].delivery)
    expect(JSON.parse(received[1].body).id).toBe(JSON.parse(received[0].body).id)
  } finally {
    receiver.closeAllConnections()
    receiver.close()
  }
})
