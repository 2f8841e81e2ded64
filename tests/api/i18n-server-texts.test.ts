import Papa from 'papaparse'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { noticeText, type Notification } from '../../src/domain/notifications.ts'
import { sendDueReminders } from '../../src/server/activities/reminders.ts'
import { newId } from '../../src/server/auth/tokens.ts'
import { ManualClock } from '../../src/server/clock.ts'
import { slaUser } from './helpers/slaFixtures.ts'
import { bigPng, jpg, png } from './helpers/files.ts'
import { mailsTo } from './helpers/outbox.ts'
import { createUser } from './helpers/users.ts'
import { startTestApp, type TestApp } from './helpers/testApp.ts'
import { leadEditorFixtures, listingLeadBody, type AssetFixture } from './helpers/leadEditorFixtures.ts'
import { REPORT_COLUMNS } from '../../src/domain/leads/reportCells.ts'
import { REPORTS, type ReportName } from '../../src/domain/reports/definitions.ts'
import { resourceWords } from '../../src/domain/i18n/ar/resourceWords.ts'
import { users } from '../../src/domain/resources/users.ts'
import { ar as arabic } from '../../src/domain/i18n/ar/index.ts'
import { en as inEnglish } from '../../src/domain/i18n/en/index.ts'

/**
 * Arabic: texts the server makes itself: the routing log's steps, … are kept as catalogue keys
 * with their values, so each reader reads them in their own language (X-Language); the stored English
 * stays for rows from before.
 */
let t: TestApp
let a: AssetFixture
let manager: string
const clock = new ManualClock()
beforeAll(async () => {
  // no scheduler timers: a test runs the reminders itself after moving the clock
  t = await startTestApp({ config: { clock, slaTickSeconds: 0 } })
  ;({ a } = await leadEditorFixtures(t.db))
  manager = await t.login('manager@demo.test')
})
afterAll(() => t?.close())

const AR = { 'X-Language': 'ar' }
/** Latin letters left once stored data (names, rule names, time zones) is taken out. */
const english = (text: string, data: string[]) => data.reduce((s, d) => s.split(d).join(''), text).match(/[A-Za-z]+/g)

describe('the routing log’s steps', () => {
  it('are stored as keys with values: a reader in Arabic reads every step in Arabic, a reader in English the English, and an old row its stored text', async () => {
    const rule = (body: unknown) => t.request('POST', '/api/settings/lead-routing/rules', { token: manager, body })
    expect(
      (
        await rule({
          name: 'Bayut only',
          criteria: { sources: ['Bayut', 'Property Finder'] },
          target: { kind: 'agent', agentId: a.agentB },
        })
      ).status,
    ).toBe(201)
    expect(
      (
        await rule({
          name: 'Website',
          criteria: { sources: ['Website'] },
          target: {
            kind: 'roundRobin',
            members: [
              { agentId: a.agentB, weight: 1, dailyCap: 5 },
              { agentId: a.agentC, weight: 2 },
            ],
          },
        })
      ).status,
    ).toBe(201)
    await t.db.query('update team_members set routing_paused = true where id = $1', [a.agentC])
    try {
      const customer = newId()
      await t.db.query(
        `insert into customers (id, asset_id, first_name, last_name, type) values ($1, $2, 'Rita', 'Routed', 'Client')`,
        [customer, a.assetId],
      )
      const lead = await t.request('POST', '/api/properties/leads', {
        token: manager,
        body: listingLeadBody(a, { customer, source: 'Website' }),
      })
      expect(lead.status, JSON.stringify(lead.body)).toBe(201)
      const url = `/api/properties/leads/${lead.body.data._id}/routing-log`
      const texts = async (headers = {}) =>
        (await t.request('GET', url, { token: manager, headers })).body.data[0].entries.map(
          (e: { text: string }) => e.text,
        )

      expect(await texts()).toEqual([
        'Rule “Bayut only” skipped: Source is Website, not one of Bayut, Property Finder.',
        'Rule “Website” matched.',
        'A Agent C skipped: paused (on leave).',
        'A Agent B chosen: next in the round robin of rule “Website” (weight 1, lead 1 of 5 today).',
      ])
      const ar = await texts(AR)
      expect(ar).toEqual([
        'تم تخطي القاعدة «Bayut only»: المصدر هو Website وليس أحد Bayut، Property Finder.',
        'تطابقت القاعدة «Website».',
        'تم تخطي A Agent C: متوقف مؤقتًا (في إجازة).',
        'تم اختيار A Agent B: التالي في التوزيع الدوري للقاعدة «Website» (الوزن 1، العميل المحتمل 1 من 5 اليوم).',
      ])
      for (const line of ar)
        expect(
          english(line, ['Bayut only', 'Property Finder', 'Bayut', 'Website', 'A Agent B', 'A Agent C']),
        ).toBeNull()

      // the stored row keeps the English beside the key; a row from before texts were kept as keys (no key) reads as stored
      const [row] = await t.db.query<{ entries: Array<{ text: string; note?: string }> }>(
        'select entries from lead_routing_logs where lead_id = $1',
        [lead.body.data._id],
      )
      expect(row.entries.map((e) => e.text)).toEqual(await texts())
      expect(row.entries.every((e) => e.note)).toBe(true)
      await t.db.query(
        `update lead_routing_logs set entries = '[{"kind":"note","text":"An old English line."}]' where lead_id = $1`,
        [lead.body.data._id],
      )
      expect(await texts(AR)).toEqual(['An old English line.'])
    } finally {
      await t.db.query('update team_members set routing_paused = false where id = $1', [a.agentC])
      await t.db.query('delete from routing_rules where asset_id = $1', [a.assetId])
    }
  })

  it('the settings page’s test of a sample lead answers in the request’s language', async () => {
    const res = await t.request('POST', '/api/settings/lead-routing/test', {
      token: manager,
      body: { source: 'Website' },
      headers: AR,
    })
    expect(res.status).toBe(200)
    expect(res.body.data.log.map((e: { text: string }) => e.text)).toEqual([
      'تنطبق القاعدة الافتراضية.',
      'لا يوجد للعميل المحتمل وكيل إعلان ولا وكلاء مشروع.',
      'لم يُعثر على وكيل تلقائيًا: اختر وكيلًا يدويًا.',
    ])
  })
})

describe('the viewing reminder', () => {
  it('keeps what is viewed, with whom and the minutes left, so its reader reads "starts in 30 minutes" in their language', async () => {
    clock.set(new Date())
    const ana = await slaUser(t, 'ana@i18n-server.test', 'Ana Agent')
    const lead = await t.request('POST', '/api/properties/leads', {
      token: manager,
      body: listingLeadBody(a, { agent: ana.member, isManualAssignment: true }),
    })
    expect(lead.status, JSON.stringify(lead.body)).toBe(201)
    const at = new Date(clock.now().getTime() + 90 * 60_000)
    const viewing = await t.request('POST', `/api/properties/leads/${lead.body.data._id}/activities`, {
      token: ana.token,
      body: { data: { kind: 'viewing', listing: a.listingSale, occurredAt: at.toISOString() } },
    })
    expect(viewing.status, JSON.stringify(viewing.body)).toBe(201)
    clock.set(new Date(at.getTime() - 30 * 60_000))
    await t.db.query('update lead_activities set remind_at = $2 where id = $1', [viewing.body.data._id, clock.now()])
    await sendDueReminders(t.db, clock)

    const all: Notification[] = (await t.request('GET', '/api/notifications', { token: ana.token, headers: AR })).body
      .data
    const n = all.find((x) => x.kind === 'viewing_reminder' && x.leadId === lead.body.data._id)!
    const number = lead.body.data.leadID
    // stored in English as before
    expect(n.body).toBe(`Viewing for lead ${number}: A-S-1 with Layla A starts in 30 minutes.`)
    expect(noticeText(n.kind, n.args!, 'en').body).toBe(n.body)
    expect(noticeText(n.kind, n.args!, 'ar').body).toBe(
      `معاينة لـالعميل المحتمل ${number}: A-S-1 مع Layla A تبدأ بعد 30 دقيقة.`,
    )
    // Arabic's plural forms for the minutes
    const one = { leadNumber: number, viewing: { what: null, customer: null, minutes: 1 } }
    expect(noticeText('viewing_reminder', one, 'ar').body).toContain('المعاينة تبدأ بعد دقيقة واحدة')
    expect(
      noticeText('viewing_reminder', { ...one, viewing: { what: null, customer: null, minutes: -5 } }, 'ar').body,
    ).toContain('المعاينة بدأت منذ 5 دقائق')
    expect(
      noticeText('viewing_reminder', { ...one, viewing: { what: null, customer: null, minutes: -5 } }, 'en').body,
    ).toContain('the viewing started 5 minutes ago')
  })
})

describe('upload refusals', () => {
  const form = (files: Array<[Buffer, string]>) => {
    const fd = new FormData()
    for (const [file, name] of files) fd.append('file', new Blob([new Uint8Array(file)]), name)
    return fd
  }
  const upload = (files: Array<[Buffer, string]>, headers = {}) =>
    t.request('POST', '/api/storage/upload', { token: manager, body: form(files), headers })

  it('answer a wrong type, a file too large, two files or none in the request’s language; the spec’s English stays verbatim', async () => {
    const cases: Array<[Array<[Buffer, string]>, string, string]> = [
      [
        [[jpg, 'photo.png']],
        'You can only upload JPG,SVG,PNG,WEBP file!',
        'يمكنك رفع ملفات JPG أو SVG أو PNG أو WEBP فقط!',
      ],
      [
        [[Buffer.from('MZ'), 'tool.exe']],
        'You can only upload PDF,DOCX and JSON file!',
        'يمكنك رفع ملفات PDF أو DOCX أو JSON فقط!',
      ],
      [[[bigPng(11 * 1024 * 1024), 'huge.png']], 'Image can be upto 10MB!', 'يجب ألا يتجاوز حجم الصورة 10 ميغابايت!'],
      [
        [
          [png(), 'a.png'],
          [png(), 'b.png'],
        ],
        'Send exactly one file, in the field "file"',
        'أرسل ملفًا واحدًا فقط، في الحقل "file"',
      ],
      [[], 'Choose a file to upload.', 'اختر ملفًا لرفعه.'],
    ]
    for (const [files, en, ar] of cases) {
      const [inEnglish, inArabic] = [await upload(files), await upload(files, AR)]
      expect([inEnglish.status, inEnglish.body.message]).toEqual([400, en])
      expect([inArabic.status, inArabic.body.message]).toEqual([400, ar])
    }
    const notMultipart = await t.request('POST', '/api/storage/upload', {
      token: manager,
      body: { file: 'x' },
      headers: AR,
    })
    expect([notMultipart.status, notMultipart.body.message]).toEqual([
      400,
      'يجب أن يُرسل الملف بصيغة multipart/form-data',
    ])
  })
})

describe('CSV exports', () => {
  it('the leads report export heads its columns in the requester’s language, the spec’s English verbatim in English; nothing to export says so in it too', async () => {
    const source = `csv-${newId().slice(0, 8)}`
    const customer = newId()
    await t.db.query(
      `insert into customers (id, asset_id, first_name, last_name, type) values ($1, $2, 'Omar', 'Exported', 'Client')`,
      [customer, a.assetId],
    )
    expect(
      (
        await t.request('POST', '/api/properties/leads', {
          token: manager,
          body: listingLeadBody(a, { customer, source }),
        })
      ).status,
    ).toBe(201)
    const header = async (headers = {}, wanted = source) => {
      const res = await t.request('GET', '/api/properties/leads/export', {
        token: manager,
        headers,
        query: { filter: { query: { source: [wanted] } } },
      })
      if (res.status !== 200) return res.body.message as string
      return Papa.parse<string[]>(String(res.body).replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data[0]
    }
    const en = await header()
    expect(en.slice(0, 4)).toEqual(['Created At', 'CRM ID', 'Lead ID', 'Type'])
    expect(en).toContain('Campaign Name (Project)')
    const ar = await header(AR)
    expect(ar).toHaveLength(en.length)
    expect(ar.slice(0, 3)).toEqual(['تاريخ الإنشاء', 'معرّف نظام العملاء', 'الرقم'])
    for (const h of ar) expect(english(h, [])).toBeNull()
    expect(await header(AR, `${source}-none`)).toBe('لا توجد بيانات')
    expect(await header({}, `${source}-none`)).toBe('Data is empty')
  })
  it('the leads report export’s console words (Yes/No, System, N/A, enum values) in the requester’s language; stored data as stored', async () => {
    const source = `cells-${newId().slice(0, 8)}`
    const customer = newId()
    await t.db.query(
      `insert into customers (id, asset_id, first_name, last_name, type) values ($1, $2, 'Omar', 'Cells', 'Client')`,
      [customer, a.assetId],
    )
    expect(
      (
        await t.request('POST', '/api/properties/leads', {
          token: manager,
          body: listingLeadBody(a, { customer, source }),
        })
      ).status,
    ).toBe(201)
    const row = async (headers = {}) => {
      const res = await t.request('GET', '/api/properties/leads/export', {
        token: manager,
        headers,
        query: { filter: { query: { source: [source] } } },
      })
      expect(res.status).toBe(200)
      return Papa.parse<string[]>(String(res.body).replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data[1]
    }
    const en = await row()
    const ar = await row(AR)
    const cell = (cells: string[], id: string) => cells[REPORT_COLUMNS.findIndex((c) => c.id === id)]
    expect([cell(en, 'status'), cell(en, 'isContacted'), cell(en, 'rating'), cell(en, 'source')]).toEqual([
      'Open',
      'No',
      'N/A',
      source,
    ])
    // each English cell as the Arabic catalogue reads it: the console's words and the enum columns' values
    const words = new Map(
      (['yes', 'no', 'system', 'notAvailable'] as const).map((k) => [inEnglish.common[k], arabic.common[k]]),
    )
    const KINDS: Record<string, keyof typeof arabic.values> = {
      contactType: 'contactType',
      source: 'source',
      sourceChannel: 'sourceChannel',
      status: 'status',
      stage: 'stage',
      market: 'market',
      leadSLAStage: 'slaStage',
    }
    const inArabic = (id: string, text: string) => {
      const kind = KINDS[id]
      if (kind) return (arabic.values[kind] as Record<string, string>)[text] ?? text
      return ['isClaimedFromPool', 'isAssignedFromLeadPool', 'isContacted', 'rating', 'creator', 'updatedBy'].includes(
        id,
      )
        ? (words.get(text) ?? text)
        : text
    }
    expect(ar).toEqual(en.map((text, i) => inArabic(REPORT_COLUMNS[i].id, text)))
    expect([cell(ar, 'status'), cell(ar, 'isContacted'), cell(ar, 'rating'), cell(ar, 'source')]).toEqual([
      arabic.values.status.Open,
      arabic.common.no,
      arabic.common.notAvailable,
      source,
    ])
  })
  it('the CRM reports’ exports head their columns and write their console words as the report tables do, in the requester’s language; English unchanged', async () => {
    const admin = await t.login('admin@demo.test')
    const csv = async (name: ReportName, headers = {}) => {
      const res = await t.request('GET', `${REPORTS[name].api}/export`, {
        token: admin,
        headers,
        query: { filter: { query: { datePreset: 'This Year' } } },
      })
      expect(res.status, name).toBe(200)
      const [head, ...rows] = Papa.parse<string[]>(String(res.body).replace(/^\uFEFF/, ''), {
        skipEmptyLines: true,
      }).data
      return { head, rows, column: (n: number) => rows.map((r) => r[n]) }
    }
    const R = arabic.reports
    const only = (values: string[], allowed: string[]) => expect(values.filter((v) => !allowed.includes(v))).toEqual([])
    for (const name of Object.keys(REPORTS) as ReportName[]) {
      const [en, ar] = [await csv(name), await csv(name, AR)]
      expect(en.rows.length, name).toBeGreaterThan(0)
      expect([ar.head.length, ar.rows.length]).toEqual([en.head.length, en.rows.length])
      for (const h of ar.head) expect(english(h, []), `${name}: ${h}`).toBeNull()
      if (name === 'managers') expect(en.head.slice(0, 2)).toEqual(['Manager', 'Team size'])
      if (name === 'portalLeads') {
        expect(new Set(en.column(0))).toEqual(new Set(['Portal', 'Listing', 'Agent']))
        expect(new Set(ar.column(0))).toEqual(new Set([R.portal.portal, R.portal.listing, R.portal.agent]))
      }
      if (name === 'salesFunnel') {
        expect(en.head.slice(0, 2)).toEqual(['By', 'Name'])
        expect(new Set(ar.column(0))).toEqual(
          new Set(
            [R.funnel.source, R.drill.labels.sourceChannel, R.drill.labels.utmCampaign].filter((_, i) =>
              en.column(0).includes(['Source', 'Source channel', 'UTM campaign'][i]),
            ),
          ),
        )
        // a source by its label, as the funnel's table names it
        const sources = en.rows.flatMap((r, i) => (r[0] === 'Source' ? [[r[1], ar.rows[i][1]]] : []))
        expect(sources.length).toBeGreaterThan(0)
        for (const [source, shown] of sources)
          expect(shown).toBe((arabic.values.source as Record<string, string>)[source] ?? source)
      }
      if (name === 'reviews') {
        expect(en.head).toEqual([
          'Date',
          'Agent',
          'Customer',
          'Lead',
          'Rating',
          'Category',
          'Feedback',
          'Qualification time (minutes)',
        ])
        only(ar.column(5), ['', ...Object.values(arabic.activities.small.categories)])
      }
      if (name === 'rera') {
        expect(en.head).toEqual([
          'Kind',
          'Reference or name',
          'Problem',
          'Permit number',
          'Permit expiry',
          'RERA number',
          'Escrow account',
          'Escrow bank',
        ])
        only(ar.column(0), [R.portal.listing, R.rera.columns.project])
        only(ar.column(2), Object.values(R.rera.problems))
        only(en.column(2), Object.values(inEnglish.reports.rera.problems))
      }
    }
  })
  it('the activity log’s export: its headers and console words (action, record type, field, Yes/No, enum values) in the requester’s language; English unchanged', async () => {
    const admin = await t.login('admin@demo.test')
    const customer = newId()
    await t.db.query(
      `insert into customers (id, asset_id, first_name, last_name, type) values ($1, $2, 'Omar', 'Logged', 'Client')`,
      [customer, a.assetId],
    )
    const lead = await t.request('POST', '/api/properties/leads', {
      token: manager,
      body: listingLeadBody(a, { customer }),
    })
    expect(lead.status).toBe(201)
    const csv = async (headers = {}) => {
      const res = await t.request('GET', '/api/admin/activity-logs/export', {
        token: admin,
        headers,
        query: { filter: { query: { recordType: 'leads', recordId: lead.body.data._id } } },
      })
      expect(res.status).toBe(200)
      const [head, ...rows] = Papa.parse<string[]>(String(res.body).replace(/^\uFEFF/, ''), {
        skipEmptyLines: true,
      }).data
      return { head, rows }
    }
    const [en, ar] = [await csv(), await csv(AR)]
    expect(en.head).toEqual(['Date', 'User', 'Action', 'Record type', 'Record ID', 'Field', 'Before', 'After'])
    const words = arabic.admin.activityLogCsv
    expect(ar.head).toEqual([
      words.date,
      // the users' own word (their declaration's)
      users.ar.label,
      resourceWords.Action,
      resourceWords['Record type'],
      resourceWords['Record ID'],
      words.field,
      words.before,
      words.after,
    ])
    expect(ar.rows).toHaveLength(en.rows.length)
    const line = (rows: string[][], field: string) => rows[en.rows.findIndex((r) => r[5] === field)]
    expect(line(en.rows, 'Stage').slice(2, 8)).toEqual(['Created', 'Lead', lead.body.data._id, 'Stage', '—', 'New'])
    const stage = line(ar.rows, 'Stage')
    expect([stage[2], stage[3], stage[4], stage[6], stage[7]]).toEqual([
      arabic.lead.audit.actions.create,
      resourceWords.Lead,
      lead.body.data._id,
      '—',
      arabic.values.stage.New,
    ])
    expect(english(stage[5], [])).toBeNull()
    // a yes/no field's value
    const flag = en.rows.findIndex((r) => r[7] === 'No')
    expect(flag).toBeGreaterThanOrEqual(0)
    expect(ar.rows[flag][7]).toBe(arabic.common.no)
  })
})

describe('e-mails', () => {
  const lastMail = (email: string) =>
    vi.waitFor(() => mailsTo(t.dataDir, email).at(-1) ?? Promise.reject(new Error(`no mail to ${email}`)))

  it('a password reset reaches a user in their own language, whoever asks; English while they chose none', async () => {
    await createUser(t, 'reem@i18n-server.test')
    await t.db.query(`update users set first_name = 'Reem', language = 'ar' where email = 'reem@i18n-server.test'`)
    await createUser(t, 'ryan@i18n-server.test')
    for (const email of ['reem@i18n-server.test', 'ryan@i18n-server.test'])
      expect(
        (await t.request('POST', '/api/auth/forgot-password', { body: { email }, headers: { 'X-Language': 'en' } }))
          .status,
      ).toBe(200)

    const ar = await lastMail('reem@i18n-server.test')
    expect(ar.subject).toBe('إعادة تعيين كلمة مرور Agency Console')
    expect(ar.text).toMatch(
      /^مرحبًا Reem،\n\nطلب أحدهم إعادة تعيين كلمة مرور حسابك على Agency Console\. افتح هذا الرابط لاختيار كلمة مرور جديدة:\n\nhttps?:\/\/\S+\n\nيعمل الرابط مرة واحدة وتنتهي صلاحيته بعد 60 دقيقة\. /,
    )
    const en = await lastMail('ryan@i18n-server.test')
    expect(en.subject).toBe('Reset your Agency Console password')
    expect(en.text).toMatch(
      /^Hello Test,\n\nSomeone asked to reset the password of your Agency Console account\. Open this link to choose a new one:\n\nhttps?:\/\/\S+\n\nThe link works once and expires in 60 minutes\. If you did not ask for it, ignore this e-mail\.\n$/,
    )
  })

  it('a notification’s e-mail copy is written in its recipient’s language from the notification’s values', async () => {
    const sara = await slaUser(t, 'sara@i18n-server.test', 'Sara Agent')
    await t.db.query(`update users set language = 'ar', notification_emails = true where id = $1`, [sara.userId])
    const lead = await t.request('POST', '/api/properties/leads', {
      token: manager,
      body: listingLeadBody(a, { agent: sara.member, isManualAssignment: true }),
    })
    expect(lead.status, JSON.stringify(lead.body)).toBe(201)
    const n = lead.body.data.leadID
    const mail = await lastMail('sara@i18n-server.test')
    expect(mail.subject).toBe(`عميل محتمل جديد مُسند إليك: العميل المحتمل ${n}`)
    expect(mail.text).toContain(`أُسند إليك العميل المحتمل ${n}. اقبله قبل انتهاء مهلته الأولى.`)
    expect(mail.text).toContain(`افتحه في لوحة التحكم: `)
    expect(mail.text).toContain(
      'تصلك هذه النسخة لأن خيار «أرسل لي نسخًا من الإشعارات بالبريد الإلكتروني» مفعّل في ملفك الشخصي.',
    )
  })
})
