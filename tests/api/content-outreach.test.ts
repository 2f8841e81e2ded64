import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../src/server/config.ts'
import { resumeCampaigns } from '../../src/server/content/outreach/send.ts'
import { createMailer } from '../../src/server/mail/mailer.ts'
import { readOutbox } from './helpers/outbox.ts'
import { startTestApp, type TestApp } from './helpers/testApp.ts'

/** Outreach: templates name known variables; a campaign mails its segment once, never a doNotDisturb or Spam customer. */
let t: TestApp
let demo: Awaited<ReturnType<TestApp['demo']>>
let template: any
const TEMPLATES = '/api/templates'
const CAMPAIGNS = '/api/outreach-campaigns'

/** Customers of the first asset whose last name is the test's marker, so the segment picks only them. */
async function customer(first: string, email: string | null, opts: { dnd?: boolean; type?: string } = {}) {
  const [r] = await t.db.query<{ id: string }>(
    `insert into customers (id, asset_id, first_name, last_name, email, do_not_disturb, type) values (gen_random_uuid(), $1, $2, 'Outreachtest', $3, $4, $5) returning id`,
    [demo.firstAsset, first, email, opts.dnd ?? false, opts.type ?? 'Client'],
  )
  return r.id
}

beforeAll(async () => {
  t = await startTestApp()
  demo = await t.demo()
  const res = await t.request('POST', TEMPLATES, {
    token: demo.manager,
    body: {
      name: 'Marina launch',
      subject: 'New at {{asset.name}}, {{customer.firstName}}',
      body: '<p>Dear {{customer.fullName}},</p><p>Units are open.</p>',
    },
  })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  template = res.body.data
})
afterAll(() => t?.close())

describe('templates', () => {
  it('refuses a variable the renderer does not know, naming the field', async () => {
    const res = await t.request('POST', TEMPLATES, {
      token: demo.manager,
      body: { name: 'Typo', subject: 'Hi', body: '<p>Dear {{customer.frstName}}</p>' },
    })
    expect(res.status).toBe(400)
    expect(res.body.errors).toEqual([
      {
        path: 'body',
        message: expect.stringMatching(/^Body names \{\{customer\.frstName\}\}, which is not a variable/),
      },
    ])
  })

  it('keeps no script in a body', async () => {
    const res = await t.request('POST', TEMPLATES, {
      token: demo.manager,
      body: { name: 'XSS', subject: 'Hi', body: '<p onclick="alert(1)">Hi<script>alert(1)</script></p>' },
    })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    expect(res.body.data.body).not.toMatch(/script|onclick/)
  })
})

describe('a campaign', () => {
  it('mails its segment once through the outbox, never a doNotDisturb or Spam customer', async () => {
    const ids = {
      ana: await customer('Ana', 'ana@example.com'),
      ben: await customer('Ben', 'ben@example.com'),
      quiet: await customer('Quiet', 'quiet@example.com', { dnd: true }),
      spam: await customer('Spammy', 'spam@example.com', { type: 'Spam' }),
      none: await customer('Nomail', null),
    }
    const created = await t.request('POST', CAMPAIGNS, {
      token: demo.manager,
      body: { name: 'Launch mailing', template: template._id, segment: { text: 'Outreachtest' } },
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const id = created.body.data._id
    expect(created.body.data.status).toBe('draft')

    expect((await t.request('POST', `${CAMPAIGNS}/${id}/send`, { token: demo.agent })).status).toBe(403)
    const before = readOutbox(t.dataDir).length
    const sent = await t.request('POST', `${CAMPAIGNS}/${id}/send`, { token: demo.manager })
    expect(sent.status, JSON.stringify(sent.body)).toBe(200)
    expect(sent.body.data.recipients).toEqual({ sent: 2, skipped: 3 })

    const mails = readOutbox(t.dataDir).slice(before)
    expect(mails.map((m) => m.to).sort()).toEqual(['ana@example.com', 'ben@example.com'])
    expect(mails.find((m) => m.to === 'ana@example.com')).toMatchObject({
      subject: 'New at Dubai Marina Realty, Ana',
      text: 'Dear Ana Outreachtest,\nUnits are open.',
    })

    const list = await t.request('GET', `${CAMPAIGNS}/${id}/recipients`, { token: demo.viewer })
    expect(list.status).toBe(200)
    const byCustomer = Object.fromEntries(list.body.data.map((r: any) => [r.customer._id, [r.status, r.reason]]))
    expect(byCustomer).toEqual({
      [ids.ana]: ['sent', null],
      [ids.ben]: ['sent', null],
      [ids.quiet]: ['skipped', 'Do not disturb'],
      [ids.spam]: ['skipped', 'Spam customer'],
      [ids.none]: ['skipped', 'No e-mail address'],
    })
    expect(list.body.data[0]).not.toHaveProperty('email') // the viewer may not see customers' e-mail

    // a campaign sends once: again, or twice at once, mails nobody
    const again = await t.request('POST', `${CAMPAIGNS}/${id}/send`, { token: demo.manager })
    expect(again.status).toBe(409)
    expect(again.body.message).toMatch(/^This campaign was already sent on .+: a campaign sends once\.$/)
    expect(readOutbox(t.dataDir).length).toBe(before + 2)
    const changed = await t.request('PATCH', `${CAMPAIGNS}/${id}`, { token: demo.manager, body: { segment: {} } })
    expect(changed.status).toBe(400)
  })

  it('sends once when asked twice at once', async () => {
    await customer('Cara', 'cara@example.com')
    const created = await t.request('POST', CAMPAIGNS, {
      token: demo.manager,
      body: { name: 'Twice', template: template._id, segment: { text: 'Cara Outreachtest' } },
    })
    const before = readOutbox(t.dataDir).length
    const answers = await Promise.all(
      [1, 2].map(() => t.request('POST', `${CAMPAIGNS}/${created.body.data._id}/send`, { token: demo.manager })),
    )
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409])
    expect(
      readOutbox(t.dataDir)
        .slice(before)
        .map((m) => m.to),
    ).toEqual(['cara@example.com'])
  })

  it('cut off mid-send by a stopped server, is finished by the scheduler without mailing anyone twice', async () => {
    const emails = ['dina', 'emil', 'fay', 'gus'].map((n) => `${n}.resume@example.com`)
    for (const e of emails) await customer(e.split('.')[0], e)
    const created = await t.request('POST', CAMPAIGNS, {
      token: demo.manager,
      body: { name: 'Interrupted', template: template._id, segment: { text: 'resume@example.com' } },
    })
    const id = created.body.data._id
    // what a server stopped mid-send an hour ago left: the campaign taken, Dina mailed, Emil's mail going out, Fay and Gus queued
    await t.db.tx(async (q) => {
      await q.query(
        `update outreach_campaigns set status = 'sent', sent_at = now() - interval '1 hour' where id = $1`,
        [id],
      )
      await q.query(
        `insert into outreach_recipients (id, asset_id, campaign_id, customer_id, email, status)
         select gen_random_uuid(), asset_id, $1, id, email, 'queued' from customers where email like '%.resume@example.com'`,
        [id],
      )
      await q.query(
        `update outreach_recipients set status = 'sent', sent_at = now() - interval '1 hour' where campaign_id = $1 and email = $2`,
        [id, emails[0]],
      )
      await q.query(
        `update outreach_recipients set status = 'sending', claimed_at = now() - interval '1 hour' where campaign_id = $1 and email = $2`,
        [id, emails[1]],
      )
    })
    const before = readOutbox(t.dataDir).length
    const mailer = createMailer({ ...loadConfig({}), dataDir: t.dataDir }, t.app.log)
    // two processes' schedulers at once
    await Promise.all([resumeCampaigns(t.db, mailer), resumeCampaigns(t.db, mailer)])
    await mailer.close()
    expect(
      readOutbox(t.dataDir)
        .slice(before)
        .map((m) => m.to)
        .sort(),
    ).toEqual([emails[2], emails[3]])
    const list = await t.request('GET', `${CAMPAIGNS}/${id}/recipients`, { token: demo.manager })
    const byEmail = Object.fromEntries(list.body.data.map((r: any) => [r.email, [r.status, r.reason]]))
    expect(byEmail).toEqual({
      [emails[0]]: ['sent', null],
      // its mail may have gone out before the stop: never sent again
      [emails[1]]: [
        'failed',
        'The server stopped while this mail was being sent, so it is not sent again (the customer may have it).',
      ],
      [emails[2]]: ['sent', null],
      [emails[3]]: ['sent', null],
    })
    await resumeCampaigns(t.db, createMailer({ ...loadConfig({}), dataDir: t.dataDir }, t.app.log))
    expect(readOutbox(t.dataDir).length).toBe(before + 2)
  })

  it('refuses a segment that is not the customers list’s filter, naming the field', async () => {
    const res = await t.request('POST', CAMPAIGNS, {
      token: demo.manager,
      body: { name: 'Odd', template: template._id, segment: { type: 'Robot', colour: 'red' } },
    })
    expect(res.status).toBe(400)
    expect(res.body.errors.map((e: any) => e.path).sort()).toEqual(['segment.colour', 'segment.type'])
    // sentences of the shared mapping, not zod's words
    for (const e of res.body.errors) expect(e.message).toMatch(/^(?!Invalid|Unrecognized).+\.$/)
  })
})
