import path from 'node:path'

/**
 * Where the browser tests' servers live. Each Playwright worker has its own server (port E2E_PORT + the
 * worker's parallel index) on its own copy of one seeded demo database (E2E_DATA_DIR/server-<index>), so
 * tests that change demo data never meet another worker's tests. Plain functions, no Playwright runtime:
 * the config, the global setup, fixtures and helpers all read them.
 */
const root = path.resolve(import.meta.dirname, '../../..')

export const E2E_BASE_PORT = Number(process.env.E2E_PORT ?? 3199)
/** Holds the template database, each server's data directory, their logs and the signed-in states. */
export const E2E_DIR = path.resolve(process.env.E2E_DATA_DIR ?? path.join(root, '.tmp/e2e-data'))

/** The worker's parallel index (0 in the runner process, and when Playwright does not say). */
export const workerSlot = () => Number(process.env.TEST_PARALLEL_INDEX ?? 0)
export const serverPort = (slot = workerSlot()) => E2E_BASE_PORT + slot
export const serverUrl = (slot = workerSlot()) => `http://127.0.0.1:${serverPort(slot)}`
/** The server's DATA_DIR (its database, stored files and, without SMTP, its mail outbox). */
export const serverDataDir = (slot = workerSlot()) => path.join(E2E_DIR, `server-${slot}`)

/** The demo logins the tests sign in as (password demopass1), by role. */
export const ROLES = ['admin', 'manager', 'agent', 'viewer', 'frontdesk'] as const
export type Role = (typeof ROLES)[number]
export const emailOf = (role: Role) => `${role}@demo.test`
export const DEMO_PASSWORD = 'demopass1'

/** The role's signed-in storage state (Playwright's format), written by the global setup. */
export const authFile = (role: Role) => path.join(E2E_DIR, 'auth', `${role}.json`)
/** The key the console keeps its session under (src/web/lib/session.ts). */
export const SESSION_KEY = 'agency.session'
