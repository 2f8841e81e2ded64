import net from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from './helpers/testApp.ts'

/**
 * Server timeouts: a client that goes silent midway through its request, or trickles
 * it for longer than the request may take, loses its connection instead of holding it forever.
 */
let t: TestApp
beforeAll(async () => {
  t = await startTestApp({ config: { idleTimeoutSeconds: 1, requestTimeoutSeconds: 2 } })
})
afterAll(() => t?.close())

/** Sends the start of a login request whose body never completes; resolves what the server sent when it closed. */
function partialRequest(trickleMs?: number): Promise<string> {
  const { port } = new URL(t.url)
  return new Promise((resolve, reject) => {
    let got = ''
    let timer: NodeJS.Timeout | undefined
    const socket = net.connect(Number(port), '127.0.0.1', () => {
      socket.write(
        'POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{"email":"',
      )
      if (trickleMs) timer = setInterval(() => socket.write('a'), trickleMs)
    })
    socket.on('data', (c) => (got += c.toString('latin1')))
    socket.on('error', () => {}) // a reset is a close too
    socket.on('close', () => {
      clearInterval(timer)
      resolve(got)
    })
    // Far beyond both timeouts (and Node's 30 s check of the request timeout): the server kept the socket.
    setTimeout(() => {
      clearInterval(timer)
      socket.destroy()
      reject(new Error('the server kept the connection of an unfinished request'))
    }, 50_000).unref()
  })
}

describe('server timeouts', () => {
  it('closes a connection whose request goes silent (idle timeout)', async () => {
    await partialRequest()
  }, 60_000)

  it('answers 408 to a request still arriving after the request timeout, however busy the client keeps it', async () => {
    expect(await partialRequest(300)).toMatch(/^HTTP\/1\.1 408/)
  }, 60_000)
})

describe('closing the server', () => {
  it('ends the connection of an answer in flight at close, instead of keeping it alive for the keep-alive time', async () => {
    const app = await startTestApp()
    const { port } = new URL(app.url)
    const body = JSON.stringify({ email: 'agent@demo.test', password: 'not-the-password' })
    let closed: Promise<void> | undefined
    // the server closes once the login (argon2: well over a millisecond) has arrived
    app.app.server.once('request', () => {
      closed = app.close()
    })
    const answer = await new Promise<string>((resolve) => {
      let got = ''
      const socket = net.connect(Number(port), '127.0.0.1', () =>
        socket.write(
          `POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
        ),
      )
      socket.on('data', (c) => (got += c.toString('latin1')))
      socket.on('error', () => {})
      // the server ends the socket after its answer; kept alive, this waits for the test's timeout
      socket.on('close', () => resolve(got))
    })
    expect(answer).toMatch(/^HTTP\/1\.1 401/)
    expect(answer).toMatch(/\r\nconnection: close\r\n/i)
    await closed
  })
})
