import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * The API files that take longest (each a minute or more on PGlite on a busy machine, 2026-11-29), slowest
 * first. They start first, so no long file starts last and runs alone while the other workers idle; on a
 * fresh checkout vitest has no durations of its own to order by. Other files keep vitest's order.
 */
const SLOW = [
  'seed-lead-form',
  'access-sweep',
  'registry',
  'export-limits',
  'lead-pool-notices',
  'live-row-counts',
  'leads-report-range-counts',
  'leads-report-agent-sort',
  'fuzz',
  'notifications',
  'events-stream',
  'content-forms',
  'i18n-refusals',
  'seed',
  'auth-throttle',
  'lead-pool-editor',
  'hostile-input',
]

const rank = (spec: TestSpecification) => {
  const i = SLOW.findIndex((name) => spec.moduleId.endsWith(`/tests/api/${name}.test.ts`))
  return i < 0 ? SLOW.length : i
}

export class SlowFirst extends BaseSequencer {
  async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b))
  }
}
