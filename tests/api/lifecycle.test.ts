import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { spawn, type ChildProcess } from 'node:child_process'
import { afterAll, describe, expect, it } from 'vitest'
import { openPglite } from '../../src/server/db/pglite.ts'

/** The real `npm start` entry point as a child process on the embedded database. */
const root = path.resolve(import.meta.dirname, '../..')
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-lifecycle-'))
const port = 3400 + Math.floor(Math.random() * 500)
const base = `http://127.0.0.1:${port}`

/** The servers this file started: a failed test must not leave one running. */
const started: ChildProcess[] = []

function start(): { proc: ChildProcess; output: () => string } {
  let out = ''
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SKIP_WEB_BUILD: '1',
      NO_SEED: '1',
      DATABASE_URL: '',
    },
  })
  started.push(proc)
  proc.stdout!.on('data', (d) => (out += d))
  proc.stderr!.on('data', (d) => (out += d))
  return { proc, output: () => out }
}

/**
 * Waits for the server to answer, for as long as its process runs: a first start (initdb and every migration)
 * takes minutes on a busy machine, and the test's timeout catches one that hangs.
 */
async function healthy(server: { proc: ChildProcess; output: () => string }) {
  while (server.proc.exitCode === null) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`the server stopped before answering (exit code ${server.proc.exitCode}):\n${server.output()}`)
}

const exited = (proc: ChildProcess) => new Promise<number | null>((r) => proc.on('exit', (code) => r(code)))

afterAll(() => {
  for (const proc of started) if (proc.exitCode === null) proc.kill('SIGKILL')
  fs.rmSync(dataDir, { recursive: true, force: true })
})

// The embedded engine's start and stop; the PostgreSQL run of the suite has nothing to add here.
describe.skipIf(!!process.env.TEST_DATABASE_URL)('server lifecycle', () => {
  it('on SIGTERM answers the request in flight or arriving, exits 0, and the database reopens without re-migrating', async () => {
    const first = start()
    await healthy(first)
    expect(first.output()).toContain('Applied migrations')
    const done = exited(first.proc)
    // A login runs argon2 and database work: still in flight when the signal arrives.
    const inFlight = fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@demo.test', password: 'whatever-it-is' }),
    })
    await new Promise((r) => setTimeout(r, 5))
    first.proc.kill('SIGTERM')
    // A complete answer, never a dropped connection: 401 when the login was received before the signal,
    // 503 when it arrived while the server was closing (Fastify's answer to requests during close).
    const res = await inFlight
    expect([401, 503]).toContain(res.status)
    expect(await done).toBe(0)
    await expect(fetch(`${base}/api/health`)).rejects.toThrow()

    const second = start()
    await healthy(second)
    expect(second.output()).not.toContain('Applied migrations')
    const end = exited(second.proc)
    second.proc.kill('SIGTERM')
    expect(await end).toBe(0)

    // the system log kept both starts and stops and the one migration run
    const db = await openPglite({ dataDir: path.join(dataDir, 'pgdata') })
    const kinds = (await db.query<{ kind: string }>('select kind from system_logs order by created_at, kind')).map(
      (r) => r.kind,
    )
    await db.close()
    expect(kinds).toEqual(['db.migrations', 'server.start', 'server.stop', 'server.start', 'server.stop'])
  }, 900_000)
})
