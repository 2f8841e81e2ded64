import { buildApp } from '../../src/server/app.ts'
import { loadConfig } from '../../src/server/config.ts'
import type { Db } from '../../src/server/db/db.ts'
import { recordingDb } from './scale/recorder.ts'

/**
 * The server in the bench's own process on `db`, listening on a free port: each response's server time
 * (Fastify's elapsed time) goes to `elapsed`, and the statements it runs to `recorded` while recording,
 * so a case's SQL is timed beside it (scale/recorder.ts).
 */
export async function listenRecorded(db: Db) {
  const recorded = recordingDb(db)
  const app = await buildApp({ db: recorded, config: { ...loadConfig({}), logLevel: 'silent' } }, { logger: false })
  const elapsed: number[] = []
  app.addHook('onResponse', async (_req, reply) => {
    elapsed.push(reply.elapsedTime)
  })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const addr = app.server.address()
  const base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`
  return { app, base, recorded, elapsed }
}
