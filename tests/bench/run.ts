/**
 * Benchmark dispatcher: `npm run bench -- <name> [args]` runs tests/bench/<name>.ts (its default export).
 * Benchmarks print figures; they assert nothing about timing.
 */
const BENCHES: Record<string, () => Promise<{ default: (args: string[]) => Promise<void> }>> = {
  'lead-create': () => import('./lead-create.ts'),
  upload: () => import('./upload.ts'),
  'demo-seed': () => import('./demo-seed.ts'),
  resources: () => import('./resources.ts'),
  palette: () => import('./palette.ts'),
  bundle: () => import('./bundle.ts'),
  'leads-report': () => import('./leads-report.ts'),
  'csv-writer': () => import('./csv-writer.ts'),
  'leads-scroll': () => import('./leads-scroll.ts'),
  responsiveness: () => import('./responsiveness.ts'),
  'forgot-password': () => import('./forgot-password.ts'),
  load: () => import('./load.ts'),
  fuzz: () => import('./fuzz.ts'),
  scale: () => import('./scale.ts'),
  listings: () => import('./listings.ts'),
  events: () => import('./events.ts'),
  audit: () => import('./audit.ts'),
  routing: () => import('./routing.ts'),
  'sla-deadlines': () => import('./sla-deadlines.ts'),
  'field-sweep': () => import('./field-sweep.ts'),
  live: () => import('./live.ts'),
  reports: () => import('./reports.ts'),
  webhooks: () => import('./webhooks.ts'),
}

const [bench, ...args] = process.argv.slice(2)
if (!bench || !BENCHES[bench]) {
  console.error(`Usage: npm run bench -- <${Object.keys(BENCHES).join('|')}>`)
  process.exit(1)
}
await (await BENCHES[bench]()).default(args)
process.exit(0)

export {}
