import { readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { expect, it } from 'vitest'

const ROOT = join(import.meta.dirname, '../../..')

/** The modules a module loads when it runs: its static imports of files of the project, `import type` left out. */
function imports(file: string): { local: string[]; packages: string[] } {
  const text = readFileSync(file, 'utf8')
  const specs = [...text.matchAll(/^\s*(?:import|export)\s+(?!type\b)[^'"]*?from\s+'([^']+)'/gm)].map((m) => m[1])
  return {
    local: specs.filter((s) => s.startsWith('.')).map((s) => resolve(dirname(file), s)),
    packages: specs.filter((s) => !s.startsWith('.')),
  }
}

/**
 * The shipped geography (148,000 cities, 14,000 of them in the US) is loaded, searched and sorted only in
 * the geography thread (src/server/geo/worker.ts, started with `new URL`, not imported): on the server's
 * own loop the listing dictionaries' cities of a country held every other request for over a second.
 */
it('no module the server runs on its own loop loads country-state-city', () => {
  const seen = new Set<string>()
  const loaders: string[] = []
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    const { local, packages } = imports(file)
    if (packages.includes('country-state-city')) loaders.push(relative(ROOT, file))
    for (const f of local) if (f.endsWith('.ts')) visit(f)
  }
  visit(join(ROOT, 'src/server/main.ts'))
  expect(seen.size).toBeGreaterThan(100)
  expect(loaders).toEqual([])
})
