import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { parseAst } from 'vite'
import { describe, expect, it } from 'vitest'

/**
 * The server's refusals follow the request's language, so none may be an English literal. Scans
 * src/server for a string or template literal that becomes the message of badRequest / notFound / forbidden /
 * conflict / new HttpError, or the `message` of a field error (an object with `path` and `message`): given
 * directly, in a conditional's branch, in a variable (`const message = '…'`), returned by a function of the
 * file, or passed to a function of the file that hands it on as a message (a local `refuse()`); and zod
 * messages: a `.refine`'s message, `ctx.addIssue({message})`, and the error parameters of a `z.…()` chain.
 * Such a text belongs in the catalogue (src/domain/i18n/en/errors.ts, schema.server and the area's
 * namespaces), read with t() or say() where it is used.
 */
const ROOT = join(import.meta.dirname, '../../..')
const SERVER = join(ROOT, 'src/server')

/**
 * Texts that are not the console's: each answers a malformed call to the API's query grammar, which the
 * console builds itself and a person never types, and quotes the API's own operators and field keys
 * (a developer reads it, like the spec's API errors). Keyed by file, matched by the literal's start.
 */
const NOT_CONSOLE_TEXTS: Record<string, { starts: string[]; why: string }> = {
  'src/server/http/pageParams.ts': {
    starts: ["Unknown query field '", 'unknown field'],
    why: 'a filter.query key the list does not take',
  },
  'src/server/leads/report/routes.ts': {
    starts: ["Cannot sort by '", "Field '"],
    why: 'a filter.sort key the report does not sort by',
  },
  'src/server/geo/page.ts': {
    starts: ["Cannot sort by '", "unknown field '", "Unknown field '"],
    why: 'the places API’s sort and select keys',
  },
  'src/server/geo/query.ts': {
    starts: [
      'Invalid filter: ',
      'must be ',
      "unknown operator '",
      "unknown field '",
      'an empty condition: ',
      'expected ',
    ],
    why: 'the places API’s filter operators',
  },
  'src/server/resources/filter.ts': {
    starts: [
      'Malformed filter: ',
      'not valid JSON',
      'must be a JSON object',
      'select cannot mix',
      'mixes included',
      "Cannot populate '",
      "Unknown relation '",
      'populate is nested',
      'nested too deeply',
      "Cannot sort by '",
      "Field '",
      'Invalid filter query at ',
      'Limit must be a number.',
      // the condition's words of fail(path, …), quoted after 'Invalid filter query at {path}: '
      'expected ',
      'value too long (',
      'field of type ',
      'must be ',
      "unknown operator '",
      'an array value: use {"$in"',
      'an object value: use operators',
      'only $exists applies',
      '${…} does not apply to this field',
      '$regex applies',
      '$options needs $regex',
    ],
    why: 'the registry’s filter, select, populate, sort and page grammar',
  },
  'src/server/resources/fields.ts': {
    starts: ["Unknown field '", "Field '", "You do not have permission to use field '"],
    why: 'a field key the filter grammar names',
  },
  // the request's own headers, which the console sets on every call (a client library's developer reads these)
  'src/server/http/access.ts': { starts: ['${…} must be an asset id'], why: 'the X-Asset-Id header is not a UUID' },
  'src/server/http/idempotency.ts': {
    starts: ['must be 1 to 255 visible ASCII'],
    why: 'the Idempotency-Key header’s format',
  },
  'src/server/http/input.ts': {
    starts: ['A multipart body needs a boundary'],
    why: 'a multipart content-type header without its boundary',
  },
  'src/server/resources/register.ts': {
    starts: ["Cannot list distinct values of '", 'json fields have no distinct values'],
    why: 'the distinct-values call on a JSON field',
  },
}

/** The refusal functions and the position of their message argument. */
const MESSAGE_OF: Record<string, number> = { badRequest: 0, notFound: 0, forbidden: 0, conflict: 0, HttpError: 1 }

/**
 * zod methods whose arguments are values, not messages (`z.literal('x')`, `.default('x')`): by method, the
 * argument positions that are values (all of them when not listed).
 */
const ZOD_VALUE_ARGS: Record<string, number[] | 'all'> = {
  literal: 'all',
  default: 'all',
  catch: 'all',
  prefault: 'all',
  describe: 'all',
  meta: 'all',
  enum: 'all',
  brand: 'all',
  templateLiteral: 'all',
  startsWith: [0],
  endsWith: [0],
  includes: [0],
}

function tsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name)
    return e.isDirectory() ? tsFiles(p) : e.name.endsWith('.ts') ? [p] : []
  })
}

type Node = { type: string; start: number; [k: string]: unknown }
const isNode = (v: unknown): v is Node => !!v && typeof v === 'object' && typeof (v as Node).type === 'string'
const keyName = (p: Node) =>
  p.type === 'Property' && isNode(p.key) && (p.key.type === 'Identifier' || p.key.type === 'Literal')
    ? String(p.key.name ?? p.key.value)
    : null
const isFunction = (n: Node) =>
  n.type === 'ArrowFunctionExpression' || n.type === 'FunctionExpression' || n.type === 'FunctionDeclaration'
const idName = (n: unknown) => (isNode(n) && n.type === 'Identifier' ? (n.name as string) : null)

/** Every node below n (n included), not descending into nested functions when `ownBody` is set. */
function walk(n: unknown, each: (n: Node) => void, ownBody = false, top = true) {
  if (Array.isArray(n)) {
    for (const c of n) walk(c, each, ownBody, false)
    return
  }
  if (!isNode(n)) return
  if (ownBody && !top && isFunction(n)) return
  each(n)
  for (const [k, v] of Object.entries(n)) if (k !== 'type' && v && typeof v === 'object') walk(v, each, ownBody, false)
}

/**
 * The English of a string or template literal (a template's values shown as ${…}), or null: not a literal, no
 * letter in it, or a field's path before a catalogue sentence (`version: ${t(…)}`), which is no English.
 */
function literal(n: unknown): string | null {
  if (!isNode(n)) return null
  if (n.type === 'Literal' && typeof n.value === 'string') return /[A-Za-z]/.test(n.value) ? n.value : null
  if (n.type !== 'TemplateLiteral') return null
  const text = (n.quasis as { value: { cooked: string } }[]).map((q) => q.value.cooked)
  if (/^[\w.]*: $/.test(text.join(''))) return null
  return /[A-Za-z]/.test(text.join('')) ? text.join('${…}') : null
}

/** The root of a call chain: `z` of z.string().min(1), `schema` of schema.refine(…). */
function chainRoot(n: unknown): string | null {
  while (isNode(n)) {
    if (n.type === 'Identifier') return n.name as string
    n = n.type === 'MemberExpression' ? n.object : n.type === 'CallExpression' ? n.callee : null
  }
  return null
}

/**
 * Every literal message in a file's code: its line and text. A message is followed to where its text is
 * written: through conditionals (`a ? 'x' : 'y'`, `a || 'x'`), concatenations, a variable (`const message =
 * '…'`, `message = '…'`), a call of a function of the file (its `return`s), and a function of the file that
 * passes one of its parameters on as a message (`refuse(path, message)`) is a refusal itself.
 */
function literalMessages(code: string): { line: number; text: string }[] {
  const ast = parseAst(code, { lang: 'ts' }) as unknown as Node
  const found = new Map<number, { line: number; text: string }>()
  const lineAt = (pos: number) => code.slice(0, pos).split('\n').length

  // the file's variables (their values and assignments, a parameter's default; names taken file-wide) and functions
  const values = new Map<string, unknown[]>()
  const fns = new Map<string, Node>()
  const add = (name: string | null, v: unknown) => name && v && values.set(name, [...(values.get(name) ?? []), v])
  walk(ast, (n) => {
    if (n.type === 'VariableDeclarator') {
      const name = idName(n.id)
      if (name && isNode(n.init) && isFunction(n.init)) fns.set(name, n.init)
      else add(name, n.init)
    }
    if (n.type === 'FunctionDeclaration' && idName(n.id)) fns.set(idName(n.id)!, n)
    if ((n.type === 'AssignmentExpression' && n.operator === '=') || n.type === 'AssignmentPattern')
      add(idName(n.left), n.right)
  })

  const sources = (n: unknown, seen: Set<unknown>, each: (lit: Node, text: string) => void): void => {
    if (!isNode(n) || seen.has(n)) return
    seen.add(n)
    const text = literal(n)
    if (text !== null) return void each(n, text)
    const next = (m: unknown) => sources(m, seen, each)
    switch (n.type) {
      case 'ConditionalExpression':
        return void [n.consequent, n.alternate].forEach(next)
      case 'LogicalExpression':
        return void [n.left, n.right].forEach(next)
      case 'BinaryExpression':
        return void (n.operator === '+' && [n.left, n.right].forEach(next))
      case 'TSAsExpression':
      case 'TSNonNullExpression':
      case 'TSSatisfiesExpression':
      case 'ParenthesizedExpression':
      case 'AwaitExpression':
        return void next(n.expression ?? n.argument)
      case 'Identifier':
        return void (values.get(n.name as string) ?? []).forEach(next)
      case 'ArrowFunctionExpression':
      case 'FunctionExpression':
        return void returnsOf(n).forEach(next)
      case 'CallExpression': {
        const fn = fns.get(idName(n.callee) ?? '')
        return void (fn && returnsOf(fn).forEach(next))
      }
    }
  }
  const returnsOf = (fn: Node): unknown[] => {
    if (fn.expression || (isNode(fn.body) && fn.body.type !== 'BlockStatement')) return [fn.body]
    const out: unknown[] = []
    walk(fn.body, (n) => n.type === 'ReturnStatement' && out.push(n.argument), true)
    return out
  }
  const report = (n: unknown) =>
    sources(n, new Set(), (lit, text) => found.set(lit.start, { line: lineAt(lit.start), text }))

  // the refusals: the library's, and each function of the file that passes a parameter on as a message (to a fixpoint)
  const refusals: Record<string, number> = { ...MESSAGE_OF }
  /** The message arguments of a call to a refusal, and the messages of field errors ({path, message}) in n. */
  const messagesIn = (n: Node, each: (m: unknown) => void) => {
    const callee = idName(n.callee)
    if ((n.type === 'CallExpression' || n.type === 'NewExpression') && callee && callee in refusals)
      each((n.arguments as unknown[])[refusals[callee]])
    if (n.type === 'ObjectExpression') {
      const props = (n.properties as Node[]).filter((p) => keyName(p))
      const message = props.find((p) => keyName(p) === 'message')
      if (message && props.some((p) => keyName(p) === 'path')) each(message.value)
    }
  }
  for (let changed = true; changed; ) {
    changed = false
    for (const [name, fn] of fns) {
      if (name in refusals) continue
      const params = (fn.params as Node[]).map(
        (p) => idName(p) ?? (p.type === 'AssignmentPattern' ? idName(p.left) : null),
      )
      walk(
        fn.body,
        (n) =>
          messagesIn(n, (m) => {
            const i = idName(m) === null ? -1 : params.indexOf(idName(m))
            if (i >= 0 && !(name in refusals)) {
              refusals[name] = i
              changed = true
            }
          }),
        true,
      )
    }
  }

  walk(ast, (n) => {
    messagesIn(n, report)
    if (n.type !== 'CallExpression' || !isNode(n.callee) || n.callee.type !== 'MemberExpression') return
    const method = idName(n.callee.property) ?? ''
    const args = n.arguments as Node[]
    // zod: a refine's message (any schema), ctx.addIssue({message}) of a superRefine, and a z.…() chain's error parameters
    if (method === 'refine') {
      for (const a of args.slice(1)) {
        if (a.type === 'ObjectExpression') zodOptions(a)
        else report(a)
      }
      return
    }
    if (method === 'addIssue') {
      for (const a of args) if (a.type === 'ObjectExpression') zodOptions(a)
      return
    }
    if (chainRoot(n.callee) !== 'z') return
    const valueArgs = ZOD_VALUE_ARGS[method]
    if (valueArgs === 'all') return
    args.forEach((a, i) => {
      if (valueArgs?.includes(i)) return
      if (a.type === 'ObjectExpression') zodOptions(a)
      else if (literal(a) !== null) report(a)
    })
  })
  function zodOptions(o: Node) {
    for (const p of o.properties as Node[]) if (keyName(p) === 'message' || keyName(p) === 'error') report(p.value)
  }
  return [...found.values()].sort((a, b) => a.line - b.line)
}

describe('the server’s refusals come from the catalogue', () => {
  const byFile = new Map(tsFiles(SERVER).map((f) => [relative(ROOT, f), literalMessages(readFileSync(f, 'utf8'))]))

  it('no English literal is the message of a refusal or field error (file:line of each)', () => {
    const offending = [...byFile].flatMap(([file, found]) =>
      found
        .filter((m) => !NOT_CONSOLE_TEXTS[file]?.starts.some((s) => m.text.startsWith(s)))
        .map((m) => `${file}:${m.line} ${m.text}`),
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
      { line: 1, text: '${…} not found' },
      { line: 2, text: 'Too many attempts' },
      { line: 5, text: 'Date cannot be in the future.' },
    ])
  })

  it('follows a message to where its text is written (conditionals, helpers, variables, wrappers, zod messages)', () => {
    const code = [
      /* 1 */ "if (dup) throw conflict(v.viewing ? 'This viewing already has a review.' : t('errors.x'))",
      /* 2 */ 'function problem(e) {',
      /* 3 */ "  if (!e.form) return 'No form.'",
      /* 4 */ '  return e.ok ? null : `The form ${e.form} names nothing.`',
      /* 5 */ '}',
      /* 6 */ 'const p = problem(e)',
      /* 7 */ "if (p) throw badRequest(p, [{ path: 'form', message: p }])",
      /* 8 */ "const message = 'No template.'",
      /* 9 */ "throw badRequest(message, [{ path: 'template', message }])",
      /* 10 */ "const refuse = (path, message = 'Not valid.') => badRequest(message, [{ path, message }])",
      /* 11 */ "throw refuse('target', `A loop: ${trail}.`)",
      /* 12 */ "const list = z.string().refine((l) => ok(l), 'List must be a list.')",
      /* 13 */ "const body = z.object({ data: z.record(z.string(), z.unknown(), { error: 'The body must be data.' }) }).strict()",
      /* 14 */ "const id = z.uuid('id must be a role id')",
      /* 15 */ "const s = z.string().superRefine((v, ctx) => ctx.addIssue({ code: 'custom', message: 'Too long.' }))",
      // not messages: log lines, zod values, catalogue texts, a helper's value that is not a message
      /* 16 */ "app.log.error({ err }, 'viewing reminders run failed')",
      /* 17 */ "const kind = z.literal('note').default('note')",
      /* 18 */ "const ok = z.string().min(1, say('server.x')).refine((v) => v !== '', { error: () => t('errors.y'), path: ['x'] })",
      /* 19 */ "const label = name(x); const m = t('errors.z', { label }); throw badRequest(m)",
    ].join('\n')
    expect(literalMessages(code)).toEqual([
      { line: 1, text: 'This viewing already has a review.' },
      { line: 3, text: 'No form.' },
      { line: 4, text: 'The form ${…} names nothing.' },
      { line: 8, text: 'No template.' },
      { line: 10, text: 'Not valid.' },
      { line: 11, text: 'A loop: ${…}.' },
      { line: 12, text: 'List must be a list.' },
      { line: 13, text: 'The body must be data.' },
      { line: 14, text: 'id must be a role id' },
      { line: 15, text: 'Too long.' },
    ])
  })
})
