import type { RawFilter } from '../resources/filter.ts'
import { serveWorker } from '../workers.ts'
import { geoPage } from './page.ts'
import type { GeoSet } from './sets.ts'

/**
 * The geography thread: builds the sets and their sort orders (seconds of CPU on first use) off the HTTP
 * loop, and the answer's JSON too (10,000 cities are over a megabyte).
 */
serveWorker(({ set, filter }: { set: GeoSet; filter: RawFilter }) => JSON.stringify(geoPage(set, filter)))
