import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from './helpers/testApp.ts'

/**
 * Arabic for the registry: a declared resource's 400s name its fields by their declared labels,
 * in the request's language (the labels' Arabic from the declarations' table, src/domain/i18n/resourceText.ts).
 */
let t: TestApp
let admin: string
beforeAll(async () => {
  t = await startTestApp()
  ;({ admin } = await t.demo())
})
afterAll(() => t?.close())

const post = (path: string, body: object, language: string) =>
  t.request('POST', path, { token: admin, body, headers: { 'X-Language': language } })
const byPath = (body: { errors: { path: string; message: string }[] }) =>
  Object.fromEntries(body.errors.map((e) => [e.path, e.message]))

describe('a declared resource’s validation messages in Arabic', () => {
  it('names the field by its declared label in Arabic, at the same path as in English', async () => {
    const en = await post(
      '/api/properties/listings',
      { reference: 'I18N-1', price: -5, propertyType: 'x'.repeat(101) },
      'en',
    )
    expect(en.status).toBe(400)
    expect(byPath(en.body).price).toMatch(/^Price \(AED\) /)
    const ar = await post(
      '/api/properties/listings',
      { reference: 'I18N-1', price: -5, propertyType: 'x'.repeat(101) },
      'ar',
    )
    expect(ar.status).toBe(400)
    const messages = byPath(ar.body)
    expect(Object.keys(messages).sort()).toEqual(Object.keys(byPath(en.body)).sort())
    expect(messages.price).toContain('السعر (درهم)')
    expect(messages.propertyType).toContain('نوع الوحدة')
    expect(Object.values(messages).join(' ')).not.toMatch(/[A-Za-z]/)
  })

  it('says a declared format’s sentence and a blank required field in Arabic', async () => {
    const ar = await post('/api/seo/custom-urls', { source: 'no slash', target: '/somewhere', statusCode: 301 }, 'ar')
    expect(ar.status).toBe(400)
    expect(byPath(ar.body).source).toMatch(/^من يجب أن يكون مسارًا في الموقع/)
    const blank = await post('/api/properties/listings', { reference: '   ' }, 'ar')
    expect(blank.status).toBe(400)
    expect(byPath(blank.body).reference).toContain('الرقم المرجعي')
    expect(byPath(blank.body).reference).not.toMatch(/is required/)
  })
})
