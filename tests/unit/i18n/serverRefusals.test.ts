import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { parseAst } from 'vite'
import { describe, expect, it } from 'vitest'

/**
 * Issue 20: the server's refusals follow the request's language, so none may be an English literal. Scans
 * src/server for a string or template literal given as the message of badRequest / notFound / forbidden /
 * conflict / new HttpError, or as the `message` of a field error (an object with `path` and `message`); such
 * a text belongs in the catalogue (src/domain/i18n/en/errors.ts and the area's namespaces), read with t()
 * where it is thrown.
 */
const ROOT = join(import.meta.dirname, '../../..')
const SERVER = join(ROOT, 'src/server')

/**
 * Texts that are not the console's: each answers a malformed call to the API's query grammar, which the
 * console builds itself and a person never types, and quotes the API's own operators and field keys
 * (a developer reads it, like the spec's API errors). Keyed by file, matched by the literal's start.
 */
const NOT_CONSOLE_TEXTS: Record<string, { starts: string[]; why: string }> = {
  'src/server/http/pageParams.ts': { starts: ["Unknown query field '", 'unknown field'], why: 'a filter.query key the list does not take' },
  'src/server/leads/report/routes.ts': { starts: ["Cannot sort by '", "Field '"], why: 'a filter.sort key the report does not sort by' },
  'src/server/geo/page.ts': { starts: ["Cannot sort by '", "unknown field '", "Unknown field '"], why: 'the places API’s sort and select keys' },
  'src/server/geo/query.ts': { starts: ['Invalid filter: ', 'must be ', "unknown operator '", "unknown field '"], why: 'the places API’s filter operators' },
  'src/server/resources/filter.ts': {
    starts: ['Malformed filter: ', 'not valid JSON', 'must be a JSON object', 'select cannot mix', 'mixes included', "Cannot populate '", "Unknown relation '", 'populate is nested', 'nested too deeply', "Cannot sort by '", "Field '", 'Invalid filter query at '],
    why: 'the registry’s filter, select, populate and sort grammar',
  },
  'src/server/resources/fields.ts': { starts: ["Unknown field '", "Field '", "You do not have permission to use field '"], why: 'a field key the filter grammar names' },
  'src/server/resources/register.ts': { starts: ["Cannot list distinct values of '", 'json fields have no distinct values'], why: 'the distinct-values call on a JSON field' },
}

const MESSAGE_OF: Record<string, number> = { badRequest: 0, notFound: 0, forbidden: 0, conflict: 0, HttpError: 1 }

function tsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name)
    return e.isDirectory() ? tsFiles(p) : e.name.endsWith('.ts') ? [p] : []
  })
}

type Node = { type: string; start: number; [k: string]: unknown }
const isNode = (v: unknown): v is Node => !!v && typeof v === 'object' && typeof (v as Node).type === 'string'
const keyName = (p: Node) => (p.type === 'Property' && isNode(p.key) && p.key.type === 'Identifier' ? (p.key.name as string) : null)

/** The text of a string or template literal (a template's text before its first value), else null. */
function literal(n: unknown): string | null {
  if (!isNode(n)) return null
  if (n.type === 'Literal' && typeof n.value === 'string') return n.value
  if (n.type !== 'TemplateLiteral') return null
  const text = (n.quasis as { value: { cooked: string } }[]).map((q) => q.value.cooked)
  // `version: ${t(…)}`: a field's path before a catalogue sentence is no English.
  return /^[\w.]*: $/.test(text.join('')) ? null : text[0]
}

/** Every literal message in a file's code: its line and text. */
function literalMessages(code: string): { line: number; text: string }[] {
  const found: { line: number; text: string }[] = []
  const lineAt = (pos: number) => code.slice(0, pos).split('\n').length
  const report = (n: unknown) => {
    const text = literal(n)
    if (text !== null) found.push({ line: lineAt((n as Node).start), text })
  }
  const visit = (n: unknown) => {
    if (Array.isArray(n)) return n.forEach(visit)
    if (!isNode(n)) return
    const callee = n.callee as Node | undefined
    if ((n.type === 'CallExpression' || n.type === 'NewExpression') && callee?.type === 'Identifier' && (callee.name as string) in MESSAGE_OF)
      report((n.arguments as unknown[])[MESSAGE_OF[callee.name as string]])
    if (n.type === 'ObjectExpression') {
      const props = (n.properties as Node[]).filter((p) => keyName(p))
      const message = props.find((p) => keyName(p) === 'message')
      if (message && props.some((p) => keyName(p) === 'path')) report(message.value)
    }
    for (const [k, v] of Object.entries(n)) if (k !== 'type' && v && typeof v === 'object') visit(v)
  }
  visit(parseAst(code, { lang: 'ts' }))
  return found
}

describe('the server’s refusals come from the catalogue', () => {
  const byFile = new Map(tsFiles(SERVER).map((f) => [relative(ROOT, f), literalMessages(readFileSync(f, 'utf8'))]))

  it('no English literal is the message of a refusal or field error (file:line of each)', () => {
    const offending = [...byFile].flatMap(([file, found]) =>
      found.filter((m) => !NOT_CONSOLE_TEXTS[file]?.starts.some((s) => m.text.startsWith(s))).map((m) => `${file}:${m.line} ${m.text}`),
    )
    expect(offending).toEqual([])
  })

  it('finds each kind of literal message and leaves catalogue texts alone (the scan works)', () => {
    const code = [
      "throw badRequest('Role not found.', [{ path: 'role', message: `${x} not found` }])",
      'throw new HttpError(401, `Too many attempts`)',
      "errors.push({\n  path: 'x',\n  message: 'Date cannot be in the future.',\n})",
      "throw conflict(t('errors.assets.switchFirst'))",
      "throw invalid([{ path: 'role', message: t('errors.admin.roleUnknown') }])",
      "await systemLog(db, { kind: 'x', message: 'Server started' })",
    ].join('\n')
    expect(literalMessages(code)).toEqual([
      { line: 1, text: 'Role not found.' },
      { line: 1, text: '' },
      { line: 2, text: 'Too many attempts' },
      { line: 5, text: 'Date cannot be in the future.' },
    ])
  })
})
