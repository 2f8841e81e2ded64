import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { spawn, type ChildProcess } from 'node:child_process'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../src/server/app.ts'
import { loadConfig } from '../../src/server/config.ts'
import {
  LOGIN_LIMITS,
  LOGIN_LINK_LIMIT,
  RESET_ADDRESS_LIMIT,
  RESET_REQUEST_LIMIT,
} from '../../src/server/auth/throttle.ts'
import { LOGIN_DEVICE_COOKIE, LOGIN_DEVICE_DAYS } from '../../src/server/auth/loginDevices.ts'
import { createUser } from './helpers/users.ts'
import { startTestApp, type TestApp } from './helpers/testApp.ts'
import { hashToken } from '../../src/server/auth/tokens.ts'

// X-Forwarded-For is trusted here so that each test comes from its own address: the per-address
// counters of one test would otherwise block the next.
let t: TestApp
beforeAll(async () => {
  t = await startTestApp({ config: { trustProxy: true } })
})
afterAll(() => t?.close())

let lastAddress = 0
const newAddress = () => `203.0.113.${++lastAddress}`

const TOO_MANY_LOGINS = { statusCode: 429, message: 'Too many login attempts. Please try again in 1 minute.' }
const TOO_MANY_RESETS = {
  statusCode: 429,
  message: 'Too many password reset requests. Please try again in 15 minutes.',
}

/** The answer's status, body and Set-Cookie headers. */
async function send(base: string, path: string, body: unknown, address: string, headers: Record<string, string> = {}) {
  const res = await fetch(base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address, ...headers },
    body: JSON.stringify(body),
  })
  return { status: res.status, body: await res.json(), setCookie: res.headers.getSetCookie() }
}
const post = (...args: Parameters<typeof send>) => send(...args).then(({ status, body }) => ({ status, body }))
const loginAt = (base: string, address: string, email: string, password: string, headers?: Record<string, string>) =>
  post(base, '/api/auth/login', { email, password }, address, headers)
const login = (address: string, email: string, password: string) => loginAt(t.url, address, email, password)

/**
 * A browser: it keeps the device cookie a successful sign-in sets and presents it on its next sign-ins,
 * from whatever address it is at.
 */
function browser(base = () => t.url) {
  let cookie: string | undefined
  return {
    get cookie() {
      return cookie
    },
    async login(address: string, email: string, password: string) {
      const res = await send(base(), '/api/auth/login', { email, password }, address, cookie ? { cookie } : {})
      const set = res.setCookie.find((c) => c.startsWith(`${LOGIN_DEVICE_COOKIE}=`))
      if (set) cookie = set.split(';')[0]
      return { status: res.status, body: res.body }
    },
  }
}
const forgot = (address: string, email: string) => post(t.url, '/api/auth/forgot-password', { email }, address)

const statuses = (answers: { status: number }[]) => answers.map((a) => a.status)
const count = (answers: { status: number }[], status: number) => answers.filter((a) => a.status === status).length

describe('login throttling', () => {
  it('blocks an e-mail after too many failures from one address, even with the right password', async () => {
    const address = newAddress()
    for (let i = 0; i < LOGIN_LIMITS.perEmail.max; i++)
      expect((await login(address, 'manager@demo.test', 'wrong-pass')).status).toBe(401)
    const blocked = await login(address, 'manager@demo.test', 'demopass1')
    expect(blocked).toEqual({ status: 429, body: TOO_MANY_LOGINS })
    // the e-mail is matched case-insensitively; other e-mails and other addresses are not affected
    expect((await login(address, ' MANAGER@demo.test', 'demopass1')).status).toBe(429)
    expect((await login(address, 'agent@demo.test', 'demopass1')).status).toBe(200)
    expect((await login(newAddress(), 'manager@demo.test', 'demopass1')).status).toBe(200)
  })

  it('does not count successful logins', async () => {
    const address = newAddress()
    for (let i = 0; i < LOGIN_LIMITS.perEmail.max - 1; i++)
      expect((await login(address, 'viewer@demo.test', 'wrong-pass')).status).toBe(401)
    for (let i = 0; i < LOGIN_LIMITS.perEmail.max + 2; i++)
      expect((await login(address, 'viewer@demo.test', 'demopass1')).status).toBe(200)
    // the last failure of the budget is still there, and then it is used up
    expect((await login(address, 'viewer@demo.test', 'wrong-pass')).status).toBe(401)
    expect((await login(address, 'viewer@demo.test', 'demopass1')).status).toBe(429)
  })

  it('blocks unknown devices at an address after too many failures over any e-mails, not a browser that signed in there before', async () => {
    const address = newAddress()
    // a colleague's browser in the same office (one address behind a NAT) signed in last week
    const colleague = browser()
    expect((await colleague.login(address, 'admin@demo.test', 'demopass1')).status).toBe(200)
    const answers = []
    for (let i = 0; i < LOGIN_LIMITS.perAddress.max + 1; i++)
      answers.push(await login(address, `throttle-${i}@demo.test`, 'wrong-pass'))
    expect(statuses(answers)).toEqual([...Array(LOGIN_LIMITS.perAddress.max).fill(401), 429])
    // a browser without a device cookie (or a made-up one) is an unknown device: blocked at this address
    const res = await login(address, 'admin@demo.test', 'demopass1')
    expect(res.status).toBe(429)
    expect(res.body.message).toMatch(/^Too many login attempts\. Please try again in \d+ minutes?\.$/)
    const forged = await loginAt(t.url, address, 'admin@demo.test', 'demopass1', {
      cookie: `${LOGIN_DEVICE_COOKIE}=made-up-device-token-made-up-device-token`,
    })
    expect(forged.status).toBe(429)
    // the colleague's browser is not locked out by the others' failures, for the account it signed in to only
    expect((await colleague.login(address, 'admin@demo.test', 'demopass1')).status).toBe(200)
    expect((await colleague.login(address, 'manager@demo.test', 'demopass1')).status).toBe(429)
  })

  it('locks a known device by its own failures only', async () => {
    const email = 'own-failures@throttle.test'
    await createUser(t, email)
    const address = newAddress()
    const mine = browser()
    const theirs = browser()
    expect((await mine.login(address, email, 'demopass1')).status).toBe(200)
    expect((await theirs.login(address, email, 'demopass1')).status).toBe(200)
    for (let i = 0; i < LOGIN_LIMITS.perDevice.max; i++)
      expect((await mine.login(address, email, 'wrong-pass')).status).toBe(401)
    expect(await mine.login(address, email, 'demopass1')).toEqual({ status: 429, body: TOO_MANY_LOGINS })
    // the same account at the same address: another known browser, and an unknown one, still sign in
    expect((await theirs.login(address, email, 'demopass1')).status).toBe(200)
    expect((await login(address, email, 'demopass1')).status).toBe(200)
  })

  it("locks the account's unknown devices after its failures from any addresses, not its known devices", async () => {
    const email = 'many-addresses@throttle.test'
    await createUser(t, email)
    const known = browser()
    expect((await known.login(newAddress(), email, 'demopass1')).status).toBe(200)
    for (let i = 0; i < LOGIN_LIMITS.perAccount.max; i++)
      expect((await login(newAddress(), ` ${email.toUpperCase()}`, 'wrong-pass')).status).toBe(401)
    expect(await login(newAddress(), email, 'demopass1')).toEqual({
      status: 429,
      body: { statusCode: 429, message: 'Too many login attempts. Please try again in 15 minutes.' },
    })
    // the browser that signed in before, wherever it is now
    expect((await known.login(newAddress(), email, 'demopass1')).status).toBe(200)
  })

  it('sets the device cookie HttpOnly, SameSite=Strict, for the sign-in only, and Secure over HTTPS', async () => {
    const cookieOf = async (headers: Record<string, string>, email = 'viewer@demo.test') => {
      const res = await send(t.url, '/api/auth/login', { email, password: 'demopass1' }, newAddress(), headers)
      expect(res.status).toBe(200)
      const set = res.setCookie.filter((c) => c.startsWith(`${LOGIN_DEVICE_COOKIE}=`))
      expect(set).toHaveLength(1)
      return set[0].split(/;\s*/)
    }
    const plain = await cookieOf({})
    expect(plain[0]).toMatch(new RegExp(`^${LOGIN_DEVICE_COOKIE}=[\\w-]{43}$`))
    expect(plain.slice(1).sort()).toEqual(
      ['HttpOnly', `Max-Age=${LOGIN_DEVICE_DAYS * 24 * 3600}`, 'Path=/api/auth/login', 'SameSite=Strict'].sort(),
    )
    expect(await cookieOf({ 'x-forwarded-proto': 'https' })).toContain('Secure')
    // the browser keeps its token, which now stands for a second account too; only its hash is stored
    const token = plain[0].split('=')[1]
    const again = await cookieOf({ cookie: plain[0] }, 'agent@demo.test')
    expect(again[0]).toBe(plain[0])
    const accounts = await t.db.query('select user_id from login_devices where token_hash = $1', [hashToken(token)])
    expect(accounts).toHaveLength(2)
    expect(await t.db.query('select 1 from login_devices where token_hash = $1', [token])).toEqual([])
  })

  it('evaluates at most 5 of 40 parallel wrong passwords for one e-mail; the rest answer 429', async () => {
    const address = newAddress()
    const answers = await Promise.all(Array.from({ length: 40 }, () => login(address, 'agent@demo.test', 'wrong-pass')))
    expect(count(answers, 401)).toBeLessThanOrEqual(LOGIN_LIMITS.perEmail.max)
    expect(count(answers, 401) + count(answers, 429)).toBe(40)
    for (const a of answers.filter((a) => a.status === 429)) expect(a.body).toEqual(TOO_MANY_LOGINS)
    expect((await login(address, 'agent@demo.test', 'demopass1')).status).toBe(429)
  })

  it('keeps its counts when the server restarts on the same database', async () => {
    const address = newAddress()
    const config = { ...loadConfig({}), dataDir: t.dataDir, trustProxy: true }
    const inject = (app: FastifyInstance, url: string, payload: object) =>
      app.inject({ method: 'POST', url, payload, headers: { 'x-forwarded-for': address } })
    const before = await buildApp({ db: t.db, config }, { logger: false })
    for (let i = 0; i < LOGIN_LIMITS.perEmail.max; i++) {
      expect(
        (await inject(before, '/api/auth/login', { email: 'manager@demo.test', password: 'wrong-pass' })).statusCode,
      ).toBe(401)
    }
    for (let i = 0; i < RESET_REQUEST_LIMIT.max; i++) {
      expect((await inject(before, '/api/auth/forgot-password', { email: 'restart@demo.test' })).statusCode).toBe(200)
    }
    for (let i = 0; i < LOGIN_LINK_LIMIT.max; i++) {
      expect(
        (await inject(before, '/api/customers/login-url/consume', { token: `made-up-token-${i}-made-up-token` }))
          .statusCode,
      ).toBe(401)
    }
    await before.close()
    const after = await buildApp({ db: t.db, config }, { logger: false })
    try {
      const blocked = await inject(after, '/api/auth/login', { email: 'manager@demo.test', password: 'demopass1' })
      expect({ status: blocked.statusCode, body: blocked.json() }).toEqual({ status: 429, body: TOO_MANY_LOGINS })
      const reset = await inject(after, '/api/auth/forgot-password', { email: 'restart@demo.test' })
      expect({ status: reset.statusCode, body: reset.json() }).toEqual({ status: 429, body: TOO_MANY_RESETS })
      const link = await inject(after, '/api/customers/login-url/consume', { token: 'made-up-token-made-up-token' })
      expect({ status: link.statusCode, body: link.json() }).toEqual({
        status: 429,
        body: { statusCode: 429, message: 'Too many login link attempts. Please try again in 1 minute.' },
      })
    } finally {
      await after.close()
    }
  })

  it('removes expired counters when it writes', async () => {
    await t.db.query(
      `insert into throttles (key, hits, resets_at) values ('expired-test-key', 3, now() - interval '1 second')`,
    )
    expect((await login(newAddress(), 'agent@demo.test', 'wrong-pass')).status).toBe(401)
    expect(await t.db.query(`select 1 from throttles where key = 'expired-test-key'`)).toEqual([])
  })
})

describe('forgot-password throttling', () => {
  it('limits reset requests per e-mail and address, with our error format', async () => {
    const address = newAddress()
    for (let i = 0; i < RESET_REQUEST_LIMIT.max; i++)
      expect((await forgot(address, 'throttle-reset@demo.test')).status).toBe(200)
    expect(await forgot(address, 'throttle-reset@demo.test')).toEqual({ status: 429, body: TOO_MANY_RESETS })
    expect((await forgot(newAddress(), 'throttle-reset@demo.test')).status).toBe(200)
  })

  it('caps reset requests per address over any e-mails', async () => {
    const address = newAddress()
    const answers = await Promise.all(
      Array.from({ length: RESET_ADDRESS_LIMIT.max + 5 }, (_, i) => forgot(address, `cap-${i}@demo.test`)),
    )
    expect(count(answers, 200)).toBe(RESET_ADDRESS_LIMIT.max)
    for (const a of answers.filter((a) => a.status !== 200)) expect(a).toEqual({ status: 429, body: TOO_MANY_RESETS })
    expect((await forgot(newAddress(), 'cap-0@demo.test')).status).toBe(200)
  })
})

// A second `npm start` process on the same PostgreSQL database. PGlite's data directory can only be opened
// by one process, so on the embedded engine the restart case above shows the counts are not in memory.
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'two server processes on one database (PostgreSQL only: PGlite opens its data in one process)',
  () => {
    let second: { proc: ChildProcess; url: string; dataDir: string } | undefined
    beforeAll(async () => {
      second = await startServerProcess(t.databaseUrl!)
    }, 120_000)
    afterAll(async () => {
      if (!second) return
      const exited = new Promise((r) => second!.proc.once('exit', r))
      second.proc.kill('SIGTERM')
      await exited
      fs.rmSync(second.dataDir, { recursive: true, force: true })
    })

    it('shares the failure count between the processes', async () => {
      const address = newAddress()
      for (let i = 0; i < 3; i++) expect((await login(address, 'manager@demo.test', 'wrong-pass')).status).toBe(401)
      for (let i = 0; i < 2; i++)
        expect((await loginAt(second!.url, address, 'manager@demo.test', 'wrong-pass')).status).toBe(401)
      expect(await login(address, 'manager@demo.test', 'demopass1')).toEqual({ status: 429, body: TOO_MANY_LOGINS })
      expect(await loginAt(second!.url, address, 'manager@demo.test', 'demopass1')).toEqual({
        status: 429,
        body: TOO_MANY_LOGINS,
      })
    })

    it('knows a device that signed in at the other process', async () => {
      const address = newAddress()
      const secondUrl = second?.url ?? ''
      const known = browser(() => secondUrl)
      expect((await known.login(address, 'manager@demo.test', 'demopass1')).status).toBe(200)
      for (let i = 0; i < LOGIN_LIMITS.perAddress.max; i++)
        expect((await login(address, `two-processes-${i}@demo.test`, 'wrong-pass')).status).toBe(401)
      expect((await loginAt(secondUrl, address, 'manager@demo.test', 'demopass1')).status).toBe(429)
      const here = await loginAt(t.url, address, 'manager@demo.test', 'demopass1', { cookie: known.cookie ?? '' })
      expect(here.status).toBe(200)
    })

    it('evaluates at most 5 of 40 parallel wrong passwords spread over both processes', async () => {
      const address = newAddress()
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          loginAt(i % 2 ? second!.url : t.url, address, 'viewer@demo.test', 'wrong-pass'),
        ),
      )
      expect(count(answers, 401)).toBeLessThanOrEqual(LOGIN_LIMITS.perEmail.max)
      expect(count(answers, 429)).toBe(40 - count(answers, 401))
    })

    it('shares the reset request count between the processes', async () => {
      const address = newAddress()
      for (let i = 0; i < RESET_REQUEST_LIMIT.max; i++) {
        expect(
          (
            await post(
              i % 2 ? second!.url : t.url,
              '/api/auth/forgot-password',
              { email: 'two-processes@demo.test' },
              address,
            )
          ).status,
        ).toBe(200)
      }
      expect(
        await post(second!.url, '/api/auth/forgot-password', { email: 'two-processes@demo.test' }, address),
      ).toEqual({ status: 429, body: TOO_MANY_RESETS })
    })
  },
)

async function freePort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const { port } = server.address() as net.AddressInfo
  await new Promise((r) => server.close(r))
  return port
}

/** `npm start`'s entry point as a child process on the given database, trusting X-Forwarded-For like the test app. */
async function startServerProcess(databaseUrl: string) {
  const port = await freePort()
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-second-'))
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SKIP_WEB_BUILD: '1',
      NO_SEED: '1',
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  await new Promise<void>((resolve, reject) => {
    const seen = (d: Buffer) => {
      output += d
      if (output.includes('Agency Console on')) resolve()
    }
    proc.stdout!.on('data', seen)
    proc.stderr!.on('data', (d) => (output += d))
    proc.once('exit', (code) => reject(new Error(`second server exited (${code}): ${output}`)))
  })
  return { proc, url: `http://127.0.0.1:${port}`, dataDir }
}
