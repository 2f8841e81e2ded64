import { serveWorker } from '../workers.ts'
import { dictionaryOptions } from './options.ts'
import { geoPage } from './page.ts'
import type { PlacesRequest } from './sets.ts'

/**
 * The geography thread: builds the sets and their sort orders (seconds of CPU on first use) off the HTTP
 * loop, filters them a few thousand rows at a time (page.ts), merges the listing dictionaries' big lists,
 * and writes the answers' JSON too.
 */
serveWorker(async (req: PlacesRequest) =>
  req.kind === 'options'
    ? dictionaryOptions(req.shipped, req.own, req.filter)
    : JSON.stringify(await geoPage(req.set, req.filter)),
)
