import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { bigPng } from '../api/helpers/files.ts'

/**
 * Upload throughput and server memory: a real server process (embedded database, demo data), 10
 * clients uploading 10 MB images at once. Rounds of 10 and then 50 uploads (and 10 again); for each,
 * MB/s and the server's peak RSS (VmHWM, reset before the round). Uploads are streamed to disk, so the
 * peak must not grow with the number of uploads.
 *   npm run bench -- upload [clients=10] [sizeMB=10]
 */
const root = path.resolve(import.meta.dirname, '../..')

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo
      s.close(() => resolve(port))
    })
  })
}

const status = (pid: number) => fs.readFileSync(`/proc/${pid}/status`, 'utf8')
const kb = (pid: number, key: 'VmRSS' | 'VmHWM') => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status(pid))?.[1] ?? 0)
const mb = (k: number) => (k / 1024).toFixed(1)
/** Resets the peak RSS counter of a process (Linux: clear_refs 5). */
function resetPeak(pid: number) {
  try {
    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5')
    return true
  } catch {
    return false
  }
}

async function waitHealthy(url: string, child: ChildProcess) {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error('server exited')
    try {
      if ((await fetch(`${url}/api/health`)).ok) return
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error('server did not start')
}

export default async function uploadBench(args: string[]) {
  const clients = Number(args[0] ?? 10)
  const sizeMb = Number(args[1] ?? 10)
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-bench-upload-'))
  const env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', SKIP_WEB_BUILD: '1' }
  console.log(`seeding a demo database in ${dataDir} …`)
  const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/db/seed/cli.ts', '--leads', '200'], {
    cwd: root,
    env,
    stdio: 'ignore',
  })
  if (seeded.status !== 0) throw new Error('seeding failed')

  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  // The server alone in its process, so its RSS is the server's (seeding ran in another process).
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: 'ignore',
  })
  try {
    await waitHealthy(url, server)
    const login = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'manager@demo.test', password: 'demopass1' }),
    })
    const token = (await login.json()).data.accessToken as string
    const file = new Blob([new Uint8Array(bigPng(sizeMb * 1024 * 1024))], { type: 'image/png' })

    async function uploadOne(i: number) {
      const fd = new FormData()
      fd.append('name', `bench-${i}.png`)
      fd.append('category', 'Bench')
      fd.append('file', file, `bench-${i}.png`)
      const res = await fetch(`${url}/api/storage/upload`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: fd,
      })
      if (res.status !== 201) throw new Error(`upload ${i}: ${res.status} ${await res.text()}`)
      await res.arrayBuffer()
    }

    /** `total` uploads by `clients` concurrent clients; answers seconds, MB/s and the server's peak RSS. */
    async function round(total: number) {
      const pid = server.pid!
      const exact = resetPeak(pid)
      let sampledPeak = kb(pid, 'VmRSS')
      const sampler = setInterval(() => (sampledPeak = Math.max(sampledPeak, kb(pid, 'VmRSS'))), 20)
      let next = 0
      const t0 = performance.now()
      await Promise.all(
        Array.from({ length: clients }, async () => {
          while (next < total) await uploadOne(next++)
        }),
      )
      const s = (performance.now() - t0) / 1000
      clearInterval(sampler)
      const peak = exact ? Math.max(kb(pid, 'VmHWM'), sampledPeak) : sampledPeak
      return { total, s, mbps: (total * sizeMb) / s, peak, after: kb(pid, 'VmRSS') }
    }

    await uploadOne(-1) // warm-up: routes, multipart, file-type loaded
    const idle = kb(server.pid!, 'VmRSS')
    console.log(`\nserver pid ${server.pid}, ${clients} clients, ${sizeMb} MB files; idle RSS ${mb(idle)} MB`)
    console.log('uploads   seconds   MB/s     peak RSS (MB)   RSS after (MB)')
    const results = []
    for (const total of [10, 50, 10]) {
      const r = await round(total)
      results.push(r)
      console.log(
        `${String(r.total).padStart(7)}   ${r.s.toFixed(2).padStart(7)}   ${r.mbps.toFixed(1).padStart(6)}   ${mb(r.peak).padStart(13)}   ${mb(r.after).padStart(14)}`,
      )
    }
    const growth = results[1].peak - results[0].peak
    console.log(
      `\npeak RSS 50 uploads vs 10 uploads: ${growth >= 0 ? '+' : ''}${mb(growth)} MB (${((growth / results[0].peak) * 100).toFixed(1)}%)`,
    )
    const stored = fs.readdirSync(path.join(dataDir, 'storage'), { recursive: true }).length
    console.log(`objects under DATA_DIR/storage: ${stored}`)
  } finally {
    server.kill('SIGTERM')
    await new Promise((r) => server.once('exit', r))
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}
