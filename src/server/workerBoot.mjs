// Entry of the server's worker threads (src/server/workers.ts): a worker does not inherit the caller's
// TypeScript loader (node --import tsx, Vitest), so tsx loads the worker's own module.
import { workerData } from 'node:worker_threads'
import { tsImport } from 'tsx/esm/api'

await tsImport(workerData.entry, import.meta.url)
