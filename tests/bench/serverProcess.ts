import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { DEMO_PASSWORD } from '../../src/server/db/seed/demo.ts'

/**
 * `npm start`'s server in its own process (so a bench's own timers and requests never share its event
 * loop) on a fresh data folder, seeded with the demo on first start; stopped and removed after `run`.
 * `root` runs another checkout's server (e.g. an older commit, for before/after figures).
 * BENCH_SERVER_NODE_ARGS adds Node flags to the server process, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`
 * to see where its CPU goes under a bench.
 */
export async function withServerProcess(
  opts: { env?: Record<string, string>; root?: string },
  run: (base: string, server: ChildProcess) => Promise<void>,
) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-bench-'))
  const port = String(20000 + Math.floor(Math.random() * 20000))
  const root = opts.root ?? path.resolve(import.meta.dirname, '../..')
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean)
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      ...opts.env,
      DATA_DIR: dataDir,
      PORT: port,
      HOST: '127.0.0.1',
      SKIP_WEB_BUILD: '1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  try {
    await new Promise<void>((resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`server exited with ${code}`)))
      child.stdout!.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('Agency Console on')) resolve()
      })
    })
    await run(`http://127.0.0.1:${port}`, child)
  } finally {
    child.kill('SIGTERM')
    await new Promise((r) => child.once('exit', r))
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

/** A demo user's access token (password demopass1). */
export async function demoLogin(base: string, email: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  })
  if (res.status !== 200) throw new Error(`login ${email}: ${res.status} ${await res.text()}`)
  return ((await res.json()) as { data: { accessToken: string } }).data.accessToken
}

/** A process's CPU time so far (user + system), in ms: the server's own cost, whatever else the machine runs. */
export function cpuMs(pid: number): number {
  let stat: string
  try {
    stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
  } catch {
    return 0 // a backend that ended meanwhile
  }
  const fields = stat.split(') ')[1].split(' ')
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100 // utime, stime in clock ticks (100 Hz)
}

/** A process's resident memory now, in MB (0 once it ended). */
export function rssMb(pid: number): number {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024
  } catch {
    return 0
  }
}
