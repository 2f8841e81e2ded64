import path from 'node:path'
import type { Plugin } from 'vite'

/**
 * What only SQL text says, as this code base writes it (lowercase): a SQL function over a column or a query,
 * a cast, a condition over a snake_case column, a subquery's head. Each is specific enough that the
 * console's code and texts (English and Arabic) never say it; the unit test checks every computed field's SQL
 * is recognised (tests/unit/noServerCode.test.ts).
 */
const SQL = [
  /\b(?:coalesce|nullif|greatest|least|array_agg|json_agg|jsonb_agg|json_build_object|jsonb_build_object|string_agg|date_trunc|to_char|unnest)\(/,
  /(?<![\w.$])(?:trim|round|lower|upper|count|sum|avg|min|max|array|exists)\((?:\*|select\b|[a-z]+_[a-z_]+\b|[a-z]{1,3}\.[a-z_]+\b)/,
  /::(?:uuid|int|integer|bigint|text|jsonb?|numeric|timestamptz|boolean|date)\b/,
  /\b[a-z]+_[a-z_]+ is (?:not )?null\b/,
  /\bcase when \(?[a-z_.]+ (?:then|is|in|=|<>|<=?|>=?) /,
  /\bselect (?:[a-z]{1,3}\.)?[a-z_*]+(?:, ?(?:[a-z]{1,3}\.)?[a-z_*]+)* from [a-z_]+(?: [a-z]{1,3})? where\b/,
  /\bwhere (?:[a-z]{1,3}\.)?[a-z_]+ = (?:[a-z]{1,3}\.)?[a-z_]+\.id\b/,
]

/** Each SQL-looking fragment of a text, with a little of what surrounds it. */
export function sqlIn(code: string): string[] {
  const found: string[] = []
  for (const re of SQL)
    for (const m of code.matchAll(new RegExp(re.source, 'g')))
      found.push(code.slice(Math.max(0, m.index - 40), m.index + m[0].length + 40))
  return found
}

/**
 * The web build fails when its bundle carries server code: a module of src/server, or SQL text (a computed
 * field's SQL belongs to its resource's server extension, never to a declaration the console imports).
 */
export function noServerCode(): Plugin {
  const server = `${path.resolve(import.meta.dirname, '../src/server')}${path.sep}`
  return {
    name: 'no-server-code',
    apply: 'build',
    generateBundle(_options, bundle) {
      const found: string[] = []
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue
        for (const id of chunk.moduleIds) if (id.startsWith(server)) found.push(`${chunk.fileName}: ${id}`)
        for (const s of sqlIn(chunk.code)) found.push(`${chunk.fileName}: …${s}…`)
      }
      if (found.length) this.error(`Server code in the web bundle:\n${found.join('\n')}`)
    },
  }
}
