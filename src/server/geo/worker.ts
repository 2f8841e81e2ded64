import type { RawFilter } from '../resources/filter.ts'
import { serveWorker } from '../workers.ts'
import { geoPage } from './page.ts'
import type { GeoSet } from './sets.ts'

/** The geography thread: builds the sets and their sort orders (seconds of CPU on first use) off the HTTP loop. */
serveWorker(({ set, filter }: { set: GeoSet; filter: RawFilter }) => geoPage(set, filter))
