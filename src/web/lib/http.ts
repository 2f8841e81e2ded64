import { getDefaultStore } from 'jotai'
import { navigate } from 'wouter/use-browser-location'
import { ASSET_HEADER, ASSET_MISMATCH } from '../../domain/activeAsset.ts'
import { displayTimeZone } from '../../domain/format.ts'
import { currentLanguage } from '../../domain/i18n/index.ts'
import type { Profile } from '../../domain/profile.ts'
import { reloadAssetData } from './assetData.ts'
import { loadSession } from './session.ts'
import { activeAssetIdAtom, endSession, setProfile } from '../state/session.ts'
import { toast } from '../ui/toast.tsx'

/** An API failure: the server's body ({statusCode, message, errors}) with the status attached. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly statusCode: number,
    readonly errors?: { path: string; message: string }[],
    readonly data?: unknown,
    readonly code?: string,
  ) {
    super(message)
  }
}

export const INTERRUPTED = 'The request is being interrupted. It may be due to Server Down or Internet Disconnected'

export interface RequestOptions {
  body?: unknown
  query?: Record<string, unknown>
  signal?: AbortSignal
  /** Return the raw Response (files, CSV) instead of parsing JSON. */
  raw?: boolean
  /** A 403 is an expected answer here (e.g. a failed permission on a form): no redirect to /forbidden. */
  allow403?: boolean
  /** A bearer token other than the session's (e.g. the e-mailed reset-password token). */
  token?: string
  /** More request headers (e.g. a create's Idempotency-Key). */
  headers?: Record<string, string>
  /** The asset the request acts in when not the one the page shows now (a cached key's asset). */
  asset?: string | null
}

// The asset's time zone when it names one (the dates shown and the report's "Today" agree), else the browser's.
function timeZone() {
  try {
    return displayTimeZone() ?? Intl.DateTimeFormat().resolvedOptions().timeZone
  } catch {
    return 'UTC'
  }
}

/** Query string with objects (the `filter` JSON) serialized as JSON. */
export function toQuery(query?: Record<string, unknown>): string {
  if (!query) return ''
  const entries = Object.entries(query).filter(([, v]) => v !== undefined && v !== null)
  if (!entries.length) return ''
  return `?${new URLSearchParams(entries.map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])).toString()}`
}

let following: Promise<Profile> | null = null

/**
 * The server refused a request because this page showed another asset than its session works in: the
 * session switched in another tab whose message this one missed. The page takes the session's profile
 * and its asset's data, and says so, once for any number of refused requests.
 */
function followSessionAsset(): Promise<Profile> {
  following ??= http<{ data: Profile }>('GET', '/api/profile')
    .then(({ data }) => {
      setProfile(data)
      void reloadAssetData(data.activeAsset?._id)
      return data
    })
    .finally(() => {
      following = null
    })
  return following
}

/**
 * The one HTTP layer (spec 2 §7, §8): X-Timezone and X-Language on every call, the bearer token only to
 * the API's own origin with the asset this page shows (ASSET_HEADER); 401 clears the session and goes to
 * /auth/login, 403 goes to /forbidden, 409 for another asset than the session's makes the page follow
 * the session, no response becomes INTERRUPTED, other errors carry the server's body.
 */
/** An answer a caller reads without naming its type: the server's schemas say what it holds. */
// biome-ignore lint/suspicious/noExplicitAny: a caller that names no type reads the answer as the API sends it
export type ApiAnswer = any

export async function http<T = ApiAnswer>(method: string, path: string, opts: RequestOptions = {}): Promise<T> {
  const url = new URL(path + toQuery(opts.query), window.location.origin)
  const headers: Record<string, string> = { ...opts.headers, 'X-Timezone': timeZone(), 'X-Language': currentLanguage() }
  const token = opts.token ?? loadSession()?.accessToken
  const actsIn = opts.asset !== undefined ? opts.asset : getDefaultStore().get(activeAssetIdAtom)
  if (token && url.origin === window.location.origin && url.pathname.startsWith('/api/')) {
    headers.Authorization = `Bearer ${token}`
    if (actsIn) headers[ASSET_HEADER] = actsIn
  }
  let body: BodyInit | undefined
  if (opts.body instanceof FormData) body = opts.body
  else if (opts.body !== undefined) {
    body = JSON.stringify(opts.body)
    headers['Content-Type'] = 'application/json'
  }
  let res: Response
  try {
    res = await fetch(url, { method, headers, body, signal: opts.signal })
  } catch (e) {
    if ((e as Error).name === 'AbortError') throw e
    throw new ApiError(INTERRUPTED, 0, undefined, undefined, (e as Error).name || 'UNKNOWN_ERROR')
  }
  if (res.status === 401) {
    endSession()
    if (!window.location.pathname.startsWith('/auth')) navigate('/auth/login')
  } else if (res.status === 403 && !opts.allow403) {
    navigate('/forbidden')
  }
  if (opts.raw && res.ok) return res as T
  const text = await res.text()
  let json: ApiAnswer = null
  try {
    json = text ? JSON.parse(text) : null
  } catch {
    json = { message: text }
  }
  // Followed only while the page shows the asset the request acted in (not for a request sent before this
  // page's own switch, nor for another asset's cached key).
  if (res.status === 409 && json?.message === ASSET_MISMATCH && actsIn === getDefaultStore().get(activeAssetIdAtom)) {
    const name = (await followSessionAsset()).activeAsset?.name ?? 'another asset'
    toast.warning(`Your session was switched to ${name} elsewhere: this page now shows ${name}.`)
    throw new ApiError(`Not done: this page showed another asset than your session works in (${name}).`, 409)
  }
  if (!res.ok) throw new ApiError(json?.message ?? res.statusText ?? 'Error', res.status, json?.errors, json?.data)
  return json as T
}

export const api = {
  get: <T = ApiAnswer>(path: string, query?: Record<string, unknown>, signal?: AbortSignal) =>
    http<T>('GET', path, { query, signal }),
  post: <T = ApiAnswer>(path: string, body?: unknown, headers?: Record<string, string>) =>
    http<T>('POST', path, { body, headers }),
  patch: <T = ApiAnswer>(path: string, body?: unknown) => http<T>('PATCH', path, { body }),
  del: <T = ApiAnswer>(path: string, query?: Record<string, unknown>) => http<T>('DELETE', path, { query }),
}
