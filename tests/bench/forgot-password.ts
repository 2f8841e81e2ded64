import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { buildApp } from '../../src/server/app.ts'
import { newId } from '../../src/server/auth/tokens.ts'
import { loadConfig } from '../../src/server/config.ts'
import { migrate } from '../../src/server/db/migrate.ts'
import { openPglite } from '../../src/server/db/pglite.ts'

/**
 * Forgot-password answer time for an e-mail with an account and one without, alternating, on a fresh
 * in-memory PGlite (outbox mail, no SMTP): median and p90 of each. Every request comes from its own
 * (trusted, forwarded) address so the reset throttle never answers instead.
 */
export default async function forgotPassword(args: string[]) {
  const rounds = Number(args[0] ?? 200)
  const db = await openPglite()
  await migrate(db)
  await db.query(`insert into users (id, email, password_hash) values ($1, 'known@bench.test', 'x')`, [newId()])
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-forgot-'))
  const app = await buildApp(
    { db, config: { ...loadConfig({}), dataDir, logLevel: 'silent', trustProxy: true } },
    { logger: false },
  )
  await app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = app.server.address() as { port: number }
  let request = 0
  const ask = async (email: string) => {
    request++
    const started = performance.now()
    const res = await fetch(`http://127.0.0.1:${port}/api/auth/forgot-password`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `10.${(request >> 16) & 255}.${(request >> 8) & 255}.${request & 255}`,
      },
      body: JSON.stringify({ email }),
    })
    await res.text()
    if (res.status !== 200) throw new Error(`forgot-password answered ${res.status}`)
    return performance.now() - started
  }
  for (let i = 0; i < 20; i++) await ask(i % 2 ? 'known@bench.test' : 'unknown@bench.test') // warm-up
  const known: number[] = []
  const unknown: number[] = []
  for (let i = 0; i < rounds; i++) {
    known.push(await ask('known@bench.test'))
    unknown.push(await ask('unknown@bench.test'))
  }
  const at = (xs: number[], q: number) =>
    [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))].toFixed(2)
  console.log(
    `forgot-password on PGlite, ${rounds} rounds: account median ${at(known, 0.5)} ms p90 ${at(known, 0.9)} ms · no account median ${at(unknown, 0.5)} ms p90 ${at(unknown, 0.9)} ms`,
  )
  await app.close()
  await db.close()
  fs.rmSync(dataDir, { recursive: true, force: true })
}
