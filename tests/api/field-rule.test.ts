import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EVENT_KINDS, type ServerEvent } from '../../src/domain/events.ts'
import type { RecordChangedPayload } from '../../src/domain/live.ts'
import { insertLead } from './helpers/leadFixtures.ts'
import { openStream } from './helpers/sse.ts'
import { startTestApp, type TestApp } from './helpers/testApp.ts'

/**
 * The field rule (server/resources/fieldRule.ts) holds every reader: after the admin changes a customer's, a
 * team member's and an enquiry's contact details, no reader answers them (before or after) to a role without
 * VIEW_SENSITIVE_INFORMATION, nor who changed them by e-mail to a role that may not read users: the record,
 * list, search, one, export and populate of the registry, the record's history, the leads report and a
 * lead's details, the notifications. `npm run bench -- field-sweep` runs the same scan over every GET route.
 */
let t: TestApp
let d: Awaited<ReturnType<TestApp['demo']>>
let frontdesk: string
const ids = {} as Record<'customer' | 'member' | 'enquiry' | 'listing' | 'lead', string>
let leadNo: number
/** Contact details before and after the changes, and the admin's e-mail: none reaches the roles below. */
const secrets: string[] = ['admin@demo.test']

beforeAll(async () => {
  t = await startTestApp()
  d = await t.demo()
  frontdesk = await t.login('frontdesk@demo.test')
  const one = async (sql: string) => (await t.db.query(sql, [d.firstAsset]))[0]
  const customer = await one(
    `select id, email, phone_number from customers where asset_id = $1 and email is not null and phone_number is not null and deleted_at is null order by id limit 1`,
  )
  const member = await one(
    `select id, email, phone_number from team_members where asset_id = $1 and email is not null and user_id is null and deleted_at is null order by id limit 1`,
  )
  const listing = await one(`select id from listings where asset_id = $1 and deleted_at is null order by id limit 1`)
  Object.assign(ids, { customer: customer.id, member: member.id, listing: listing.id })
  secrets.push(
    customer.email,
    customer.phone_number.replace('+', ''),
    member.email,
    member.phone_number.replace('+', ''),
  )

  const ok = async (method: string, path: string, body: unknown) => {
    const res = await t.request(method, path, { token: d.admin, body })
    expect(res.status, `${path} ${JSON.stringify(res.body)}`).toBeLessThan(300)
    return res.body.data
  }
  await ok('PATCH', `/api/customers/${ids.customer}`, {
    email: 'rule.customer@example.test',
    phoneCode: '971',
    phone: '509871234',
  })
  await ok('PATCH', `/api/teams/members/${ids.member}`, {
    email: 'rule.member@example.test',
    phoneNumber: '+971509871235',
    whatsapp: '+971509871236',
  })
  const enquiry = await ok('POST', '/api/data-form/enquiries', {
    name: 'Rule Enquirer',
    email: 'rule.enquiry@example.test',
    phone: '+971 50 987 1237',
  })
  ids.enquiry = enquiry._id
  await ok('PATCH', `/api/data-form/enquiries/${ids.enquiry}`, {
    email: 'rule.enquiry2@example.test',
    phone: '0509871238',
  })
  await ok('PATCH', `/api/properties/listings/${ids.listing}`, { title: 'Field rule listing' })
  secrets.push(
    'rule.customer@example.test',
    '509871234',
    'rule.member@example.test',
    '509871235',
    '509871236',
    'rule.enquiry',
    '509871237',
    '509871238',
  )
  const lead = await insertLead(t.db, d.firstAsset, { customerId: ids.customer })
  ids.lead = lead.id
  leadNo = lead.leadId
})
afterAll(() => t?.close())

const f = (filter: unknown) => ({ filter })
/** Every reader of the records changed above, as a role without VIEW_SENSITIVE_INFORMATION calls it. */
const readers = (): Array<[string, Record<string, unknown>?]> => [
  [`/api/customers/${ids.customer}`, f({ populate: ['creator', 'updatedBy'] })],
  ['/api/customers', f({ limit: -1 })],
  ['/api/customers/search', { search: 'rule' }],
  ['/api/customers/one', f({ query: { _id: ids.customer } })],
  ['/api/customers/export'],
  [`/api/teams/members/${ids.member}`],
  ['/api/teams/members', f({ limit: -1 })],
  ['/api/teams/members/export'],
  [`/api/properties/leads/${ids.lead}`, f({ populate: ['customer', 'agent', 'creator'] })],
  ['/api/properties/leads/search', { search: String(leadNo) }],
  [`/api/properties/leads/${ids.lead}/details`],
  [`/api/data-form/enquiries/${ids.enquiry}`],
  ['/api/data-form/enquiries', f({ limit: -1 })],
  ['/api/data-form/enquiries/export'],
  [`/api/history/customers/${ids.customer}`],
  [`/api/history/teamMembers/${ids.member}`],
  [`/api/history/enquiries/${ids.enquiry}`],
  [`/api/history/listings/${ids.listing}`],
  ['/api/notifications'],
]

describe('the field rule holds every reader', () => {
  it.each(['frontdesk', 'viewer'] as const)(
    'answers the %s no contact detail of a customer, member or enquiry, and no user e-mail',
    async (role) => {
      const token = role === 'frontdesk' ? frontdesk : d.viewer
      let read = 0
      for (const [path, query] of readers()) {
        const res = await t.request('GET', path, { token, query })
        // a reader the role may not call at all answers nothing to scan
        if (res.status === 403) continue
        expect(res.status, path).toBe(200)
        read++
        const body = typeof res.body === 'string' ? res.body : JSON.stringify(res.body)
        for (const s of secrets) expect(body, `${role} ${path}`).not.toContain(s)
      }
      // each role reads its share: the Front Desk customers, members and leads, the Viewer enquiries and leads
      expect(read).toBeGreaterThanOrEqual(role === 'frontdesk' ? 14 : 9)
    },
  )

  it("tells a role without the field's permission that it changed, never its values, and who changed it by name", async () => {
    for (const [token, resource, id] of [
      [frontdesk, 'customers', ids.customer],
      [frontdesk, 'teamMembers', ids.member],
      [d.viewer, 'enquiries', ids.enquiry],
    ] as const) {
      const res = await t.request('GET', `/api/history/${resource}/${id}`, { token })
      expect(res.status).toBe(200)
      const [last] = res.body.data
      expect(last.user).toEqual({ _id: expect.any(String), fullName: 'Amira Admin' })
      expect(last.changes).toContainEqual({ field: 'email', label: expect.any(String), hidden: true })
      for (const c of last.changes) if (c.hidden) expect(Object.keys(c).sort()).toEqual(['field', 'hidden', 'label'])
    }
    // a field every role may see keeps its values
    const listing = await t.request('GET', `/api/history/listings/${ids.listing}`, { token: d.viewer })
    expect(listing.body.data[0].changes).toContainEqual(
      expect.objectContaining({ field: 'title', after: 'Field rule listing' }),
    )
  })

  it('shows the values to a role with the permission, the e-mail of who changed them only with super access', async () => {
    const manager = await t.request('GET', `/api/history/customers/${ids.customer}`, { token: d.manager })
    expect(manager.body.data[0].changes).toContainEqual(
      expect.objectContaining({ field: 'email', after: 'rule.customer@example.test' }),
    )
    expect(manager.body.data[0].user).not.toHaveProperty('email')
    const admin = await t.request('GET', `/api/history/customers/${ids.customer}`, { token: d.admin })
    expect(admin.body.data[0].user).toMatchObject({ fullName: 'Amira Admin', email: 'admin@demo.test' })
    expect(admin.body.data[0].changes).toContainEqual(
      expect.objectContaining({ field: 'email', after: 'rule.customer@example.test' }),
    )
    // the activity log (super access) reads the same entry whole
    const log = await t.request('GET', '/api/admin/activity-logs', {
      token: d.admin,
      query: { filter: { query: { recordId: ids.customer }, populate: 'user' } },
    })
    expect(log.body.data[0].changes).toContainEqual(
      expect.objectContaining({ field: 'email', after: 'rule.customer@example.test' }),
    )
  })

  it('names no hidden column on the event stream: a member’s WhatsApp, an enquiry’s answers', async () => {
    const rowsOf = (e: ServerEvent) => (e.payload as unknown as RecordChangedPayload).rows
    const kinds = [EVENT_KINDS.recordChanged]
    const desk = openStream(t.url, frontdesk, { kinds })
    const viewer = openStream(t.url, d.viewer, { kinds })
    await Promise.all([desk.opened, viewer.opened])
    // hidden columns only (no event for them), then a visible one beside a hidden one
    await t.db.query(
      `update team_members set whatsapp = '+971509870001', whatsapp_number = '509870001' where id = $1`,
      [ids.member],
    )
    await t.db.query(`update team_members set whatsapp_code = '971', designation = 'Rule Lead' where id = $1`, [
      ids.member,
    ])
    await t.db.query(`update enquiries set answers = '{"Phone":"0509870002"}' where id = $1`, [ids.enquiry])
    await t.db.query(`update enquiries set answers = '{}', name = 'Rule Renamed' where id = $1`, [ids.enquiry])
    await desk.until((e) => e.some((x) => x.recordId === ids.member))
    await viewer.until((e) => e.some((x) => x.recordId === ids.enquiry))
    desk.close()
    viewer.close()
    expect(desk.events.filter((e) => e.recordId === ids.member).map(rowsOf)).toEqual([
      [{ id: ids.member, action: 'update', fields: ['designation'] }],
    ])
    expect(viewer.events.filter((e) => e.recordId === ids.enquiry).map(rowsOf)).toEqual([
      [{ id: ids.enquiry, action: 'update', fields: ['name'] }],
    ])
  })
})
