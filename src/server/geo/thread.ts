import type { FastifyInstance } from 'fastify'
import { HttpError } from '../http/errors.ts'
import { startWorker, type WorkerClient } from '../workers.ts'
import type { PlacesRequest } from './sets.ts'

export interface PlacesThread {
  /** The answer's JSON text; a refusal made in the thread is thrown as the same HttpError. */
  call(req: PlacesRequest): Promise<string>
}

const threads = new WeakMap<object, PlacesThread & { close(): Promise<void> }>()

/**
 * The one geography thread of a server (geo/worker.ts), shared by the places API and the listing
 * dictionaries: started on first use, started again if it failed, stopped when the server closes.
 */
export function placesThread(app: FastifyInstance): PlacesThread {
  let thread = threads.get(app.server)
  if (!thread) {
    let worker: WorkerClient<PlacesRequest> | undefined
    thread = {
      async call(req) {
        if (!worker || worker.failure()) worker = startWorker(new URL('./worker.ts', import.meta.url))
        try {
          return await worker.call(req)
        } catch (e) {
          const { statusCode, message, errors } = e as Partial<HttpError>
          throw typeof statusCode === 'number' ? new HttpError(statusCode, message ?? '', errors) : e
        }
      },
      async close() {
        await worker?.terminate()
        worker = undefined
      },
    }
    threads.set(app.server, thread)
  }
  const { close } = thread
  app.addHook('onClose', async () => close())
  return thread
}
