import { spawnSync } from 'node:child_process'

/**
 * The fuzz run at any size: `npm run bench -- fuzz [requests] [seed]` runs tests/api/fuzz.test.ts with
 * FUZZ_REQUESTS (default 20,000) and FUZZ_SEED (default: a new one, printed). It keeps the test's
 * bar (any 5xx or unanswered request fails it) and prints each request that broke it; with
 * TEST_DATABASE_URL set it runs against that PostgreSQL instead of PGlite.
 */
export default async function fuzz(args: string[]) {
  const requests = args[0] ?? '20000'
  const seed = args[1] ?? String(Math.floor(Math.random() * 1e9))
  console.log(
    `fuzz: ${requests} requests, seed ${seed}, engine ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`,
  )
  const run = spawnSync('npx', ['vitest', 'run', '--project', 'api', 'tests/api/fuzz.test.ts'], {
    stdio: 'inherit',
    env: { ...process.env, FUZZ_REQUESTS: requests, FUZZ_SEED: seed },
  })
  if (run.status !== 0) process.exit(run.status ?? 1)
}
