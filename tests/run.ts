import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { spawn } from 'node:child_process'
import { findChromium } from './chromium.ts'

/**
 * `npm test`: lint (Biome and knip: it takes seconds), type check, unit tests, API tests (PGlite, plus PostgreSQL
 * when TEST_DATABASE_URL is set), web build, browser tests. Runs every step, then prints one closing line of test
 * counts. `npm test -- unit api` runs only the named steps (lint, typecheck, unit, api, e2e).
 *
 * The steps run side by side in two lanes, each about one core's work: lint, the type check, the unit and the
 * API tests one after the other in the first, the web build and the browser tests (whose global setup
 * seeds the demo on one core for a minute) in the second. A step's output is printed in one piece when it
 * ends. TEST_SERIAL=1 runs the steps one after the other, their output as it comes.
 */
const root = path.resolve(import.meta.dirname, '..')
const out = path.join(root, '.tmp/test-reports')
fs.mkdirSync(out, { recursive: true })
const only = process.argv.slice(2)
const want = (step: string) => only.length === 0 || only.includes(step)
const serial = process.env.TEST_SERIAL === '1'

let passed = 0
let failed = 0
const failures: string[] = []
const started = Date.now()
const clock = () => `${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s`

interface Step {
  name: string
  cmd: string
  args: string[]
  env?: Record<string, string | undefined>
  /** Adds the step's tests to the closing count. */
  count?: () => void
}

/** Runs a step; its output goes to the terminal as it comes (serial) or in one piece when it ends. */
function run(step: Step): Promise<boolean> {
  return new Promise((resolve) => {
    const t0 = Date.now()
    const line = `${step.cmd} ${step.args.join(' ')}`
    if (serial) console.log(`\n=== ${step.name}: ${line}`)
    else console.log(`${clock()}  started ${step.name}`)
    const child = spawn(step.cmd, step.args, {
      cwd: root,
      stdio: serial ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...(serial ? {} : { FORCE_COLOR: '1' }), ...step.env },
    })
    const chunks: Buffer[] = []
    child.stdout?.on('data', (c: Buffer) => chunks.push(c))
    child.stderr?.on('data', (c: Buffer) => chunks.push(c))
    child.on('close', (code) => {
      const ok = code === 0
      const took = `${((Date.now() - t0) / 1000).toFixed(0)} s`
      if (!serial) {
        console.log(`\n=== ${step.name}: ${line}`)
        process.stdout.write(Buffer.concat(chunks))
      }
      console.log(`${clock()}  ${ok ? 'passed' : 'FAILED'} ${step.name} (${took})`)
      if (!ok) failures.push(step.name)
      step.count?.()
      resolve(ok)
    })
  })
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

function vitest(
  name: string,
  project: string,
  report: string,
  env: Record<string, string | undefined> = {},
  extra: string[] = [],
): Step {
  fs.rmSync(report, { force: true })
  return {
    name,
    cmd: 'npx',
    args: [
      'vitest',
      'run',
      '--project',
      project,
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${report}`,
      ...extra,
    ],
    env,
    count: () => countVitest(report),
  }
}

/** Browser test workers, each with a server and database of its own: as many as the cores, at least 2. */
const e2eWorkers = process.env.E2E_WORKERS ?? String(Math.max(2, os.availableParallelism()))

const first: Step[] = []
if (want('lint')) first.push({ name: 'lint', cmd: 'npm', args: ['run', '--silent', 'lint'] })
if (want('typecheck')) first.push({ name: 'type check', cmd: 'npx', args: ['tsc', '--noEmit', '-p', 'tsconfig.json'] })
if (want('unit')) first.push(vitest('unit tests', 'unit', path.join(out, 'unit.json')))
if (want('api')) {
  // Always on the embedded engine; again on PostgreSQL when a server is given.
  first.push(vitest('api tests (PGlite)', 'api', path.join(out, 'api-pglite.json'), { TEST_DATABASE_URL: '' }))
  if (process.env.TEST_DATABASE_URL)
    first.push(vitest('api tests (PostgreSQL)', 'api', path.join(out, 'api-postgres.json')))
}
const second: Step[] = []
if (want('e2e')) {
  findChromium(true)
  const report = path.join(out, 'e2e.json')
  fs.rmSync(report, { force: true })
  second.push({ name: 'web build', cmd: 'npx', args: ['vite', 'build'] })
  second.push({
    name: 'browser tests',
    cmd: 'npx',
    args: ['playwright', 'test', '-c', 'tests/e2e/playwright.config.ts'],
    env: { PW_JSON_OUTPUT: report, E2E_WORKERS: e2eWorkers },
    count: () => countPlaywright(report),
  })
}

/** A lane runs its steps in order; browser tests need the web build, so a failed build ends its lane. */
async function lane(steps: Step[]) {
  for (const step of steps) {
    const ok = await run(step)
    if (!ok && step.name === 'web build') return
  }
}

if (serial) await lane([...first, ...second])
else await Promise.all([lane(first), lane(second)])

if (failures.length) console.log(`\nFailed steps: ${failures.join(', ')}`)
console.log(`\nall steps in ${clock().trim()}`)
console.log(`tests: ${passed} passed, ${failed} failed`)
process.exit(failures.length || failed ? 1 : 0)
