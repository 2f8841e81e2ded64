import Fastify from 'fastify'
import { loadConfig } from '../../src/server/config.ts'
import type { Db } from '../../src/server/db/db.ts'
import { sendCsv } from '../../src/server/http/csv.ts'

/**
 * The CSV writer alone (src/server/http/csv.ts: stringifier, formula rule, 64 kB blocks, temp-file
 * spool, HTTP response): rows/s and MB/s of a download of synthetic rows with 23 short cells, read by a
 * client in this process. The database is a stand-in that answers the export slot's statements
 * without work, so the figure is the writer's ceiling, not an export's rate (see leads-report).
 *   npm run bench -- csv-writer [rows, default 300000]
 */
export default async function csvWriterBench(args: string[]) {
  const rows = Number(args[0] ?? 300_000)
  const db = {
    engine: 'pg',
    query: async () => [],
    tx: async (fn: (q: unknown) => unknown) => fn({ query: async () => [{ n: 0 }] }),
  } as unknown as Db
  const app = Fastify()
  app.decorate('config', loadConfig({}))
  const row = Array.from({ length: 23 }, (_, i) => `cell ${i} text`)
  app.get('/csv', async (req, reply) => {
    req.auth = { userId: 'bench' } as typeof req.auth
    return sendCsv(req, reply, db, { filename: 'bench.csv', columns: row }, async (write) => {
      for (let i = 0; i < rows; i++) await write(row)
    })
  })
  await app.listen({ port: 0, host: '127.0.0.1' })
  try {
    for (let run = 1; run <= 3; run++) {
      const t0 = performance.now()
      const res = await fetch(`http://127.0.0.1:${(app.server.address() as { port: number }).port}/csv`)
      let bytes = 0
      for await (const chunk of res.body!) bytes += (chunk as Uint8Array).length
      const secs = (performance.now() - t0) / 1000
      console.log(
        `run ${run}: ${rows.toLocaleString()} rows, ${(bytes / 1e6).toFixed(1)} MB in ${secs.toFixed(2)} s = ${Math.round(rows / secs).toLocaleString()} rows/s, ${(bytes / 1e6 / secs).toFixed(1)} MB/s`,
      )
    }
  } finally {
    await app.close()
  }
}
