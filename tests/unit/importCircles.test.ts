import fs from 'node:fs'
import path from 'node:path'
import { expect, it } from 'vitest'

/**
 * No module imports itself back, at run time or for types only. A runtime circle loads one of its modules
 * half-initialized (an extension importing the generic layer that imports the registry that imports the
 * extension: a `const` read before it is set); a type-only circle is a shared type living in a module that
 * imports its users (route modules taking AppDeps from app.ts), which should be a module of its own.
 * A lazy `import()` is no load-time edge, so the runtime check leaves it out; the type check counts it (a page
 * loaded lazily by routes.tsx taking PageProps from routes.tsx is still a module importing its importer).
 */
const root = path.resolve(import.meta.dirname, '../..')
const ALIASES: Record<string, string> = { '@domain/': 'src/domain/', '@commands/': 'commands/' }

function sources(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = path.join(dir, e.name)
    if (e.isDirectory()) return sources(rel)
    return /\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts') ? [rel] : []
  })
}

function resolve(from: string, spec: string): string | null {
  const alias = Object.keys(ALIASES).find((a) => spec.startsWith(a))
  if (!spec.startsWith('.') && !alias) return null
  const target = alias ? ALIASES[alias] + spec.slice(alias.length) : path.join(path.dirname(from), spec)
  const found = [target, `${target}.ts`, `${target}.tsx`, path.join(target, 'index.ts')].find((p) =>
    fs.existsSync(path.join(root, p)),
  )
  return found && /\.tsx?$/.test(found) ? path.normalize(found) : null
}

/**
 * A file's static imports and re-exports, each marked whether it survives compilation (not type-only). Read
 * from the text (the TypeScript 7 package has no parser API): the tree is formatted by Biome, so each
 * statement starts a line, and a JSDoc or template line never starts with `import` or `export … from`.
 */
const STATEMENT = /^(?:import|export)\s+(type\s+)?(?:([^'";]*?)\s+from\s+)?'([^']+)'/gm

const LAZY = /\bimport\(\s*'([^']+)'\s*\)/g

function importsOf(file: string): { to: string; runtime: boolean }[] {
  const text = fs.readFileSync(path.join(root, file), 'utf8')
  const out: { to: string; runtime: boolean }[] = []
  for (const [, typeOnly, clause, spec] of text.matchAll(STATEMENT)) {
    // `export const x = '…'` is no re-export: only `import …` and `export {…} | * from` reach here with a clause
    if (clause !== undefined && !/^(?:\*|\{|[\w$]+(?:\s*,\s*\{)?)/.test(clause.trim())) continue
    const names = clause
      ?.match(/\{([\s\S]*)\}/)?.[1]
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean)
    const bare = clause !== undefined && !/^\{/.test(clause.trim())
    const runtime = !typeOnly && !(names?.length && !bare && names.every((n) => n.startsWith('type ')))
    const to = resolve(file, spec)
    if (to) out.push({ to, runtime })
  }
  for (const [, spec] of text.matchAll(LAZY)) {
    const to = resolve(file, spec)
    if (to) out.push({ to, runtime: false })
  }
  return out
}

/** The circles of a graph: its strongly connected components of more than one module (Tarjan), or a module importing itself. */
function circles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const found: string[][] = []
  let next = 0
  const visit = (v: string) => {
    index.set(v, next)
    low.set(v, next++)
    stack.push(v)
    onStack.add(v)
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w)
        low.set(v, Math.min(low.get(v)!, low.get(w)!))
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!))
    }
    if (low.get(v) === index.get(v)) {
      const part: string[] = []
      let w: string
      do {
        w = stack.pop()!
        onStack.delete(w)
        part.push(w)
      } while (w !== v)
      if (part.length > 1 || graph.get(v)?.includes(v)) found.push(part.sort())
    }
  }
  for (const v of graph.keys()) if (!index.has(v)) visit(v)
  return found
}

const edges = new Map([...sources('src'), ...sources('commands')].map((f) => [f, importsOf(f)]))

it('has no runtime import circle in the server, the console, the domain or the commands', () => {
  const runtime = new Map([...edges].map(([f, es]) => [f, es.filter((e) => e.runtime).map((e) => e.to)]))
  expect(circles(runtime)).toEqual([])
})

it('has no import circle through type imports either: a shared type lives in a module of its own', () => {
  const all = new Map([...edges].map(([f, es]) => [f, es.map((e) => e.to)]))
  expect(circles(all)).toEqual([])
})
