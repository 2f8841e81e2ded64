import { defineConfig, mergeConfig } from 'vitest/config'
import viteConfig from './vite.config.ts'
import { SlowFirst } from './tests/api/setup/slowFirst.ts'

/** The tests' configuration on top of the web build's (vite.config.ts, which `npm start` loads without devDependencies). */
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      sequence: { sequencer: SlowFirst },
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
            // Files share a worker's modules (no API test mocks one): the server's few hundred modules are
            // imported once per worker, not once per file. Each file still starts its own server and database.
            isolate: false,
            testTimeout: 30_000,
            hookTimeout: 120_000,
            maxWorkers: 2,
          },
        },
      ],
    },
  }),
)
