import http from 'node:http'
import type { AddressInfo } from 'node:net'

/** One POST a test receiver got: its headers and its body exactly as sent (what the signature covers). */
export interface Received {
  headers: http.IncomingHttpHeaders
  body: string
  json: any
}

/**
 * A real HTTP receiver on a loopback port, started by the test: it records every request and answers with
 * what `answer` says (200 "ok" by default), so a test sees exactly what a customer's endpoint would.
 */
export async function startReceiver(
  answer: (r: Received, n: number) => { status: number; body?: string } = () => ({ status: 200, body: 'ok' }),
) {
  const received: Received[] = []
  const waiters: Array<() => void> = []
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8')
      let json: any = null
      try {
        json = JSON.parse(body)
      } catch {
        /* the test sees the raw body */
      }
      const r = { headers: req.headers, body, json }
      received.push(r)
      const a = state.answer(r, received.length)
      res.writeHead(a.status, { 'content-type': 'text/plain' }).end(a.body ?? '')
      for (const w of waiters.splice(0)) w()
    })
  })
  const state = { answer }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  return {
    port,
    url: `http://127.0.0.1:${port}/hook`,
    received,
    /** Changes what the receiver answers from now on. */
    answerWith(f: typeof answer) {
      state.answer = f
    },
    /** Resolves once at least `n` requests arrived. */
    async until(n: number) {
      while (received.length < n) await new Promise<void>((r) => waiters.push(r))
      return received
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
