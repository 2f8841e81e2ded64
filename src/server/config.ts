import path from 'node:path'
import type { Clock } from './clock.ts'
import type { Resolve } from './webhooks/targets.ts'

/** Every setting the server reads from the environment, in one place (documented in README.md). */
export interface Config {
  port: number
  host: string
  dataDir: string
  /** Stored files (STORAGE_DIR), shared by every server process of one database; unset = DATA_DIR/storage. */
  storageDir?: string
  /** When set, a real PostgreSQL server is used instead of the embedded PGlite database. */
  databaseUrl?: string
  /** SMTP transport for outgoing mail; without it mail is written to DATA_DIR/outbox. */
  smtpUrl?: string
  /** Sender address of outgoing mail. */
  mailFrom: string
  /** Secret for the chat widget's user hash; without it one is generated and kept in DATA_DIR. */
  intercomSecret?: string
  /** The chat widget's app id (EU region); without it the console sets up no chat widget. */
  intercomAppId?: string
  /** Browser key of the maps service; without it the console loads no maps script. */
  mapsApiKey?: string
  /** Public base URL used in e-mailed links (password reset, customer login links). */
  publicUrl: string
  /** production (default), staging or development; staging shows a banner in the console. */
  appEnv: 'production' | 'staging' | 'development'
  /** Session lifetime in hours (remember me) and without remember me. */
  sessionTtlHours: number
  shortSessionTtlHours: number
  /** Reverse proxies whose X-Forwarded-For is believed (the client address drives login throttling and access logs). */
  trustProxy: boolean | string | ((address: string, hop: number) => boolean)
  /** Log level for the structured request log. */
  logLevel: string
  /** Skip seeding demo data on an empty database. */
  noSeed: boolean
  /** Leads per asset of the demo seeded on an empty database (SEED_LEADS_PER_ASSET, default 5000). */
  seedLeadsPerAsset: number
  /** A socket with a request in progress and no read or write progress for this long is closed. */
  idleTimeoutSeconds: number
  /** A download (CSV export) whose client takes nothing for this long is cut. */
  downloadStallSeconds: number
  /** The whole request (headers and body, e.g. a 10 MB upload) must arrive within this. */
  requestTimeoutSeconds: number
  /** Event streams: a heartbeat this often, when each stream's session is also checked (ended or switched asset: closed). */
  eventHeartbeatSeconds: number
  /** How often each process looks for leads at an SLA deadline (SLA_TICK_SECONDS; 0: only at start). */
  slaTickSeconds: number
  /** How often each process looks for background jobs that came due besides being told of new ones (JOB_POLL_SECONDS; 0: never). */
  jobPollSeconds: number
  /** The first retry of a failed webhook delivery after this many seconds, doubling (WEBHOOK_RETRY_BASE_SECONDS). */
  webhookRetryBaseSeconds: number
  /** WEBHOOK_ALLOW_PRIVATE=1: webhooks may target loopback and private addresses, and http (tests, a private network). */
  webhookAllowPrivate: boolean
  /** Requests one API key may make per minute, counted in the database across processes (API_KEY_RATE_LIMIT). */
  apiKeyRateLimit: number
  /** "Now" for SLA decisions: the system clock unless a test passes its own (src/server/clock.ts). */
  clock?: Clock
  /** How webhook hosts are resolved: the system's resolver unless a test passes its own (a name mapped to an address). */
  webhookResolve?: Resolve
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000)
  const host = env.HOST ?? '127.0.0.1'
  const appEnv = (env.APP_ENV ?? 'production') as Config['appEnv']
  return {
    port,
    host,
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    storageDir: env.STORAGE_DIR ? path.resolve(env.STORAGE_DIR) : undefined,
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Agency Console <no-reply@agency-console.local>',
    intercomSecret: env.INTERCOM_SECRET || undefined,
    intercomAppId: env.INTERCOM_APP_ID || undefined,
    mapsApiKey: env.MAPS_API_KEY || undefined,
    publicUrl: env.PUBLIC_URL ?? `http://${host}:${port}`,
    appEnv: ['production', 'staging', 'development'].includes(appEnv) ? appEnv : 'production',
    sessionTtlHours: Number(env.SESSION_TTL_HOURS ?? 24 * 30),
    shortSessionTtlHours: Number(env.SHORT_SESSION_TTL_HOURS ?? 12),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL ?? 'info',
    noSeed: env.NO_SEED === '1',
    seedLeadsPerAsset: Number(env.SEED_LEADS_PER_ASSET ?? 5000),
    idleTimeoutSeconds: Number(env.IDLE_TIMEOUT_SECONDS ?? 60),
    requestTimeoutSeconds: Number(env.REQUEST_TIMEOUT_SECONDS ?? 120),
    downloadStallSeconds: Number(env.DOWNLOAD_STALL_SECONDS ?? 60),
    eventHeartbeatSeconds: Number(env.EVENT_HEARTBEAT_SECONDS ?? 25),
    slaTickSeconds: Number(env.SLA_TICK_SECONDS ?? 5),
    jobPollSeconds: Number(env.JOB_POLL_SECONDS ?? 1),
    webhookRetryBaseSeconds: Number(env.WEBHOOK_RETRY_BASE_SECONDS ?? 60),
    webhookAllowPrivate: env.WEBHOOK_ALLOW_PRIVATE === '1',
    apiKeyRateLimit: Number(env.API_KEY_RATE_LIMIT ?? 600),
  }
}

/** TRUST_PROXY: unset = none, `true` = any, a number = that many hops, otherwise addresses/CIDRs (comma-separated). */
function parseTrustProxy(v: string | undefined): Config['trustProxy'] {
  if (!v || v === 'false' || v === '0') return false
  if (v === 'true') return true
  if (/^\d+$/.test(v)) return (_address, hop) => hop < Number(v)
  return v
}
