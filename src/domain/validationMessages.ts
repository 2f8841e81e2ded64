import { z } from 'zod'
import { formatNumber } from './format.ts'
import { t, textOr } from './i18n/index.ts'
import { en } from './i18n/en/index.ts'
import { resourceText } from './i18n/resourceText.ts'

/**
 * Validation messages a person reads: every schema error without a message of its own
 * (the spec's messages stay verbatim in their schemas) becomes a sentence naming the field by its label,
 * e.g. "Search can be at most 200 characters.", never zod's "Too big: expected string to have <=200
 * characters" or a dotted path. Installed as zod's global error map by the server and the web, so web
 * forms, API answers and the toasts that show them say the same thing, in the current language (the
 * catalogue, domain/i18n: the web's language, the request's X-Language on the server).
 */

type Issue = z.core.$ZodRawIssue

const ACRONYMS: Record<string, string> = {
  id: 'ID',
  ids: 'IDs',
  sla: 'SLA',
  url: 'URL',
  utm: 'UTM',
  crm: 'CRM',
  seo: 'SEO',
  api: 'API',
  faq: 'FAQ',
  rera: 'RERA',
}

/** A field name in words, as the console's labels are written: "subLocation" → "Sub Location", "slaStage" → "SLA Stage", "_id" → "ID". */
export function keyLabel(key: string): string {
  const words = key
    .replace(/^[$_]+/, '')
    .split(/[_\-\s.]+|(?<=[a-z0-9])(?=[A-Z])/)
    .filter(Boolean)
    .map((w) => ACRONYMS[w.toLowerCase()] ?? w.charAt(0).toUpperCase() + w.slice(1))
  return words.length ? words.join(' ') : 'This value'
}

/** The catalogue keys of field labels by their English text, so a label a schema names ('Search') reads in the current language. */
const LABEL_KEYS = new Map<string, string>(
  (['fields', 'keys'] as const).flatMap((part) =>
    Object.entries(en.validation[part]).map(([k, v]): [string, string] => [v, `validation.${part}.${k}`]),
  ),
)
/** A field label given in English, in the current language (a declared resource's from its declarations' table; as it is when neither has it). */
export const labelText = (label: string): string => {
  const key = LABEL_KEYS.get(label)
  return key ? textOr(key, label) : resourceText(label)
}

/** The label of the field an issue's path ends in (list positions skipped), in the current language: "Agents" for agents.0. */
export function fieldLabel(path: readonly PropertyKey[] | undefined): string {
  const [key, group] = [...(path ?? [])].reverse().filter((p): p is string => typeof p === 'string')
  if (key === undefined) return t('validation.thisValue')
  const label = textOr(`validation.fields.${key}`, textOr(`validation.keys.${key}`, keyLabel(key)))
  return group !== undefined ? `${textOr(`validation.groups.${group}`, '')} ${label}`.trim() : label
}

const count = (n: number | bigint) => (typeof n === 'bigint' ? formatNumber(Number(n)) : formatNumber(n, 6))
/** The plural form (i18next `count`) and the number as written (`n`). */
const num = (n: number | bigint) => ({ count: Number(n), n: count(n) })
const day = (ms: number | bigint) => new Date(Number(ms)).toISOString().slice(0, 10)

/** "A", "A or B", "A, B or C" (or with "and"), in the current language. */
const joinWords = (items: readonly string[], conj: 'or' | 'and' = 'or') =>
  items.length < 2
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} ${t(`validation.${conj}`)} ${items[items.length - 1]}`

const typeText = (type: string) => textOr(`validation.types.${type}`, type)
const formatText = (format: string) => textOr(`validation.formats.${format}`, '')

const MAX_LISTED_VALUES = 12

/** What a value of this type or format must be, for "X must be …". */
function expectation(issue: z.core.$ZodIssue | Issue): string | undefined {
  if (issue.code === 'invalid_type') return textOr(`validation.types.${issue.expected}`, '') || undefined
  if (issue.code === 'invalid_format') return formatText(issue.format) || undefined
  return undefined
}

function tooBig(label: string, iss: Extract<Issue, { code: 'too_big' }>): string {
  const max = iss.maximum
  const over = iss.inclusive === false
  switch (iss.origin) {
    case 'string':
      return t('validation.maxChars', { label, ...num(over ? Number(max) - 1 : max) })
    case 'array':
    case 'set':
      return t('validation.maxValues', { label, ...num(over ? Number(max) - 1 : max) })
    case 'file':
      return t('validation.maxBytes', { label, ...num(max) })
    case 'date':
      return t(over ? 'validation.before' : 'validation.onOrBefore', { label, date: day(max) })
    default:
      return t(over ? 'validation.lessThan' : 'validation.atMost', { label, n: count(max) })
  }
}

function tooSmall(label: string, iss: Extract<Issue, { code: 'too_small' }>): string {
  const min = iss.minimum
  const under = iss.inclusive === false
  switch (iss.origin) {
    case 'string':
      // an empty text where one is needed
      if (Number(min) <= 1 && !under) return t('validation.required', { label })
      return t('validation.minChars', { label, ...num(under ? Number(min) + 1 : min) })
    case 'array':
    case 'set':
      if (Number(min) <= 1 && !under) return t('validation.needsOne', { label })
      return t('validation.minValues', { label, ...num(under ? Number(min) + 1 : min) })
    case 'file':
      return t('validation.minBytes', { label, ...num(min) })
    case 'date':
      return t(under ? 'validation.after' : 'validation.onOrAfter', { label, date: day(min) })
    default:
      return t(under ? 'validation.moreThan' : 'validation.atLeast', { label, n: count(min) })
  }
}

function invalidValue(label: string, values: readonly unknown[]): string {
  const shown = values.map((v) => (v === null ? t('validation.empty') : String(v)))
  if (shown.length > MAX_LISTED_VALUES) return t('validation.notOneOf', { label })
  return t('validation.mustBe', { label, what: joinWords(shown) })
}

function invalidUnion(label: string, iss: Extract<Issue, { code: 'invalid_union' }>): string {
  // e.g. a date or a date-time: name every shape the alternatives accept
  const alternatives =
    'errors' in iss && Array.isArray(iss.errors)
      ? iss.errors.map((errs) => (errs.length === 1 ? expectation(errs[0]) : undefined))
      : []
  if (alternatives.length && alternatives.every(Boolean))
    return t('validation.mustBe', { label, what: joinWords([...new Set(alternatives as string[])]) })
  return t('validation.notValid', { label })
}

/**
 * The sentence for one schema issue; `given` names the field when its path does not (a header, a lone value):
 * its English label, or a function giving the label in the current language (a label the catalogue keeps elsewhere).
 */
export function validationMessage(iss: Issue, given?: string | (() => string)): string {
  const label = given === undefined ? fieldLabel(iss.path) : typeof given === 'function' ? given() : labelText(given)
  switch (iss.code) {
    case 'invalid_type':
      if (iss.input === undefined) return t('validation.required', { label })
      return t('validation.mustBe', { label, what: typeText(iss.expected) })
    case 'too_big':
      return tooBig(label, iss)
    case 'too_small':
      return tooSmall(label, iss)
    case 'invalid_format':
      return formatText(iss.format)
        ? t('validation.mustBe', { label, what: formatText(iss.format) })
        : t('validation.wrongFormat', { label })
    case 'not_multiple_of':
      return t('validation.multipleOf', { label, n: count(iss.divisor) })
    case 'invalid_value':
      return invalidValue(label, iss.values)
    case 'unrecognized_keys':
      return unknownFieldsMessage(iss.keys)
    case 'invalid_union':
      return invalidUnion(label, iss)
    case 'invalid_key':
      return t('validation.badKey', { label })
    case 'invalid_element':
      return t('validation.badElement', { label })
    case 'custom': {
      // domain/input.ts: text the database cannot store says why (a catalogue key)
      const problem = iss.params?.textProblem
      return typeof problem === 'string'
        ? t('validation.textProblem', { label, problem: textOr(`validation.${problem}`, problem) })
        : t('validation.notValid', { label })
    }
    default:
      return t('validation.notValid', { label })
  }
}

/** A body or filter naming fields that do not exist. */
export function unknownFieldsMessage(keys: readonly string[]): string {
  return keys.length === 1
    ? t('validation.unknownField', { key: keys[0] })
    : t('validation.unknownFields', {
        keys: joinWords(
          keys.map((k) => `"${k}"`),
          'and',
        ),
      })
}

/** The sentence of one or more field errors, each once, for a 400's `message` or a toast. */
export function sentences(messages: readonly string[]): string {
  return [...new Set(messages)].join(' ')
}

/** Makes every zod parse in this process (server) or page (web) answer with these sentences. */
export function installValidationMessages(): void {
  z.config({ customError: (iss) => validationMessage(iss) })
}
