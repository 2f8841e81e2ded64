/// <reference types="vitest/config" />
// from vite, not vitest/config: `npm start` builds the web app with this file where only dependencies are installed
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { noServerCode } from './tests/noServerCode.ts'

const apiPort = process.env.API_PORT ?? '3000'

export default defineConfig({
  plugins: [react(), tailwindcss(), noServerCode()],
  resolve: { tsconfigPaths: true },
  server: { proxy: { '/api': `http://127.0.0.1:${apiPort}` } },
  build: { outDir: 'dist', emptyOutDir: true, reportCompressedSize: true },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          // Files share a worker's modules and its jsdom (files that need a DOM say so in their first line):
          // re-importing them and building jsdom for each file cost ten times the tests' own CPU, and on two
          // cores that starved the tests running beside it past their timeout. No unit test mocks modules;
          // stubbed globals are put back after each test.
          isolate: false,
          unstubGlobals: true,
          // A timeout catches a hang: a rendering test takes about 1 s of CPU, several times that on a
          // machine shared with other runs, and 5 s made it a speed limit.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/api/setup/globalSetup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          maxWorkers: 2,
        },
      },
    ],
  },
})
