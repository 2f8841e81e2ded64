import path from 'node:path'
import { defineConfig } from '@playwright/test'
import { chromiumArgs, findChromium } from '../chromium.ts'
import { serverUrl } from './setup/servers.ts'

const root = path.resolve(import.meta.dirname, '../..')

/**
 * Browser tests against the real server (embedded database, demo data) in Debian's Chromium.
 * E2E_WORKERS workers (1 unless set: `npm test` sets it), each with a server and database of its own,
 * started by the global setup on ports E2E_PORT, E2E_PORT + 1, … (setup/servers.ts).
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: path.join(root, 'test-results'),
  // generous: a timeout catches a hang, and the machine is shared with other runs
  timeout: 120_000,
  // a context's first page loads the whole app: on a 2-core machine shared with other runs that takes a while
  expect: { timeout: 20_000 },
  // a file's tests run in order in one worker (a file may opt in to spreading: describe.configure)
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 1),
  retries: 0,
  reporter: process.env.PW_JSON_OUTPUT ? [['list'], ['json', { outputFile: process.env.PW_JSON_OUTPUT }]] : [['list']],
  globalSetup: './setup/globalSetup.ts',
  use: {
    // Playwright loads this file again in each worker, with the worker's TEST_PARALLEL_INDEX set: its own server
    baseURL: serverUrl(),
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
    trace: 'off',
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
})
