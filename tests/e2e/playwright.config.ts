import path from 'node:path'
import { defineConfig } from '@playwright/test'
import { chromiumArgs, findChromium } from '../chromium.ts'

const port = Number(process.env.E2E_PORT ?? 3199)
const root = path.resolve(import.meta.dirname, '../..')
// E2E_DATA_DIR: a run beside another one in the same checkout (each webServer empties its own).
const dataDir = process.env.E2E_DATA_DIR ?? path.join(root, '.tmp/e2e-data')

/** Browser tests against the real server (embedded database, demo data) in Debian's Chromium. */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: path.join(root, 'test-results'),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.PW_JSON_OUTPUT ? [['list'], ['json', { outputFile: process.env.PW_JSON_OUTPUT }]] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
    trace: 'off',
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    // A fresh embedded database each run, seeded with the demo agency on start.
    command: `rm -rf ${dataDir} && node --import tsx src/server/main.ts`,
    cwd: root,
    url: `http://127.0.0.1:${port}/api/health`,
    // webhooks may post to the receiver a spec starts on loopback
    env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', WEBHOOK_ALLOW_PRIVATE: '1' },
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
  },
})
