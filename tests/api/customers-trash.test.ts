import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from './helpers/testApp.ts'

let t: TestApp
let manager: string
let firstAsset: string

beforeAll(async () => {
  t = await startTestApp()
  ;({ manager, firstAsset } = await t.demo())
})
afterAll(() => t?.close())

const create = async (phone: string, email: string) => {
  const res = await t.request('POST', '/api/customers', {
    token: manager,
    body: { firstName: 'Trashed', lastName: 'Person', phoneCode: '971', phone, email, type: 'Client' },
  })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return res.body.data as { _id: string }
}

describe('customers in the trash', () => {
  it('keeps a customer with live leads: 409 saying why, and the customer stays readable', async () => {
    const [{ customer_id: id }] = await t.db.query<{ customer_id: string }>(
      'select customer_id from leads where asset_id = $1 and deleted_at is null limit 1',
      [firstAsset],
    )
    const res = await t.request('DELETE', `/api/customers/${id}`, { token: manager })
    expect(res.status).toBe(409)
    expect(res.body.message).toBe(
      'This customer has leads, so it cannot be deleted: each lead keeps its customer. Disable the customer instead.',
    )
    expect((await t.request('GET', `/api/customers/${id}`, { token: manager })).status).toBe(200)
    const [row] = await t.db.query<{ deleted_at: unknown }>('select deleted_at from customers where id = $1', [id])
    expect(row.deleted_at).toBeNull()
  })

  it('trashes a customer without leads and restores them, unless another customer took their phone meanwhile', async () => {
    const first = await create('507771234', 'trashed.one@example.com')
    expect((await t.request('DELETE', `/api/customers/${first._id}`, { token: manager })).status).toBe(200)
    const trash = await t.request('GET', '/api/customers/trash', { token: manager })
    expect(trash.body.data.map((c: { _id: string }) => c._id)).toContain(first._id)
    // a new customer with the same phone while the first is in the trash
    const second = await create('507771234', 'trashed.two@example.com')
    const refused = await t.request('GET', `/api/customers/${first._id}/restore`, { token: manager })
    expect(refused.status).toBe(400)
    expect(refused.body.errors).toEqual([
      {
        path: 'phone',
        message: expect.stringMatching(/^A customer with this phone number already exists: Trashed Person \(#\d+\)$/),
      },
    ])
    expect((await t.request('GET', `/api/customers/${first._id}`, { token: manager })).status).toBe(404)
    // once the other is gone, the first comes back
    expect((await t.request('DELETE', `/api/customers/${second._id}`, { token: manager })).status).toBe(200)
    const restored = await t.request('GET', `/api/customers/${first._id}/restore`, { token: manager })
    expect(restored.status).toBe(200)
    expect(restored.body.data).toMatchObject({ _id: first._id, phoneNumber: '+971507771234' })
  })
})
