import http from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Profile } from '../../src/domain/profile.ts'
import { declaredRoutes, permits, type DeclaredRoute } from '../../src/server/http/access.ts'
import { startTestApp, type TestApp } from './helpers/testApp.ts'

/**
 * The access sweep: every registered route, called anonymously and as each demo role, answers as its
 * declared access says, and no spelling of its path (encoded, doubled or dotted slashes, case) lets
 * an unsigned or unprivileged caller through.
 */
const ID = '00000000-0000-4000-8000-000000000000'
const ROLES = ['admin', 'manager', 'agent', 'viewer'] as const

let t: TestApp
let routes: DeclaredRoute[]
const tokens = {} as Record<(typeof ROLES)[number], string>
const profiles = {} as Record<(typeof ROLES)[number], Profile>

beforeAll(async () => {
  t = await startTestApp()
  // Logging out ends the caller's session: it goes last.
  routes = [...declaredRoutes(t.app)].sort(
    (a, b) => Number(a.url === '/api/auth/logout') - Number(b.url === '/api/auth/logout'),
  )
  Object.assign(tokens, await t.demo())
  for (const role of ROLES) profiles[role] = (await t.request('GET', '/api/profile', { token: tokens[role] })).body.data
})
afterAll(() => t?.close())

/** The route's path with its parameters filled: ids with a uuid, a wildcard with a file name. */
function concrete(url: string): string {
  return url.replace(/:[A-Za-z]+/g, ID).replace(/\*$/, `x/${ID}.png`)
}

const encode = (seg: string) => [...seg].map((c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`).join('')

/** Spellings of a path that a router or a prefix test may read differently from the canonical one. */
function spellings(path: string): string[] {
  const segs = path.split('/').slice(1)
  const last = segs.length - 1
  const join = (s: string[]) => `/${s.join('/')}`
  return [
    join([`%${segs[0].charCodeAt(0).toString(16)}${segs[0].slice(1)}`, ...segs.slice(1)]),
    join(segs.map((s, i) => (i === last ? encode(s) : s))),
    join(segs.map(encode)),
    `/${path}`,
    join([segs[0], '', ...segs.slice(1)]),
    `/.${path}`,
    join([segs[0], '.', ...segs.slice(1)]),
    join([segs[0], 'x', '..', ...segs.slice(1)]),
    `/%2e${path}`,
    path.toUpperCase(),
    join([segs[0][0].toUpperCase() + segs[0].slice(1), ...segs.slice(1)]),
    `${path}/`,
    `${path};x=1`,
  ]
}

/** One request with the path sent byte for byte as given (fetch would normalise dots and case). */
function raw(method: string, path: string, token?: string): Promise<number> {
  const { port } = new URL(t.url)
  const body = method !== 'GET' && method !== 'HEAD' ? '{}' : undefined
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          // Node sends a DELETE body unframed unless its length is given.
          ...(body ? { 'content-type': 'application/json', 'content-length': String(body.length) } : {}),
        },
      },
      (res) => {
        // An event stream never ends: its status is its answer.
        if (res.headers['content-type']?.startsWith('text/event-stream')) {
          res.destroy()
          return resolve(res.statusCode!)
        }
        res.resume()
        res.on('end', () => resolve(res.statusCode!))
      },
    )
    req.on('error', () => resolve(0))
    req.end(body)
  })
}

/** Runs the calls a few at a time and returns every answer that broke its expectation. */
async function sweep(
  calls: Array<{ method: string; path: string; token?: string; ok: (status: number) => boolean; who: string }>,
) {
  const failures: string[] = []
  let next = 0
  await Promise.all(
    Array.from({ length: 6 }, async () => {
      while (next < calls.length) {
        const c = calls[next++]
        const status = await raw(c.method, c.path, c.token)
        if (!c.ok(status)) failures.push(`${c.who} ${c.method} ${c.path} -> ${status}`)
      }
    }),
  )
  return failures
}

// Thousands of requests each: minutes on a machine running the browser tests beside them. A timeout here
// catches a hang, not a slow machine.
const SWEEP_TIMEOUT = 900_000

describe('access sweep', () => {
  it('registers every API route with a declared access', () => {
    expect(routes.length).toBeGreaterThan(100)
    for (const r of routes) expect(r.access, `${r.method} ${r.url}`).toBeTypeOf('object')
  })

  // The sweeps grow with every route (each declared resource adds ~13): a minute or more on a busy machine.
  it('lets no spelling of a path past its declared access', { timeout: SWEEP_TIMEOUT }, async () => {
    const calls = routes
      .filter((r) => !r.access.public)
      .flatMap((r) => {
        // One signed-in caller the route refuses, if any: every role is refused by the same check.
        const refused = ROLES.find((role) => !permits(r.access, profiles[role]))
        return spellings(concrete(r.url)).flatMap((path) => [
          { method: r.method, path, who: 'anonymous', ok: (s: number) => s === 401 || s === 404 },
          ...(refused
            ? [
                {
                  method: r.method,
                  path,
                  token: tokens[refused],
                  who: refused,
                  ok: (s: number) => s === 403 || s === 404,
                },
              ]
            : []),
        ])
      })
    expect(await sweep(calls)).toEqual([])
  })

  // Last: it logs each role out.
  it('answers every route as its declaration says, anonymously and for each demo role', {
    timeout: SWEEP_TIMEOUT,
  }, async () => {
    const calls = routes.flatMap((r) => {
      const path = concrete(r.url)
      const anonymous = {
        method: r.method,
        path,
        who: 'anonymous',
        ok: (s: number) => (r.access.public ? s < 500 : s === 401),
      }
      return [
        anonymous,
        ...ROLES.flatMap((role) => {
          const allowed = r.access.public || permits(r.access, profiles[role])
          // HEAD runs its GET's handler: only its refusals are checked.
          if (allowed && r.method === 'HEAD') return []
          // 501: a call that needs an outside service this product has no connection to (listing sync,
          // permits); the fuzz test checks that answer names the service.
          return [
            {
              method: r.method,
              path,
              token: tokens[role],
              who: role,
              ok: (s: number) => (allowed ? s !== 401 && s !== 403 && (s < 500 || s === 501) : s === 403),
            },
          ]
        }),
      ]
    })
    expect(await sweep(calls)).toEqual([])
  })
})
