import fs from 'node:fs'
import path from 'node:path'
import Fastify, { LogController, type FastifyInstance } from 'fastify'
import fastifyStatic from '@fastify/static'
import type { Config } from './config.ts'
import { installActor } from './audit/actor.ts'
import { installAccess } from './http/access.ts'
import { installErrorHandler } from './http/errors.ts'
import { installRequestLanguage } from './http/language.ts'
import { installSecurityHeaders } from './http/securityHeaders.ts'
import { loggedUrl } from './http/loggedUrl.ts'
import { installInputRule } from './http/input.ts'
import { routeModules } from './routes.ts'
import { distDir } from './build.ts'
import type { AppDeps } from './appDeps.ts'
import { installJobs } from './jobs/install.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** The server's settings, for code that has the request but not AppDeps. */
    config: Config
    /** Each timer's first run (its catch-up, scheduling/ticker.ts), which the start does not wait for; tests do. */
    catchUps: Promise<void>[]
  }
}

export { distDir }

/**
 * The whole server: the API under /api (each area's routes listed in routes.ts) and, when built, the
 * web app at / with a history fallback so deep links load the app. `logStream`: where log lines go instead
 * of stdout (tests read them).
 */
export async function buildApp(
  deps: AppDeps,
  opts: { logger?: boolean; logStream?: { write(line: string): void } } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger === false ? false : { level: deps.config.logLevel, stream: opts.logStream },
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 2 * 1024 * 1024,
    trustProxy: deps.config.trustProxy,
    // No socket is held forever: a stalled download or a silent client is cut after the idle time, a
    // request body must arrive within the request time, and an idle keep-alive socket outlives a
    // proxy's usual 60 s idle timeout (else the proxy may reuse a socket the server is closing).
    connectionTimeout: deps.config.idleTimeoutSeconds * 1000,
    requestTimeout: deps.config.requestTimeoutSeconds * 1000,
    keepAliveTimeout: 72_000,
    // Node enforces the request timeout only when the headers' timeout is not longer, and checks both
    // every connectionsCheckingInterval (30 s by default: a quarter of the request timeout at most).
    http: {
      headersTimeout: Math.min(60_000, deps.config.requestTimeoutSeconds * 1000),
      connectionsCheckingInterval: Math.min(30_000, deps.config.requestTimeoutSeconds * 250),
    },
  })
  app.decorate('config', deps.config)
  // An answer still in flight when the server closes ends its connection: kept alive, the idle socket would
  // hold the closing process for the whole keep-alive time.
  let closing = false
  app.addHook('preClose', async () => {
    closing = true
  })
  app.addHook('onSend', async (_req, reply) => {
    if (closing) reply.header('connection', 'close')
  })
  app.decorate('catchUps', [] as Promise<void>[])
  // One structured line per request, with status and duration.
  app.addHook('onResponse', async (req, reply) => {
    req.log.info(
      { method: req.method, url: loggedUrl(req.url), statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime) },
      'request',
    )
  })
  await installSecurityHeaders(app, deps.config)
  await installRequestLanguage(app)
  installErrorHandler(app)
  installAccess(app, deps.db, deps.config)
  installInputRule(app)
  installActor(app)
  installJobs(app, deps)

  app.get('/api/health', { config: { access: { public: true } } }, async () => {
    await deps.db.ping()
    return { data: { status: 'ok', engine: deps.db.engine } }
  })
  // What the console needs to know about its environment (browser-side keys only).
  app.get('/api/env', { config: { access: { public: true } } }, async () => ({
    data: {
      appEnv: deps.config.appEnv,
      intercomAppId: deps.config.intercomAppId ?? null,
      mapsApiKey: deps.config.mapsApiKey ?? null,
    },
  }))

  for (const mod of routeModules) await app.register(async (scope) => mod(scope, deps))

  const hasDist = fs.existsSync(path.join(distDir, 'index.html'))
  if (hasDist) {
    // The plugin only sends files: they are served by one route that, like every route, declares its access.
    await app.register(fastifyStatic, { root: distDir, serve: false, index: false })
    const files = new Set(
      fs
        .readdirSync(distDir, { recursive: true, withFileTypes: true })
        .filter((d) => d.isFile())
        .map((d) => path.relative(distDir, path.join(d.parentPath, d.name)).split(path.sep).join('/')),
    )
    app.get('/*', { config: { access: { public: true } } }, (req, reply) => {
      const file = (req.params as { '*': string })['*']
      return files.has(file) ? reply.sendFile(file) : reply.callNotFound()
    })
  }
  app.setNotFoundHandler((req, reply) => {
    if (isApiPath(req.url) || req.method !== 'GET' || !hasDist) {
      return reply
        .status(404)
        .send({ statusCode: 404, message: `Route ${req.method}:${req.url.split('?')[0]} not found` })
    }
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html')
  })
  return app
}

/** Whether a path names the API however it is spelled (encoded, doubled or dotted slashes, any case). */
function isApiPath(url: string): boolean {
  let p = url.split('?')[0]
  try {
    p = decodeURIComponent(p)
  } catch {
    // malformed escapes: judged as sent
  }
  return /^\/api(\/|;|$)/.test(path.posix.normalize(p.toLowerCase()))
}
