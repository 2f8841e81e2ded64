import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { DEMO_ASSETS, seedDemo } from '../../src/server/db/seed/demo.ts'
import { buildApp } from '../../src/server/app.ts'
import { loadConfig } from '../../src/server/config.ts'
import type { Db } from '../../src/server/db/db.ts'
import { migrate } from '../../src/server/db/migrate.ts'
import { openPglite } from '../../src/server/db/pglite.ts'
import { openPostgres } from '../../src/server/db/postgres.ts'
import { declaredRoutes } from '../../src/server/http/access.ts'
import { auditedTable } from '../../src/server/audit/activityLog.ts'
import { resourceDefs } from '../../src/server/resources/registry.ts'
import { hasAccess, hasSuperAccess, P } from '../../src/domain/permissions.ts'
import type { Profile } from '../../src/domain/profile.ts'
import { demoLogin } from './serverProcess.ts'
import { withOwnDatabase } from './benchServer.ts'

/**
 * The hostile field sweep: every registered GET route, as each demo role, with the real ids of both demo
 * assets in its path parameters, in a few spellings of its path (and, for a registry read, with every
 * relation populated), and every answer scanned for a contact detail the role may not see: customers',
 * enquiries' and team members' e-mails and phones without VIEW_SENSITIVE_INFORMATION (and never another
 * asset's), users' e-mails without super access (but their own). Before the sweep, the demo admin and
 * manager change some contact details through the API, so the records' histories hold them (before and
 * after) and name who changed them. Prints the requests, the answers by status and every leak found.
 *   npm run bench -- field-sweep [leads per asset, default 600]
 * PGlite by default; with BENCH_DATABASE_URL set, PostgreSQL (its own database agency_bench_fields).
 * FIELD_SWEEP_STATUSES=<file> appends each request's status there (to compare two runs).
 */
export default async function fieldSweep(args: string[]) {
  const leadsPerAsset = Number(args[0] ?? 600)
  if (process.env.BENCH_DATABASE_URL) {
    await withOwnDatabase('agency_bench_fields', async (url) => {
      const db = await openPostgres(url, 10)
      try {
        await sweepOn('PostgreSQL', db, leadsPerAsset)
      } finally {
        db.pool.on('error', () => {}) // the drop ends idle connections
        await db.close()
      }
    })
  } else {
    const db = await openPglite()
    try {
      await sweepOn('PGlite', db, leadsPerAsset)
    } finally {
      await db.close()
    }
  }
}

const ROLES = ['admin', 'manager', 'agent', 'viewer', 'frontdesk'] as const
type Role = (typeof ROLES)[number]

/** A contact detail and what it is (for the report). */
type Kind = 'customer' | 'enquiry' | 'member' | 'user'
interface Contact {
  value: string
  kind: Kind
  asset: string | null
}
/** A value and every record it is a contact detail of (the same phone may be two customers', in two assets). */
type Contacts = Map<string, Contact[]>

async function sweepOn(engine: string, db: Db, leadsPerAsset: number) {
  const t0 = performance.now()
  await migrate(db)
  await seedDemo(db, { leadsPerAsset })
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-field-sweep-'))
  const app = await buildApp(
    { db, config: { ...loadConfig({}), dataDir, logLevel: 'silent', slaTickSeconds: 0 } },
    { logger: false },
  )
  await app.listen({ port: 0, host: '127.0.0.1' })
  const addr = app.server.address()
  const port = typeof addr === 'object' && addr ? addr.port : 0
  const base = `http://127.0.0.1:${port}`
  try {
    const assets = (await db.query<{ id: string }>('select id from assets order by name')).map((r) => r.id)
    const [first] = (await db.query<{ id: string }>(`select id from assets where name = $1`, [DEMO_ASSETS[0]])).map(
      (r) => r.id,
    )
    const ordered = [first, ...assets.filter((a) => a !== first)]
    const tokens = {} as Record<Role, string>
    for (const role of ROLES) tokens[role] = await demoLogin(base, `${role}@demo.test`)
    const api = async (method: string, url: string, token: string, body?: unknown) => {
      const res = await fetch(base + url, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      })
      const text = await res.text()
      return { status: res.status, body: text ? JSON.parse(text) : null }
    }
    const profiles = {} as Record<Role, Profile>
    for (const role of ROLES) profiles[role] = (await api('GET', '/api/profile', tokens[role])).body.data

    // The contact details before the changes (a history's "before" values are no longer in the tables).
    const contacts: Contacts = new Map()
    await collectContacts(db, contacts)
    const changed = await changeContacts(db, api, tokens, ordered)
    await collectContacts(db, contacts)
    console.log(
      `field sweep on ${engine}: demo seeded (${leadsPerAsset} leads per asset), ${contacts.size} contact values, ` +
        `${Object.values(changed).flat().length} records changed through the API (${((performance.now() - t0) / 1000).toFixed(1)} s)`,
    )

    const routes = declaredRoutes(app).filter((r) => r.method === 'GET' && r.url.startsWith('/api/'))
    const calls: Call[] = []
    for (const [pass, asset] of ordered.entries()) {
      // the admin works in each asset in turn; the others only have the first, and try the second's ids from it
      if (pass > 0) await api('PATCH', '/api/profile/change-active-asset', tokens.admin, { asset })
      const ids = await realIds(db, asset, changed)
      for (const role of ROLES) {
        const active = role === 'admin' ? asset : first
        const hidden = hiddenFor(profiles[role], active, contacts)
        for (const r of routes)
          for (const url of await concreteUrls(db, r.url, ids, asset))
            for (const p of spellings(url)) calls.push({ role, pass, path: p, token: tokens[role], hidden })
      }
      const results = await run(port, calls.splice(0))
      report(results, pass)
    }
    const all = totals
    console.log(
      `\n${engine}: ${all.requests} requests (${routes.length} GET routes × ${ROLES.length} roles × ${ordered.length} assets × spellings, ` +
        `real ids), answers ${Object.entries(all.status)
          .map(([k, v]) => `${k}: ${v}`)
          .join(', ')}; leaks: ${all.leaks.length} (${((performance.now() - t0) / 1000).toFixed(0)} s)`,
    )
    const byRoute = new Map<string, number>()
    for (const l of all.leaks) {
      const key = `${l.role} ${l.route} ${l.kind}`
      byRoute.set(key, (byRoute.get(key) ?? 0) + 1)
    }
    for (const [k, n] of [...byRoute].sort()) console.log(`  leak ×${n}  ${k}`)
    for (const f of failures.slice(0, 20)) console.log(`  failed: ${f}`)
    const seen = new Set<string>()
    for (const l of all.leaks) {
      const key = `${l.role} ${l.route} ${l.kind}`
      if (seen.has(key)) continue
      seen.add(key)
      console.log(`  e.g. ${l.role} ${l.path}: ${l.kind} ${l.value} …${l.context}…`)
    }
  } finally {
    await app.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

/** Every contact detail in the database, normalised (e-mails lower case, phones as their digits). */
async function collectContacts(db: Db, into: Contacts) {
  const add = (raw: unknown, kind: Kind, asset: string | null) => {
    if (typeof raw !== 'string' || !raw.trim()) return
    const key = raw.includes('@') ? raw.trim().toLowerCase() : raw.replace(/\D/g, '')
    // a phone's digits long enough not to be any other number of the answers
    if (!key.includes('@') && key.length < 8) return
    const known = into.get(key) ?? []
    if (!known.some((c) => c.kind === kind && c.asset === asset)) into.set(key, [...known, { value: key, kind, asset }])
  }
  for (const r of await db.query('select asset_id, email, phone, phone_number from customers'))
    for (const v of [r.email, r.phone, r.phone_number]) add(v, 'customer', r.asset_id)
  for (const r of await db.query('select asset_id, email, phone, phone_number from enquiries'))
    for (const v of [r.email, r.phone, r.phone_number]) add(v, 'enquiry', r.asset_id)
  for (const r of await db.query(
    'select asset_id, email, phone, phone_number, whatsapp, whatsapp_number from team_members',
  ))
    for (const v of [r.email, r.phone, r.phone_number, r.whatsapp, r.whatsapp_number]) add(v, 'member', r.asset_id)
  for (const r of await db.query('select email from users')) add(r.email, 'user', null)
}

/**
 * The values a role may not see in its active asset: every contact detail, less its asset's customers',
 * enquiries' and members' with VIEW_SENSITIVE_INFORMATION, less every user's e-mail with super access,
 * less its own e-mail (and a value both hidden and shown, e.g. a member's e-mail that is also a user's).
 */
function hiddenFor(profile: Profile, asset: string, contacts: Contacts): Map<string, Contact> {
  const sensitive = hasAccess(profile, [P.VIEW_SENSITIVE_INFORMATION])
  const isSuper = hasSuperAccess(profile)
  const own = profile.email.toLowerCase()
  const shown = (c: Contact) => c.value === own || (c.kind === 'user' ? isSuper : sensitive && c.asset === asset)
  const hidden = new Map<string, Contact>()
  for (const [k, cs] of contacts) if (!cs.some(shown)) hidden.set(k, cs[0])
  return hidden
}

type Api = (
  method: string,
  url: string,
  token: string,
  body?: unknown,
) => Promise<{ status: number; body: { data?: unknown } | null }>

/**
 * Contact details changed through the API (as the admin in each asset and as the manager), so that the
 * changed records' histories hold contact details before and after and the e-mails of who changed them.
 */
async function changeContacts(db: Db, api: Api, tokens: Record<Role, string>, assets: string[]) {
  const changed: Record<string, string[]> = { customers: [], team_members: [], enquiries: [], listings: [] }
  for (const [i, asset] of assets.entries()) {
    await api('PATCH', '/api/profile/change-active-asset', tokens.admin, { asset })
    const pick = async (table: string, n: number) =>
      (
        await db.query<{ id: string }>(
          `select id from ${table} where asset_id = $1 and deleted_at is null order by id limit ${n}`,
          [asset],
        )
      ).map((r) => r.id)
    const phone = (k: number) => `5${String(6_000_000 + i * 1000 + k).padStart(8, '0')}`
    for (const [k, id] of (await pick('customers', 2)).entries()) {
      const who = k === 0 || i > 0 ? tokens.admin : tokens.manager
      const res = await api('PATCH', `/api/customers/${id}`, who, {
        email: `changed.customer.${i}.${k}@sweep.test`,
        phoneCode: '971',
        phone: phone(k),
      })
      if (res.status === 200) changed.customers.push(id)
      else console.log(`  (customer change ${res.status}: ${JSON.stringify(res.body).slice(0, 200)})`)
    }
    for (const [k, id] of (await pick('team_members', 2)).entries()) {
      const res = await api('PATCH', `/api/teams/members/${id}`, tokens.admin, {
        email: `changed.member.${i}.${k}@sweep.test`,
        phoneCode: '971',
        phone: phone(10 + k),
        phoneNumber: `+971${phone(10 + k)}`,
        whatsapp: `+971${phone(20 + k)}`,
      })
      if (res.status === 200) changed.team_members.push(id)
      else console.log(`  (member change ${res.status}: ${JSON.stringify(res.body).slice(0, 200)})`)
    }
    for (const [k, id] of (await pick('enquiries', 2)).entries()) {
      const res = await api('PATCH', `/api/data-form/enquiries/${id}`, tokens.admin, {
        email: `changed.enquiry.${i}.${k}@sweep.test`,
        phone: `+971${phone(30 + k)}`,
      })
      if (res.status === 200) changed.enquiries.push(id)
      else console.log(`  (enquiry change ${res.status}: ${JSON.stringify(res.body).slice(0, 200)})`)
    }
    for (const id of await pick('listings', 1)) {
      const res = await api('PATCH', `/api/properties/listings/${id}`, tokens.admin, { title: `Changed ${i}` })
      if (res.status === 200) changed.listings.push(id)
    }
  }
  await api('PATCH', '/api/profile/change-active-asset', tokens.admin, { asset: assets[0] })
  return changed
}

/** A few live ids of each table of the asset: the records changed above first. */
async function realIds(db: Db, asset: string, changed: Record<string, string[]>) {
  const ids = new Map<string, string[]>()
  return async (table: string): Promise<string[]> => {
    if (!ids.has(table)) {
      const [cols] = await db.query<{ asset: boolean; deleted: boolean }>(
        `select bool_or(column_name = 'asset_id') as asset, bool_or(column_name = 'deleted_at') as deleted
           from information_schema.columns where table_name = $1 and table_schema = current_schema()`,
        [table],
      )
      const conds = [
        cols?.asset ? 'asset_id = $1' : '$1::uuid is not null',
        cols?.deleted ? 'deleted_at is null' : 'true',
      ]
      const rows = cols
        ? await db.query<{ id: string }>(
            `select id::text as id from ${table} where ${conds.join(' and ')} order by id limit 2`,
            [asset],
          )
        : []
      const mine = (changed[table] ?? []).filter((id) => rows.every((r) => r.id !== id))
      // the changed ids of this asset only (the other asset's stay that asset's)
      const own = cols?.asset
        ? (
            await db.query<{ id: string }>(
              `select id::text as id from ${table} where id = any($1::uuid[]) and asset_id = $2`,
              [mine, asset],
            )
          ).map((r) => r.id)
        : mine
      ids.set(table, [...own, ...rows.map((r) => r.id)].slice(0, 3))
    }
    return ids.get(table) ?? []
  }
}

/** Tables of the routes that no registry resource declares. */
const EXTRA_TABLES: Record<string, string> = { '/api/views': 'saved_views', '/api/admin/roles': 'roles' }

/** The registry resource whose base path is the longest prefix of a route. */
function resourceOf(url: string) {
  let best: (typeof resourceDefs)[string] | undefined
  for (const def of Object.values(resourceDefs)) {
    const b = def.basePath
    if (b && (url === b || url.startsWith(`${b}/`)) && b.length > (best?.basePath?.length ?? 0)) best = def
  }
  return best
}

/** The route's concrete urls: each parameter filled with real values (ids of the asset), a few per parameter. */
async function concreteUrls(
  db: Db,
  url: string,
  ids: (table: string) => Promise<string[]>,
  asset: string,
): Promise<string[]> {
  if (url === '/api/events/stream') return [url]
  const def = resourceOf(url)
  const tableOf = (prefix: string) => EXTRA_TABLES[prefix] ?? def?.table
  const prefix = Object.keys(EXTRA_TABLES).find((p) => url.startsWith(`${p}/`)) ?? ''
  let urls = [url]
  const fill = async (param: string, values: (u: string) => Promise<string[]>) => {
    const next: string[] = []
    for (const u of urls) {
      if (!u.includes(param)) next.push(u)
      else for (const v of await values(u)) next.push(u.replace(param, encodeURIComponent(v)))
    }
    urls = next
  }
  if (url === '/api/history/:resource/:id') {
    const out: string[] = []
    for (const [name, d] of Object.entries(resourceDefs)) {
      const table = auditedTable(name)
      if (!table) continue
      for (const id of await ids(d.table)) out.push(`/api/history/${name}/${id}`)
    }
    return out
  }
  await fill(':id', async () => {
    const table = tableOf(prefix)
    return table ? await ids(table) : ['00000000-0000-4000-8000-000000000000']
  })
  await fill(':faqId', async (u) => {
    const project = decodeURIComponent(u.split('/')[4])
    return (await db.query<{ id: string }>('select id from project_faqs where project_id = $1 limit 1', [project])).map(
      (r) => r.id,
    )
  })
  await fill(':field', async () =>
    // the fields with a permission (each must be refused), and the title
    def
      ? Object.entries(def.fields)
          .filter(([k, f]) => f.permission || k === def.display?.[0])
          .map(([k]) => k)
      : ['name'],
  )
  await fill(':asset', async () => [asset])
  await fill(':name', async () => ['bayut'])
  await fill(':a', async () => ['x'])
  await fill(':b', async () => ['y'])
  if (url.endsWith('*')) {
    const files = await db.query<{ file: string }>(
      'select file from storage_files where asset_id = $1 and deleted_at is null limit 2',
      [asset],
    )
    urls = files.map((f) => f.file)
  }
  // a registry read with every relation populated too: a populated record shows what its own route would
  if (def && !url.includes('/distinct/') && !/\/(count|restore|trash)$/.test(url) && def.relations) {
    const populate = Object.keys(def.relations)
    const filter = encodeURIComponent(JSON.stringify({ limit: 50, populate }))
    urls = urls.flatMap((u) => [u, `${u}?filter=${filter}`])
  }
  return urls
}

/** A few spellings of a path: as routed, its last segment percent-encoded, a doubled slash. */
function spellings(url: string): string[] {
  const [p, q] = url.split('?')
  const segs = p.split('/')
  const last = segs.length - 1
  const encoded = segs
    .map((s, i) =>
      i === last && s ? [...s].map((c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`).join('') : s,
    )
    .join('/')
  const doubled = p.replace(/^\/api\//, '/api//')
  const withQuery = (x: string) => (q ? `${x}?${q}` : x)
  return [...new Set([url, withQuery(encoded), withQuery(doubled)])]
}

interface Call {
  role: Role
  pass: number
  path: string
  token: string
  hidden: Map<string, Contact>
}
interface Leak {
  role: Role
  path: string
  route: string
  kind: Kind
  value: string
  context: string
}
const totals = { requests: 0, status: {} as Record<string, number>, leaks: [] as Leak[] }
/** Answers that failed (5xx other than 501): no leak to scan, but a reader that broke. */
const failures: string[] = []

/** One GET with the path sent byte for byte; an event stream is read for a moment (its replay), then closed. */
function get(port: number, p: string, token: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'GET',
        path: p,
        headers: { authorization: `Bearer ${token}`, 'last-event-id': '0' },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        const done = () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') })
        if (res.headers['content-type']?.startsWith('text/event-stream')) {
          setTimeout(() => {
            res.destroy()
            done()
          }, 300)
          return
        }
        res.on('end', done)
      },
    )
    req.on('error', () => resolve({ status: 0, body: '' }))
    req.end()
  })
}

const EMAILS = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g
const DIGITS = /\+?\d[\d\s().-]{6,}\d/g

/** The contact details of an answer the caller may not see. */
function leaksIn(body: string, hidden: Map<string, Contact>): Array<Contact & { at: number }> {
  const out: Array<Contact & { at: number }> = []
  for (const m of body.matchAll(EMAILS)) {
    const c = hidden.get(m[0].toLowerCase())
    if (c) out.push({ ...c, at: m.index })
  }
  for (const m of body.matchAll(DIGITS)) {
    const d = m[0].replace(/\D/g, '')
    // a local number inside an international one: each ending of 8 digits or more
    for (let i = 0; i + 8 <= d.length; i++) {
      const c = hidden.get(d.slice(i))
      if (c) {
        out.push({ ...c, at: m.index })
        break
      }
    }
  }
  return out
}

async function run(port: number, calls: Call[]) {
  const leaks: Leak[] = []
  const status: Record<string, number> = {}
  let next = 0
  await Promise.all(
    Array.from({ length: 6 }, async () => {
      while (next < calls.length) {
        const c = calls[next++]
        const res = await get(port, c.path, c.token)
        // 501: a call that needs an outside service this product has no connection to (the access sweep's rule)
        const k = res.status === 501 ? '501' : `${String(res.status)[0]}xx`
        status[k] = (status[k] ?? 0) + 1
        if (res.status >= 500 && res.status !== 501) failures.push(`${c.role} ${c.path} -> ${res.status}`)
        if (process.env.FIELD_SWEEP_STATUSES)
          fs.appendFileSync(process.env.FIELD_SWEEP_STATUSES, `${c.pass + 1} ${c.role} ${c.path} ${res.status}\n`)
        for (const l of leaksIn(res.body, c.hidden))
          leaks.push({
            role: c.role,
            path: c.path,
            route: decodeURIComponent(c.path.split('?')[0])
              .replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, ':id')
              .replace('/api//', '/api/'),
            kind: l.kind,
            value: l.value,
            context: res.body.slice(Math.max(0, l.at - 60), l.at + 40),
          })
      }
    }),
  )
  totals.requests += calls.length
  for (const [k, v] of Object.entries(status)) totals.status[k] = (totals.status[k] ?? 0) + v
  totals.leaks.push(...leaks)
  return { requests: calls.length, status, leaks }
}

function report(r: { requests: number; status: Record<string, number>; leaks: Leak[] }, pass: number) {
  console.log(
    `  asset ${pass + 1}: ${r.requests} requests, answers ${JSON.stringify(r.status)}, leaks ${r.leaks.length}`,
  )
}
