import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from './helpers/testApp.ts'
import { createUser } from './helpers/users.ts'
import { ar as arabic } from '../../src/domain/i18n/ar/index.ts'
import { en as english } from '../../src/domain/i18n/en/index.ts'
import { i18n } from '../../src/domain/i18n/index.ts'
import { resourceWords } from '../../src/domain/i18n/ar/resourceWords.ts'

/**
 * Arabic: the server's messages follow the request's language (X-Language, sent by the console
 * with the profile's language), from the same catalogue as the web's; the field paths stay the same. The
 * language is kept in the profile.
 */
let t: TestApp
let admin: string
beforeAll(async () => {
  t = await startTestApp()
  ;({ admin } = await t.demo())
})
afterAll(() => t?.close())

const ARABIC = /[\u0600-\u06FF]/
const LATIN = /[A-Za-z]/

const report = (query: Record<string, unknown>, language?: string) =>
  t.request('GET', '/api/properties/leads', {
    token: admin,
    query: { filter: JSON.stringify({ query }) },
    headers: language ? { 'X-Language': language } : {},
  })

describe('messages in the request language', () => {
  it('a validation error in Arabic with X-Language: ar, at the same field path as in English', async () => {
    const en = await report({ search: 'x'.repeat(201) })
    expect(en.status).toBe(400)
    expect(en.body.errors).toEqual([{ path: 'filter.query.search', message: 'Search can be at most 200 characters.' }])

    const ar = await report({ search: 'x'.repeat(201) }, 'ar-AE')
    expect(ar.status).toBe(400)
    expect(ar.body.errors).toHaveLength(1)
    expect(ar.body.errors[0].path).toBe('filter.query.search')
    const message: string = ar.body.errors[0].message
    expect(message).toMatch(ARABIC)
    expect(message).not.toMatch(LATIN)
    expect(message).toContain('200') // the number in Western digits, as every number in Arabic (the digit rule)
    expect(ar.body.message).toBe(message)
  })

  it('enum and type errors name the field in Arabic; an unknown language is English', async () => {
    const ar = await report({ status: ['Nope'], slaEndsWithin: 'soon' }, 'ar')
    const byPath = Object.fromEntries(ar.body.errors.map((e: { path: string; message: string }) => [e.path, e.message]))
    expect(byPath['filter.query.status.0']).toBe('يجب أن يكون الحالة Open أو Closed.')
    expect(byPath['filter.query.slaEndsWithin']).toMatch(/رقمًا/)
    const fr = await report({ status: ['Nope'] }, 'fr')
    expect(fr.body.errors[0].message).toBe('Status must be Open or Closed.')
  })

  it('the server’s own errors too (a permission refused)', async () => {
    const viewer = await t.login('viewer@demo.test')
    const en = await t.request('POST', '/api/properties/leads', { token: viewer, body: { data: {} } })
    expect(en.status).toBe(403)
    expect(en.body.message).toBe('You do not have permission to perform this action')
    const ar = await t.request('POST', '/api/properties/leads', {
      token: viewer,
      body: { data: {} },
      headers: { 'X-Language': 'ar' },
    })
    expect(ar.status).toBe(403)
    expect(ar.body.message).toBe('ليست لديك صلاحية تنفيذ هذا الإجراء')
  })
})

describe('sentences written into individual schemas, in the request language (I18N-B)', () => {
  type FieldError = { path: string; message: string }
  const byPath = (body: { errors: FieldError[] }) => Object.fromEntries(body.errors.map((e) => [e.path, e.message]))
  const ar = { 'X-Language': 'ar' }

  it('the lead form’s spec texts stay verbatim in English and come in Arabic with X-Language: ar', async () => {
    const data = { contactType: 'Buyer', type: 'general' }
    const en = await t.request('POST', '/api/properties/leads', { token: admin, body: { data } })
    expect(en.status).toBe(400)
    expect(byPath(en.body)).toMatchObject({
      customer: 'Customer is required.',
      source: 'Source is required.',
      referredBy: 'Referred By is required.',
    })
    const res = await t.request('POST', '/api/properties/leads', { token: admin, body: { data }, headers: ar })
    expect(res.status).toBe(400)
    const m = byPath(res.body)
    expect(Object.keys(m).sort()).toEqual(Object.keys(byPath(en.body)).sort()) // the same field paths
    expect(m).toMatchObject({
      customer: 'العميل مطلوب.',
      source: 'المصدر مطلوب.',
      referredBy: 'حقل «بإحالة من» مطلوب.',
    })
    for (const message of Object.values(m)) expect(message).not.toMatch(LATIN)
  })

  it('the customer form’s spec texts stay verbatim in English and come in Arabic with X-Language: ar', async () => {
    const profile = (await t.request('GET', '/api/profile', { token: admin })).body.data
    const body = {
      firstName: '',
      phoneCode: '971',
      phone: '12',
      email: 'not-an-email',
      type: 'Nope',
      asset: profile.activeAsset._id,
    }
    const en = await t.request('POST', '/api/customers', { token: admin, body })
    expect(en.status).toBe(400)
    expect(byPath(en.body)).toMatchObject({
      firstName: 'First Name is required.',
      phone: 'The Phone Number is invalid.',
      email: 'Invalid Email.',
      type: 'Type is required.',
    })
    const res = await t.request('POST', '/api/customers', { token: admin, body, headers: ar })
    expect(res.status).toBe(400)
    const m = byPath(res.body)
    expect(Object.keys(m).sort()).toEqual(Object.keys(byPath(en.body)).sort())
    expect(m).toMatchObject({
      firstName: 'الاسم الأول مطلوب.',
      phone: 'رقم الهاتف غير صالح.',
      email: 'البريد الإلكتروني غير صالح.',
      type: 'النوع مطلوب.',
    })
    for (const message of Object.values(m)) expect(message).not.toMatch(LATIN)
  })

  it('a profile name, a password confirmation and a saved view answer in Arabic', async () => {
    await createUser(t, 'i18n2@demo.test')
    const token = await t.login('i18n2@demo.test')
    const name = await t.request('PATCH', '/api/profile', { token, body: { firstName: ' ' }, headers: ar })
    expect(name.status).toBe(400)
    expect(name.body.errors).toEqual([{ path: 'firstName', message: 'الاسم الأول مطلوب.' }])
    const password = await t.request('PATCH', '/api/profile/change-password', {
      token,
      body: { oldPassword: 'demopass1', password: 'newpass123', confirmPassword: 'other1234' },
      headers: ar,
    })
    expect(password.status).toBe(400)
    expect(byPath(password.body).confirmPassword).toBe('كلمتا المرور غير متطابقتين.')
    const short = await t.request('PATCH', '/api/profile/change-password', {
      token,
      body: { oldPassword: 'demopass1', password: 'short' },
      headers: ar,
    })
    expect(byPath(short.body).password).toBe('يجب ألا تقل كلمة المرور عن 8 أحرف.')
    const view = await t.request('POST', '/api/views', {
      token,
      body: { list: 'nope', name: '', shared: 'yes', state: { params: '', columns: {} } },
      headers: ar,
    })
    expect(view.status).toBe(400)
    expect(byPath(view.body)).toMatchObject({
      list: 'يجب أن تكون القائمة تقرير العملاء المحتملين أو إحدى قوائم السجل.',
      name: 'الاسم مطلوب.',
      shared: 'يجب أن تكون المشاركة نعم أو لا.',
    })
  })

  it('the change-password answer and its old-password checks come in the request’s language (English unchanged)', async () => {
    await createUser(t, 'i18n3@demo.test')
    const token = await t.login('i18n3@demo.test')
    const change = (body: object, language: string) =>
      t.request('PATCH', '/api/profile/change-password', { token, body, headers: { 'X-Language': language } })
    for (const [language, texts] of [
      ['en', english.profile.password],
      ['ar', arabic.profile.password],
    ] as const) {
      expect(byPath((await change({ password: 'newpass123' }, language)).body).oldPassword).toBe(texts.oldRequired)
      const wrong = await change({ oldPassword: 'not-it', password: 'newpass123' }, language)
      expect(wrong.body.errors).toEqual([{ path: 'oldPassword', message: texts.oldIncorrect }])
    }
    expect(english.profile.password.changed).toBe('Password has been changed successfully') // the spec's text
    const done = await change({ oldPassword: 'demopass1', password: 'newpass123' }, 'ar')
    expect([done.status, done.body.data]).toEqual([200, { success: true, message: arabic.profile.password.changed }])
    const back = await change({ oldPassword: 'newpass123', password: 'demopass1' }, 'en')
    expect(back.body.data.message).toBe('Password has been changed successfully')
  })

  it('an integration’s field checks name each field by its label in the request’s language (English unchanged)', async () => {
    const asset = (await t.request('GET', '/api/profile', { token: admin })).body.data.activeAsset._id
    const save = (language: string) =>
      t.request('PATCH', `/api/assets/${asset}/integrations/salesforce`, {
        token: admin,
        headers: { 'X-Language': language },
        body: { settings: { instanceUrl: 'not an address', clientId: 5, autoSync: 'yes' } },
      })
    const en = await save('en')
    expect(en.status).toBe(400)
    expect(byPath(en.body)).toEqual({
      'settings.instanceUrl': 'Instance address must be a web address such as https://example.com.',
      'settings.clientId': 'Client ID must be text.',
      'settings.autoSync': 'Synchronize automatically must be on or off.',
    })
    const res = await save('ar')
    expect(res.status).toBe(400)
    const fill = (text: string, vars: Record<string, string>) =>
      text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => vars[k])
    const label = arabic.settings.integrations.fields
    expect(byPath(res.body)).toEqual({
      'settings.instanceUrl': fill(arabic.schema.integration.url, { label: label['Instance address'] }),
      'settings.clientId': fill(arabic.validation.mustBe, {
        label: label['Client ID'],
        what: arabic.validation.types.string,
      }),
      'settings.autoSync': fill(arabic.schema.integration.onOff, { label: label['Synchronize automatically'] }),
    })
    for (const message of Object.values(byPath(res.body)))
      expect(message.replace('https://example.com', '')).not.toMatch(LATIN)
  })

  it('an activity’s kind rules name the kind and its field in Arabic (English unchanged)', async () => {
    const lead = (
      await t.request('GET', '/api/properties/leads', { token: admin, query: { filter: JSON.stringify({ limit: 1 }) } })
    ).body.data[0]
    const url = `/api/properties/leads/${lead._id}/activities`
    const en = await t.request('POST', url, { token: admin, body: { data: { kind: 'note', outcome: 'busy' } } })
    expect(en.status).toBe(400)
    expect(byPath(en.body)).toEqual({ outcome: 'A note has no outcome.', body: 'Write the note.' })
    const res = await t.request('POST', url, {
      token: admin,
      body: { data: { kind: 'note', outcome: 'busy' } },
      headers: ar,
    })
    expect(byPath(res.body)).toEqual({ outcome: 'ليس لـالملاحظة حقل النتيجة.', body: 'اكتب الملاحظة.' })
    const kind = await t.request('POST', url, { token: admin, body: { data: { kind: 'fax' } }, headers: ar })
    expect(byPath(kind.body).kind).toBe('يجب أن يكون النوع أحد ما يلي: مكالمة, واتساب, بريد إلكتروني, ملاحظة, معاينة.')
  })
})

describe('server-made notes read in the reader’s language (I18N-B)', () => {
  it('a lead assigned by hand keeps its routing note and its agent’s notice as catalogue keys with values, their text in English whatever the writer’s language', async () => {
    const headers = { 'X-Language': 'ar' }
    const profile = (await t.request('GET', '/api/profile', { token: admin })).body.data
    const agents = (await t.request('GET', '/api/properties/leads/filter-options', { token: admin })).body.data.agents
    const agentToken = await t.login('agent@demo.test')
    const agent = (await t.request('GET', '/api/profile', { token: agentToken })).body.data.agentId
    expect(agents.map((a: { _id: string }) => a._id)).toContain(agent)
    const customer = await t.request('POST', '/api/customers', {
      token: admin,
      body: {
        firstName: 'Noor',
        lastName: 'Saleh',
        phoneCode: '971',
        phone: '501234987',
        type: 'Client',
        asset: profile.activeAsset._id,
      },
    })
    expect(customer.status).toBe(201)
    const lead = await t.request('POST', '/api/properties/leads', {
      token: admin,
      headers,
      body: {
        customer: customer.body.data._id,
        contactType: 'Buyer',
        type: 'general',
        source: 'Website',
        contactMethod: 'Phone',
        agent,
        referredBy: agent,
        isManualAssignment: true,
        action: 'Requires call from agent',
        propertyType: 'Apartment',
        country: 'United Arab Emirates',
        city: 'Dubai',
        location: 'Dubai Marina',
        amenities: ['Gym'],
        minBedroom: 1,
        maxBedroom: 2,
        minBudget: 1,
        maxBudget: 2,
      },
    })
    expect(lead.status).toBe(201)
    // stored in English with its key; each reader reads it in their own language (I18N-E)
    const [stored] = await t.db.query<{ entries: unknown }>(
      'select entries from lead_routing_logs where lead_id = $1',
      [lead.body.data._id],
    )
    expect(stored.entries).toEqual([
      {
        kind: 'note',
        note: 'byHand',
        text: 'The agent was chosen by hand: routing rules apply only to automatic assignment.',
      },
    ])
    const log = await t.request('GET', `/api/properties/leads/${lead.body.data._id}/routing-log`, {
      token: admin,
      headers,
    })
    expect(log.body.data[0].entries).toEqual([
      { kind: 'note', note: 'byHand', text: 'اختير الوكيل يدويًا: تنطبق قواعد التوزيع على الإسناد التلقائي فقط.' },
    ])
    // the agent's notice keeps its text's values (read in the reader's language) beside its English text
    const told = (await t.request('GET', '/api/notifications', { token: agentToken })).body.data.find(
      (n: { leadId: string }) => n.leadId === lead.body.data._id,
    )
    expect(told).toMatchObject({
      kind: 'lead_assigned',
      title: `New lead assigned: Lead ${lead.body.data.leadID}`,
      args: { leadNumber: lead.body.data.leadID },
    })
  })
})

describe('the profile language', () => {
  it('is kept by PATCH /api/profile, answered by GET, and null goes back to the browser’s', async () => {
    await createUser(t, 'i18n1@demo.test')
    const token = await t.login('i18n1@demo.test')
    expect((await t.request('GET', '/api/profile', { token })).body.data.language).toBeNull()
    const set = await t.request('PATCH', '/api/profile', { token, body: { language: 'ar' } })
    expect(set.status).toBe(200)
    expect(set.body.data.language).toBe('ar')
    expect((await t.request('GET', '/api/profile', { token })).body.data.language).toBe('ar')
    // a name change leaves it
    await t.request('PATCH', '/api/profile', { token, body: { firstName: 'Layla' } })
    expect((await t.request('GET', '/api/profile', { token })).body.data.language).toBe('ar')
    expect(
      (await t.request('PATCH', '/api/profile', { token, body: { language: null } })).body.data.language,
    ).toBeNull()
  })

  it('refuses a language the console does not have, naming the field', async () => {
    const token = await t.login('agent@demo.test')
    const res = await t.request('PATCH', '/api/profile', { token, body: { language: 'fr' } })
    expect(res.status).toBe(400)
    expect(res.body.errors).toEqual([{ path: 'language', message: 'Language must be en or ar.' }])
  })
})

describe('the server’s own refusals in the request language', () => {
  const AR = { 'X-Language': 'ar' }
  /** The catalogue's text in a language, its values filled in (as the server's t() does). */
  const text = (lng: 'en' | 'ar', key: string, vars: object = {}) =>
    (i18n.t as unknown as (k: string, o: object) => string)(key, { ...vars, lng })
  const both = async (call: (headers: Record<string, string>) => Promise<{ status: number; body: any }>) =>
    [await call({}), await call(AR)] as const
  const roleId = async (code: string) =>
    (await t.db.query('select id from roles where code = $1', [code]))[0].id as string

  it('a user with a taken e-mail and with an unknown role: the field error in Arabic, the English unchanged', async () => {
    const { firstAsset } = await t.demo()
    const body = {
      email: 'AGENT@demo.test',
      firstName: 'A',
      lastName: '',
      role: await roleId('AGENT'),
      assets: [firstAsset],
    }
    const [en, ar] = await both((headers) => t.request('POST', '/api/admin/users', { token: admin, body, headers }))
    expect(en.status).toBe(400)
    expect(en.body).toMatchObject({
      message: 'A user with this e-mail already exists.',
      errors: [{ path: 'email', message: 'A user with this e-mail already exists.' }],
    })
    expect(ar.status).toBe(400)
    expect(ar.body).toMatchObject({
      message: arabic.errors.admin.emailTaken,
      errors: [{ path: 'email', message: arabic.errors.admin.emailTaken }],
    })

    const unknownRole = { ...body, email: 'new.person@demo.test', role: '00000000-0000-4000-8000-000000000000' }
    const [enRole, arRole] = await both((headers) =>
      t.request('POST', '/api/admin/users', { token: admin, body: unknownRole, headers }),
    )
    expect(enRole.body.errors).toEqual([{ path: 'role', message: 'Role not found.' }])
    expect(arRole.body.errors).toEqual([{ path: 'role', message: arabic.errors.admin.roleUnknown }])
  })

  it('a saved view: not found, and another list’s view as a list’s default', async () => {
    const missing = '00000000-0000-4000-8000-000000000000'
    const [en, ar] = await both((headers) => t.request('GET', `/api/views/${missing}`, { token: admin, headers }))
    expect([en.status, en.body.message]).toEqual([404, 'View not found'])
    expect([ar.status, ar.body.message]).toEqual([404, arabic.errors.views.notFound])

    const view = await t.request('POST', '/api/views', {
      token: admin,
      body: { list: 'leads', name: 'Arabic refusal', state: { params: 'status=Open', columns: {} } },
    })
    expect(view.status).toBe(201)
    const [enList, arList] = await both((headers) =>
      t.request('PUT', '/api/views/defaults/listings', { token: admin, body: { view: view.body.data._id }, headers }),
    )
    expect(enList.body.errors).toEqual([{ path: 'view', message: 'That view belongs to another list.' }])
    expect(arList.body.errors).toEqual([{ path: 'view', message: arabic.errors.views.otherList }])
  })

  it('an unauthenticated call', async () => {
    const [en, ar] = await both((headers) => t.request('GET', '/api/profile', { headers }))
    expect([en.status, en.body.message]).toEqual([401, 'Unauthorized'])
    expect([ar.status, ar.body.message]).toEqual([401, arabic.errors.unauthorized])
  })

  it('a call that needs an outside service (a 501 built from phrases) and an unknown integration', async () => {
    const asset = (await t.request('GET', '/api/profile', { token: admin })).body.data.activeAsset._id
    const [en, ar] = await both((headers) =>
      t.request('GET', `/api/assets/${asset}/integrations/mailchimp/contacts-lists`, { token: admin, headers }),
    )
    expect(en.status).toBe(501)
    expect(en.body.message).toBe(
      'Reading contacts-lists of Mailchimp needs Mailchimp, which is not connected to this product. Nothing was changed.',
    )
    expect(ar.status).toBe(501)
    const what = text('ar', 'errors.integrations.read', { list: 'contacts-lists', service: 'Mailchimp' })
    expect(ar.body.message).toBe(text('ar', 'errors.notConnected', { what, service: 'Mailchimp' }))

    const [enUnknown, arUnknown] = await both((headers) =>
      t.request('GET', `/api/assets/${asset}/integrations/nope`, { token: admin, headers }),
    )
    expect([enUnknown.status, enUnknown.body.message]).toEqual([404, "There is no integration named 'nope'."])
    expect(arUnknown.body.message).toBe(text('ar', 'errors.integrations.unknown', { name: 'nope' }))
  })

  it('a lead that does not exist (a text the leads’ routes share) and a role that users hold (a plural)', async () => {
    const missing = '00000000-0000-4000-8000-000000000000'
    const [en, ar] = await both((headers) =>
      t.request('GET', `/api/properties/leads/${missing}/details`, { token: admin, headers }),
    )
    expect([en.status, en.body.message]).toEqual([404, 'Lead does not exists'])
    expect([ar.status, ar.body.message]).toEqual([404, arabic.messages.leadNotFound])
    // the registry's record page: the declaration's label in the sentence, in Arabic from its words
    const [enRecord, arRecord] = await both((headers) =>
      t.request('GET', `/api/properties/leads/${missing}`, { token: admin, headers }),
    )
    expect([enRecord.status, enRecord.body.message]).toEqual([404, 'Lead not found'])
    expect([arRecord.status, arRecord.body.message]).toEqual([
      404,
      text('ar', 'errors.other.recordNotFound', { label: resourceWords.Lead }),
    ])

    const role = (
      await t.db.query<{ id: string; name: string; n: number }>(
        `select r.id, r.name, count(*)::int as n from roles r join users u on u.role_id = r.id where r.code <> 'SUPER_ADMIN' group by r.id order by count(*) desc limit 1`,
      )
    )[0]
    const [enRole, arRole] = await both((headers) =>
      t.request('DELETE', `/api/admin/roles/${role.id}`, { token: admin, headers }),
    )
    expect(enRole.status).toBe(409)
    expect(enRole.body.message).toBe(
      role.n === 1
        ? `${role.name} is the role of a user: give them another role first.`
        : `${role.name} is the role of ${role.n} users: give them another role first.`,
    )
    expect(arRole.body.message).toBe(text('ar', 'errors.admin.roleInUse', { name: role.name, count: role.n }))
    expect(arRole.body.message).not.toBe(enRole.body.message)
  })
})
