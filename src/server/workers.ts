import { parentPort, Worker, workerData } from 'node:worker_threads'

/**
 * Work that would stop the HTTP loop (the embedded database, geography sorts) runs in worker threads.
 * startWorker (main thread) and serveWorker (in the worker) are the one request/answer protocol:
 * numbered requests, answers or errors whose fields survive the thread boundary as plain data.
 */
type Answer = { id: number } & ({ ok: true; value: unknown } | { ok: false; error: Record<string, unknown> })
/** A message the worker sends on its own (a database notification), not an answer to a request. */
type Push = { push: unknown }

export interface WorkerClient<Req> {
  /** Resolves once the worker serves requests; rejects if it failed to start. */
  ready: Promise<void>
  /** The answer is what the worker's handler returned for this request: the caller names its type. */
  call<T = unknown>(req: Req): Promise<T>
  /** Receives what the worker sends on its own (workerPush); one receiver. */
  onPush<M>(receive: (message: M) => void): void
  /** Why the worker stopped (it failed or was stopped), or undefined while it runs. */
  failure(): Error | undefined
  terminate(): Promise<void>
}

/** Starts entry (a module calling serveWorker) in a worker thread; `data` is its workerData.data. */
export function startWorker<Req>(entry: URL, data?: unknown): WorkerClient<Req> {
  const worker = new Worker(new URL('./workerBoot.mjs', import.meta.url), { workerData: { entry: entry.href, data } })
  const pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void; stack?: string }>()
  let nextId = 1
  let failure: Error | undefined
  let receive: (message: unknown) => void = () => {}
  const ready = new Promise<void>((resolve, reject) => pending.set(0, { resolve: () => resolve(), reject }))
  ready.catch(() => {}) // also reported to every call

  worker.on('message', (a: Answer | Push) => {
    if ('push' in a) return receive(a.push)
    const p = pending.get(a.id)
    if (!p) return
    pending.delete(a.id)
    if (!pending.size) worker.unref() // an idle worker does not keep the process alive
    if (a.ok) p.resolve(a.value)
    else
      p.reject(
        Object.assign(new Error(String(a.error.message)), a.error, {
          stack: `${a.error.name}: ${a.error.message}${p.stack ?? ''}`,
        }),
      )
  })
  const fail = (e: Error) => {
    failure ??= e
    for (const p of pending.values()) p.reject(failure)
    pending.clear()
  }
  worker.on('error', fail)
  worker.on('exit', (code) => fail(new Error(`A worker thread stopped (exit code ${code})`)))

  return {
    ready,
    failure: () => failure,
    onPush(r) {
      receive = r as (message: unknown) => void
    },
    call(req) {
      if (failure) return Promise.reject(failure)
      const id = nextId++
      return new Promise((resolve, reject) => {
        // The caller's stack, so an error points at the call that failed rather than at the thread's port.
        pending.set(id, {
          resolve: resolve as (v: unknown) => void,
          reject,
          stack: new Error().stack?.replace(/^[^\n]*/, ''),
        })
        worker.ref()
        worker.postMessage({ id, req })
      })
    },
    async terminate() {
      await worker.terminate()
    },
  }
}

/** The worker's data (startWorker's `data`). */
export const workerInput = <T>(): T => (workerData as { data: T }).data

/** In a worker: answers each request with handle's result, or its error as plain fields. */
export function serveWorker<Req>(handle: (req: Req) => unknown) {
  const port = parentPort!
  port.on('message', async ({ id, req }: { id: number; req: Req }) => {
    let answer: Answer
    try {
      answer = { id, ok: true, value: await handle(req) }
    } catch (e) {
      answer = { id, ok: false, error: errorData(e) }
    }
    port.postMessage(answer)
  })
  port.postMessage({ id: 0, ok: true, value: null } satisfies Answer)
}

/** In a worker: sends a message the main thread did not ask for (WorkerClient.onPush). */
export function workerPush(message: unknown) {
  parentPort!.postMessage({ push: message } satisfies Push)
}

/** An error's message and the own fields that can cross the boundary (PostgreSQL's code, constraint…; an HTTP status). */
function errorData(e: unknown): Record<string, unknown> {
  if (!(e instanceof Error)) return { name: 'Error', message: String(e) }
  const fields: Record<string, unknown> = { name: e.name, message: e.message }
  for (const [k, v] of Object.entries(e)) {
    try {
      fields[k] = structuredClone(v)
    } catch {
      // functions (a query's parsers) stay behind
    }
  }
  return fields
}
