import http from 'node:http'
import https from 'node:https'
import { WEBHOOK_HEADERS, WEBHOOK_RESPONSE_KEEP, WEBHOOK_TIMEOUT_MS } from '../../domain/webhooks.ts'
import { signatureHeader } from './sign.ts'
import { guardedLookup, literalRefusal, RefusedTarget, type Resolve } from './targets.ts'

/** What one POST came to: the receiver's status and the first 2 kB of its answer, or why there was none. */
export interface PostResult {
  /** A 2xx answer within the timeout. */
  ok: boolean
  status: number | null
  body: string | null
  error: string | null
  durationMs: number
}

export interface SignedPost {
  url: string
  secret: string
  /** The JSON body, exactly as signed and sent. */
  body: string
  /** X-Agency-Event and X-Agency-Delivery. */
  event: string
  deliveryId: string
}

export interface PostRules {
  allowPrivate: boolean
  resolve?: Resolve
  timeoutMs?: number
}

// Sockets kept open between deliveries to one receiver (a burst of events is one connection, not hundreds).
const agents = { 'http:': new http.Agent({ keepAlive: true }), 'https:': new https.Agent({ keepAlive: true }) }
/** A receiver's answer beyond this is not read (the socket is closed instead of drained). */
const DRAIN_LIMIT = 64 * 1024

/**
 * POSTs a signed event to a receiver (webhooks; an automation's webhook step): the signature of this moment
 * (sign.ts), the address checked again at connect time (targets.ts: a refused one is never connected to), no
 * redirect followed, and at most 10 s for the whole exchange. Never throws: the outcome is the answer.
 */
export function postSigned(p: SignedPost, rules: PostRules): Promise<PostResult> {
  const started = performance.now()
  const ms = () => Math.round(performance.now() - started)
  return new Promise<PostResult>((resolve) => {
    let settled = false
    let timer: NodeJS.Timeout | undefined
    const done = (r: Omit<PostResult, 'durationMs'>) => {
      if (settled) return
      settled = true
      resolve({ ...r, durationMs: ms() })
    }
    const fail = (err: unknown) => done({ ok: false, status: null, body: null, error: failureText(err, rules) })
    let url: URL
    try {
      url = new URL(p.url)
    } catch (err) {
      fail(err)
      return
    }
    const refused = literalRefusal(url.hostname, rules.allowPrivate)
    if (refused) {
      fail(refused)
      return
    }
    const req = (url.protocol === 'https:' ? https : http).request(url, {
      method: 'POST',
      agent: agents[url.protocol as 'http:' | 'https:'],
      lookup: guardedLookup(rules.allowPrivate, rules.resolve),
      headers: {
        'Content-Type': 'application/json',
        'Content-Length': Buffer.byteLength(p.body),
        'User-Agent': 'AgencyConsole-Webhooks/1',
        [WEBHOOK_HEADERS.event]: p.event,
        [WEBHOOK_HEADERS.delivery]: p.deliveryId,
        // signed now: a retry carries a fresh timestamp, so receivers may refuse old ones
        [WEBHOOK_HEADERS.signature]: signatureHeader(p.secret, p.body, Math.floor(Date.now() / 1000)),
      },
    })
    // the whole exchange (connect, answer) within the timeout; the socket is closed when it runs out
    let response: http.IncomingMessage | undefined
    timer = setTimeout(() => {
      if (response) response.destroy()
      else req.destroy(Object.assign(new Error('timeout'), { name: 'TimeoutError' }))
    }, rules.timeoutMs ?? WEBHOOK_TIMEOUT_MS)
    req.on('close', () => {
      if (!response) clearTimeout(timer)
    })
    req.on('error', fail)
    req.on('response', (res) => {
      response = res
      const status = res.statusCode ?? 0
      const chunks: Buffer[] = []
      let kept = 0
      let read = 0
      const answer = () => {
        const body = Buffer.concat(chunks).subarray(0, WEBHOOK_RESPONSE_KEEP)
        done({
          ok: status >= 200 && status < 300,
          status,
          // a cut multi-byte character at the end reads as U+FFFD: stored text, never half a character
          body: body.toString('utf8'),
          error: status >= 200 && status < 300 ? null : `The receiver answered ${status}.`,
        })
      }
      res.on('data', (chunk: Buffer) => {
        read += chunk.length
        if (kept < WEBHOOK_RESPONSE_KEEP) {
          chunks.push(chunk)
          kept += chunk.length
        }
        // enough kept: answer now, and stop reading a long answer (the socket is closed, not reused)
        if (kept >= WEBHOOK_RESPONSE_KEEP) answer()
        if (read > DRAIN_LIMIT) res.destroy()
      })
      res.on('end', answer)
      res.on('error', () => answer())
      res.on('close', () => {
        clearTimeout(timer)
        answer()
      })
    })
    req.end(p.body)
  })
}

/** The sentence a failed attempt records (server-made, in English, as mail errors are). */
function failureText(err: unknown, rules: PostRules): string {
  const e = err as NodeJS.ErrnoException
  if (err instanceof RefusedTarget) return e.message
  if (e?.name === 'TimeoutError')
    return `No answer within ${Math.round((rules.timeoutMs ?? WEBHOOK_TIMEOUT_MS) / 1000)} s.`
  if (e?.code === 'ECONNREFUSED') return 'The receiver refused the connection.'
  if (e?.code === 'ENOTFOUND' || e?.code === 'EAI_AGAIN') return 'The receiver’s host could not be found.'
  if (e?.code === 'ECONNRESET') return 'The receiver closed the connection.'
  return String(e?.message ?? err).slice(0, 500)
}
