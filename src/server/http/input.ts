import type { FastifyInstance } from 'fastify'
import { textProblem } from '../../domain/input.ts'
import { fieldLabel } from '../../domain/validationMessages.ts'
import { badRequest } from './errors.ts'
import { t } from '../../domain/i18n/index.ts'

/**
 * The one input rule every request meets before a handler runs: text the database
 * can store (domain/input.ts textProblem) in every string and key, JSON no deeper than MAX_INPUT_DEPTH,
 * no keys that name an object's prototype machinery (a `__proto__` key vanishes when copied, so a
 * filter holding one would silently match everything). Answers a 400 naming the first bad place (its path in
 * `errors`, the field's label in the sentence).
 */
export const MAX_INPUT_DEPTH = 32
const RESERVED_KEYS = new Set(['__proto__', 'constructor', 'prototype'])

const join = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key))

/** The first place in a parsed value that breaks the input rule, with what is wrong, or null. */
export function inputProblem(value: unknown, path = '', depth = 0): { path: string; message: string } | null {
  if (typeof value === 'string') {
    const problem = textProblem(value)
    return problem
      ? { path, message: t('validation.textProblem', { label: fieldLabel(path.split('.')), problem }) }
      : null
  }
  if (value === null || typeof value !== 'object') return null
  if (depth >= MAX_INPUT_DEPTH) return { path, message: t('errors.input.nestedTooDeeply', { max: MAX_INPUT_DEPTH }) }
  for (const key of Object.keys(value)) {
    const at = join(path, key)
    if (RESERVED_KEYS.has(key)) return { path: at, message: t('errors.input.reservedKey', { key }) }
    const problem = textProblem(key)
    if (problem) return { path: at, message: t('errors.input.fieldName', { problem }) }
    const inner = inputProblem((value as Record<string, unknown>)[key], at, depth + 1)
    if (inner) return inner
  }
  return null
}

/** Throws the 400 for a value that breaks the input rule (e.g. JSON a handler parsed itself, like `filter`). */
export function checkInput(value: unknown, path = '') {
  const problem = inputProblem(value, path)
  if (problem) throw badRequest(problem.message, [problem])
}

/**
 * Applies the rule to the path parameters, query string and body of every route, after the access
 * check (an anonymous caller still gets its 401). A multipart body must name its boundary, or the
 * multipart reader fails inside the handler.
 */
export function installInputRule(app: FastifyInstance) {
  app.addHook('preHandler', async (req) => {
    checkInput(req.params)
    checkInput(req.query)
    checkInput(req.body)
    const type = req.headers['content-type']
    if (type && /^\s*multipart\//i.test(type) && !/;\s*boundary=("[^"]+"|[^\s;]+)/i.test(type)) {
      const message = 'A multipart body needs a boundary in its content-type header.'
      throw badRequest(message, [{ path: 'content-type', message }])
    }
  })
}
