import type { SeedOptions } from '../../../src/server/db/seed/demo.ts'

/** The demo seed, smaller, for the API test template. */
export const TEST_SEED: SeedOptions = { leadsPerAsset: 600 }
