import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { spawn, type ChildProcess } from 'node:child_process'
import type { FullConfig } from '@playwright/test'
import {
  authFile,
  DEMO_PASSWORD,
  E2E_DIR,
  emailOf,
  ROLES,
  serverDataDir,
  serverPort,
  serverUrl,
  SESSION_KEY,
} from './servers.ts'

const root = path.resolve(import.meta.dirname, '../../..')

interface Server {
  slot: string
  url: string
  child: ChildProcess
  log: string
  exited: Promise<number | null>
}

/** `npm start`'s server on a data directory and port of its own, its output in a log file beside it. */
function startServer(slot: string, dataDir: string, port: number): Server {
  const log = path.join(E2E_DIR, `server-${slot}.log`)
  const out = fs.openSync(log, 'a')
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // built once by the global setup, not by each server at once
      SKIP_WEB_BUILD: '1',
      // webhooks may post to the receiver a spec starts on loopback
      WEBHOOK_ALLOW_PRIVATE: '1',
    },
    stdio: ['ignore', out, out],
  })
  fs.closeSync(out)
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  return { slot, url: `http://127.0.0.1:${port}`, child, log, exited }
}

async function healthy(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/api/health`)).ok
  } catch {
    return false
  }
}

async function waitHealthy(s: Server, timeoutMs: number) {
  const until = Date.now() + timeoutMs
  let exited = false
  void s.exited.then(() => (exited = true))
  while (!(await healthy(s.url))) {
    if (exited || Date.now() > until) {
      const tail = fs.readFileSync(s.log, 'utf8').split('\n').slice(-30).join('\n')
      throw new Error(`the e2e server ${s.slot} (${s.url}) did not start${exited ? ' (it exited)' : ''}:\n${tail}`)
    }
    await new Promise((r) => setTimeout(r, 250))
  }
}

async function stop(s: Server) {
  if (s.child.exitCode === null && s.child.signalCode === null) s.child.kill('SIGTERM')
  await s.exited
}

/**
 * What the seeded template depends on: the server's and the domain's code (migrations, seed, rules) and
 * the PGlite version that wrote it.
 */
function sourceKey(): string {
  const hash = crypto.createHash('sha256')
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const p = path.join(dir, e.name)
      if (e.isDirectory()) walk(p)
      else hash.update(p).update(fs.readFileSync(p))
    }
  }
  walk(path.join(root, 'src/server'))
  walk(path.join(root, 'src/domain'))
  hash.update(fs.readFileSync(path.join(root, 'node_modules/@electric-sql/pglite/package.json')))
  return hash.digest('hex')
}

interface TemplateStamp {
  key: string
  createdAt: number
  /** The roles' sessions, signed in on the template (so in every copy): role → the console's stored session. */
  sessions: Record<string, string>
}

/** Seeds the demo into E2E_DIR/template with its own server, and signs the roles in on it. */
async function seedTemplate(templateDir: string): Promise<Record<string, string>> {
  const template = startServer('template', templateDir, serverPort(0))
  const sessions: Record<string, string> = {}
  try {
    // seeding the demo takes minutes on a busy machine
    await waitHealthy(template, 900_000)
    for (const role of ROLES) {
      const res = await fetch(`${template.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: emailOf(role), password: DEMO_PASSWORD, remember: true }),
      })
      if (!res.ok) throw new Error(`signing in ${emailOf(role)} answered ${res.status}: ${await res.text()}`)
      const { accessToken, profile } = (await res.json()).data
      sessions[role] = JSON.stringify({ accessToken, profile })
    }
  } finally {
    await stop(template)
  }
  return sessions
}

/**
 * One seeded demo database, copied for each worker's server: the demo is seeded once (the slow part),
 * the roles sign in once on it, and every copy knows their sessions. Then one server per worker. The
 * signed-in states go to E2E_DIR/auth/<role>.json, each with the session for every server's origin
 * (localStorage belongs to an origin, and the origins differ by port).
 *
 * The template is kept for the next run in the same folder while the server's and domain's code is
 * unchanged and it is younger than E2E_TEMPLATE_MAX_AGE_MIN (60) minutes: a run of one spec then takes
 * seconds to start instead of a minute of seeding. Its servers start as a server restarted after that
 * time does (the scheduler catches up on the SLA deadlines that passed). E2E_TEMPLATE_MAX_AGE_MIN=0 seeds
 * anew.
 */
export default async function globalSetup(config: FullConfig) {
  const workers = Math.max(1, config.workers)
  for (let slot = 0; slot < workers; slot++)
    if (await healthy(serverUrl(slot)))
      throw new Error(`port ${serverPort(slot)} already answers: another run uses it (set E2E_PORT)`)

  // as `npm start` does: the console built when missing or older than its sources
  const { buildWeb, webBuildIsStale } = await import('../../../src/server/build.ts')
  if (webBuildIsStale()) await buildWeb()

  const templateDir = path.join(E2E_DIR, 'template')
  const stampFile = path.join(E2E_DIR, 'template.json')
  const key = sourceKey()
  const maxAgeMs = Number(process.env.E2E_TEMPLATE_MAX_AGE_MIN ?? 60) * 60_000
  let stamp: TemplateStamp | undefined
  try {
    stamp = JSON.parse(fs.readFileSync(stampFile, 'utf8'))
  } catch {
    stamp = undefined
  }
  const reuse = stamp && stamp.key === key && Date.now() - stamp.createdAt < maxAgeMs && fs.existsSync(templateDir)
  if (reuse) {
    for (const e of fs.readdirSync(E2E_DIR))
      if (e !== 'template' && e !== 'template.json') fs.rmSync(path.join(E2E_DIR, e), { recursive: true, force: true })
  } else {
    fs.rmSync(E2E_DIR, { recursive: true, force: true })
    fs.mkdirSync(E2E_DIR, { recursive: true })
    stamp = { key, createdAt: Date.now(), sessions: await seedTemplate(templateDir) }
    fs.writeFileSync(stampFile, JSON.stringify(stamp))
  }
  const { sessions } = stamp as TemplateStamp

  fs.mkdirSync(path.join(E2E_DIR, 'auth'), { recursive: true })
  for (const role of ROLES) {
    const origins = Array.from({ length: workers }, (_, slot) => ({
      origin: serverUrl(slot),
      localStorage: [{ name: SESSION_KEY, value: sessions[role] }],
    }))
    fs.writeFileSync(authFile(role), JSON.stringify({ cookies: [], origins }, null, 1))
  }

  const servers: Server[] = []
  const stopAll = () => Promise.all(servers.map(stop))
  try {
    for (let slot = 0; slot < workers; slot++) {
      fs.cpSync(templateDir, serverDataDir(slot), { recursive: true })
      servers.push(startServer(String(slot), serverDataDir(slot), serverPort(slot)))
    }
    await Promise.all(servers.map((s) => waitHealthy(s, 300_000)))
  } catch (e) {
    await stopAll()
    throw e
  }
  return stopAll
}
