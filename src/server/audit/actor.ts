import { AsyncLocalStorage } from 'node:async_hooks'
import type { FastifyInstance } from 'fastify'

/**
 * Who is acting, for the activity log's trigger (migration 1340): a request's handler runs inside a
 * store holding its signed-in user, and the database opens every transaction with that user in the
 * transaction-local setting `app.user_id`. So no write path has to remember to log or to pass the user.
 * A request made with an API key acts as the key: `app.api_key_id` instead, which the audit log, the lead
 * history, activities and live events take (migration 1910), so they read "API key {name}".
 */
const actor = new AsyncLocalStorage<{ userId: string | null; apiKeyId?: string | null; unaudited?: true }>()

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The acting user of the running request, or null (server work, public calls). */
export function currentActor(): string | null {
  const id = actor.getStore()?.userId ?? null
  return id && UUID.test(id) ? id : null
}

/** The API key acting in the running request, or null. */
function currentKey(): string | null {
  const id = actor.getStore()?.apiKeyId ?? null
  return id && UUID.test(id) ? id : null
}

/** Runs fn as the given user (null: as the server), e.g. work a request hands to a background job. */
export function runAs<T>(userId: string | null, fn: () => T): T {
  return actor.run({ userId }, fn)
}

/**
 * Runs fn's writes unlogged: the demo seed and its top-up write the starting data, which is no change
 * anyone made (and logging 10,000 seeded leads would only slow every fresh database).
 */
export function withoutAudit<T>(fn: () => T): T {
  return actor.run({ userId: null, unaudited: true }, fn)
}

/** Whether a statement outside a transaction must run in one to carry the acting user (or the seed's off switch). */
export function needsTx(sql: string): boolean {
  const s = actor.getStore()
  return !!(s?.unaudited || currentActor() || currentKey()) && mayWrite(sql)
}

/**
 * The statement that opens a transaction: BEGIN plus the acting user, in the same round trip (a uuid
 * checked above, so it is inlined: a multi-statement string takes no parameters).
 */
export function beginSql(): string {
  if (actor.getStore()?.unaudited) return "BEGIN; SELECT set_config('app.audit', 'off', true)"
  const key = currentKey()
  if (key) return `BEGIN; SELECT set_config('app.api_key_id', '${key}', true)`
  const id = currentActor()
  return id ? `BEGIN; SELECT set_config('app.user_id', '${id}', true)` : 'BEGIN'
}

/** A statement that may write. */
function mayWrite(sql: string): boolean {
  return (
    /^\s*(insert|update|delete|merge)\b/i.test(sql) ||
    (/^\s*with\b/i.test(sql) && /\b(insert|update|delete)\b/i.test(sql))
  )
}

/**
 * Runs each handler as its signed-in user, or its API key. A callback hook after the access check: Fastify
 * calls the handler from done(), so the handler and everything it awaits stay inside the store.
 */
export function installActor(app: FastifyInstance) {
  app.addHook('preHandler', (req, _reply, done) => {
    const key = req.auth?.apiKey ?? null
    actor.run(key ? { userId: null, apiKeyId: key.id } : { userId: req.auth?.userId ?? null }, done)
  })
}
