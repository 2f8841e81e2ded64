import fs from 'node:fs'
import path from 'node:path'
import { spawnSync } from 'node:child_process'
import { findChromium } from './chromium.ts'

/**
 * `npm test`: lint (Biome and knip, first: it takes seconds), type check, unit tests, API tests (PGlite, plus
 * PostgreSQL when TEST_DATABASE_URL is set), web build, browser tests. Runs every step, then prints one closing
 * line of test counts.
 * `npm test -- unit api` runs only the named steps.
 */
const root = path.resolve(import.meta.dirname, '..')
const out = path.join(root, '.tmp/test-reports')
fs.mkdirSync(out, { recursive: true })
const only = process.argv.slice(2)
const want = (step: string) => only.length === 0 || only.includes(step)

let passed = 0
let failed = 0
const failures: string[] = []

function run(name: string, cmd: string, args: string[], env: Record<string, string | undefined> = {}) {
  console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`)
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } })
  if (r.status !== 0) failures.push(name)
  return r.status === 0
}

function countVitest(file: string) {
  if (!fs.existsSync(file)) return
  const j = JSON.parse(fs.readFileSync(file, 'utf8'))
  passed += j.numPassedTests ?? 0
  failed += j.numFailedTests ?? 0
}

function countPlaywright(file: string) {
  if (!fs.existsSync(file)) return
  const j = JSON.parse(fs.readFileSync(file, 'utf8'))
  passed += j.stats?.expected ?? 0
  failed += (j.stats?.unexpected ?? 0) + (j.stats?.flaky ?? 0)
}

function vitest(project: string, report: string, env: Record<string, string | undefined> = {}) {
  fs.rmSync(report, { force: true })
  run(
    `${project} tests${env.TEST_DATABASE_URL === '' ? ' (PGlite)' : ''}`,
    'npx',
    ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile=${report}`],
    env,
  )
  countVitest(report)
}

if (want('lint')) run('lint', 'npm', ['run', '--silent', 'lint'])
if (want('typecheck')) run('type check', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json'])
if (want('unit')) vitest('unit', path.join(out, 'unit.json'))
if (want('api')) {
  // Always on the embedded engine; again on PostgreSQL when a server is given.
  vitest('api', path.join(out, 'api-pglite.json'), { TEST_DATABASE_URL: '' })
  if (process.env.TEST_DATABASE_URL) vitest('api', path.join(out, 'api-postgres.json'))
}
if (want('e2e')) {
  findChromium(true)
  if (run('web build', 'npx', ['vite', 'build'])) {
    const report = path.join(out, 'e2e.json')
    fs.rmSync(report, { force: true })
    run('browser tests', 'npx', ['playwright', 'test', '-c', 'tests/e2e/playwright.config.ts'], {
      PW_JSON_OUTPUT: report,
    })
    countPlaywright(report)
  }
}

if (failures.length) console.log(`\nFailed steps: ${failures.join(', ')}`)
console.log(`\ntests: ${passed} passed, ${failed} failed`)
process.exit(failures.length || failed ? 1 : 0)
