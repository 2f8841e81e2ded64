import { z } from 'zod'

/**
 * Validation messages a person reads (issue 13 item 10): every schema error without a message of its own
 * (the spec's messages stay verbatim in their schemas) becomes a sentence naming the field by its label,
 * e.g. "Search can be at most 200 characters.", never zod's "Too big: expected string to have <=200
 * characters" or a dotted path. Installed as zod's global error map by the server and the web, so web
 * forms, API answers and the toasts that show them say the same thing.
 */

type Issue = z.core.$ZodRawIssue

/** Labels where the field's name does not read as its label (as the screens name the field). */
const LABELS: Record<string, string> = {
  // lead form (the editor's labels, spec 1 §3)
  contactType: 'Contact Type',
  campaignName: 'Project',
  leadType: 'Lead Type',
  referredBy: 'Referred By',
  enquiryMethod: 'Enquiry Method',
  contactMethod: 'Contact Method',
  minBedroom: 'Min Bedrooms',
  maxBedroom: 'Max Bedrooms',
  minBedrooms: 'Min Bedrooms',
  maxBedrooms: 'Max Bedrooms',
  minBathrooms: 'Min Bathrooms',
  maxBathrooms: 'Max Bathrooms',
  minBudget: 'Min Budget',
  maxBudget: 'Max Budget',
  minPrice: 'Min Budget',
  maxPrice: 'Max Budget',
  propertyType: 'Property Type',
  unitType: 'Property Type',
  subLocation: 'Sub Location',
  sendToPool: 'Send to lead pool',
  initialSlaEndDate: 'Initial SLA End Date',
  freePoolSlaEndDate: 'Free Pool SLA End Date',
  setAutoSLADetails: 'SLA mode',
  isManualAssignment: 'Assignment',
  // customer form (spec 1 §4)
  firstName: 'First Name',
  lastName: 'Last Name',
  phoneCode: 'Dial Code',
  phone: 'Phone Number',
  avatar: 'Profile Picture',
  // lead settings
  initialSlaMinutes: 'Initial SLA minutes',
  poolSlaMinutes: 'Lead Pool SLA minutes',
  dailyLeadLimit: 'Daily lead limit',
  // password forms
  oldPassword: 'Current password',
  password: 'Password',
  confirmPassword: 'Password confirmation',
  email: 'Email',
}

/** Groups whose name goes before their fields' labels: utm.source → "UTM Source". */
const GROUPS: Record<string, string> = { utm: 'UTM' }

const ACRONYMS: Record<string, string> = { id: 'ID', ids: 'IDs', sla: 'SLA', url: 'URL', utm: 'UTM', crm: 'CRM', seo: 'SEO', api: 'API', faq: 'FAQ', rera: 'RERA' }

/** A field name in words, as the console's labels are written: "subLocation" → "Sub Location", "slaStage" → "SLA Stage", "_id" → "ID". */
export function keyLabel(key: string): string {
  const words = key
    .replace(/^[$_]+/, '')
    .split(/[_\-\s.]+|(?<=[a-z0-9])(?=[A-Z])/)
    .filter(Boolean)
    .map((w) => ACRONYMS[w.toLowerCase()] ?? w.charAt(0).toUpperCase() + w.slice(1))
  return words.length ? words.join(' ') : 'This value'
}

/** The label of the field an issue's path ends in (list positions skipped): "Agents" for agents.0. */
export function fieldLabel(path: readonly PropertyKey[] | undefined): string {
  const [key, group] = [...(path ?? [])].reverse().filter((p): p is string => typeof p === 'string')
  if (key === undefined) return 'This value'
  const label = LABELS[key] ?? keyLabel(key)
  return group !== undefined && GROUPS[group] ? `${GROUPS[group]} ${label}` : label
}

const count = (n: number | bigint) => (typeof n === 'bigint' ? n.toLocaleString('en') : n.toLocaleString('en', { maximumFractionDigits: 6 }))
const plural = (n: number | bigint, one: string, many = `${one}s`) => `${count(n)} ${Number(n) === 1 ? one : many}`

/** "A", "A or B", "A, B or C" (or with "and"). */
const joinWords = (items: readonly string[], conj = 'or') =>
  items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${conj} ${items[items.length - 1]}`

const TYPES: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  boolean: 'true or false',
  object: 'a group of fields (an object)',
  array: 'a list',
  date: 'a date',
  null: 'empty',
  record: 'a group of fields (an object)',
  tuple: 'a list',
  file: 'a file',
}

const FORMATS: Record<string, string> = {
  email: 'a valid e-mail address',
  url: 'a valid web address (https://…)',
  uuid: 'a valid id',
  guid: 'a valid id',
  cuid: 'a valid id',
  cuid2: 'a valid id',
  ulid: 'a valid id',
  nanoid: 'a valid id',
  date: 'a date (YYYY-MM-DD)',
  datetime: 'a date and time (e.g. 2026-01-31T09:00:00Z)',
  time: 'a time (HH:MM)',
  duration: 'a duration',
  ipv4: 'an IP address',
  ipv6: 'an IP address',
  e164: 'a phone number in international form (+971…)',
  base64: 'base64 text',
  jwt: 'a token',
}

const MAX_LISTED_VALUES = 12

/** What a value of this type or format must be, for "X must be …". */
function expectation(issue: z.core.$ZodIssue | Issue): string | undefined {
  if (issue.code === 'invalid_type') return TYPES[issue.expected]
  if (issue.code === 'invalid_format') return FORMATS[issue.format]
  return undefined
}

function tooBig(label: string, iss: Extract<Issue, { code: 'too_big' }>): string {
  const max = iss.maximum
  const over = iss.inclusive === false
  switch (iss.origin) {
    case 'string':
      return `${label} can be at most ${plural(over ? Number(max) - 1 : max, 'character')}.`
    case 'array':
    case 'set':
      return `${label} can have at most ${plural(over ? Number(max) - 1 : max, 'value')}.`
    case 'file':
      return `${label} can be at most ${plural(max, 'byte')}.`
    case 'date':
      return `${label} must be ${over ? 'before' : 'on or before'} ${new Date(Number(max)).toISOString().slice(0, 10)}.`
    default:
      return over ? `${label} must be less than ${count(max)}.` : `${label} can be at most ${count(max)}.`
  }
}

function tooSmall(label: string, iss: Extract<Issue, { code: 'too_small' }>): string {
  const min = iss.minimum
  const under = iss.inclusive === false
  switch (iss.origin) {
    case 'string':
      // an empty text where one is needed
      if (Number(min) <= 1 && !under) return `${label} is required.`
      return `${label} must be at least ${plural(under ? Number(min) + 1 : min, 'character')}.`
    case 'array':
    case 'set':
      if (Number(min) <= 1 && !under) return `${label} needs at least one value.`
      return `${label} needs at least ${plural(under ? Number(min) + 1 : min, 'value')}.`
    case 'file':
      return `${label} must be at least ${plural(min, 'byte')}.`
    case 'date':
      return `${label} must be ${under ? 'after' : 'on or after'} ${new Date(Number(min)).toISOString().slice(0, 10)}.`
    default:
      return under ? `${label} must be more than ${count(min)}.` : `${label} must be at least ${count(min)}.`
  }
}

function invalidValue(label: string, values: readonly unknown[]): string {
  const shown = values.map((v) => (v === null ? 'empty' : String(v)))
  if (shown.length === 1) return `${label} must be ${shown[0]}.`
  if (shown.length > MAX_LISTED_VALUES) return `${label} is not one of the values it can have.`
  return `${label} must be ${joinWords(shown)}.`
}

function invalidUnion(label: string, iss: Extract<Issue, { code: 'invalid_union' }>): string {
  // e.g. a date or a date-time: name every shape the alternatives accept
  const alternatives = 'errors' in iss && Array.isArray(iss.errors) ? iss.errors.map((errs) => (errs.length === 1 ? expectation(errs[0]) : undefined)) : []
  if (alternatives.length && alternatives.every(Boolean)) return `${label} must be ${joinWords([...new Set(alternatives as string[])])}.`
  return `${label} is not valid.`
}

/** The sentence for one schema issue; `label` names the field when its path does not (a header, a lone value). */
export function validationMessage(iss: Issue, label = fieldLabel(iss.path)): string {
  switch (iss.code) {
    case 'invalid_type':
      if (iss.input === undefined) return `${label} is required.`
      return `${label} must be ${TYPES[iss.expected] ?? iss.expected}.`
    case 'too_big':
      return tooBig(label, iss)
    case 'too_small':
      return tooSmall(label, iss)
    case 'invalid_format':
      return FORMATS[iss.format] ? `${label} must be ${FORMATS[iss.format]}.` : `${label} is not in the right format.`
    case 'not_multiple_of':
      return `${label} must be a multiple of ${count(iss.divisor)}.`
    case 'invalid_value':
      return invalidValue(label, iss.values)
    case 'unrecognized_keys':
      return unknownFieldsMessage(iss.keys)
    case 'invalid_union':
      return invalidUnion(label, iss)
    case 'invalid_key':
      return `${label} has a name that is not allowed.`
    case 'invalid_element':
      return `${label} has a value that is not allowed.`
    case 'custom': {
      // domain/input.ts: text the database cannot store says why
      const problem = iss.params?.textProblem
      return typeof problem === 'string' ? `${label} ${problem}.` : `${label} is not valid.`
    }
    default:
      return `${label} is not valid.`
  }
}

/** A body or filter naming fields that do not exist. */
export function unknownFieldsMessage(keys: readonly string[]): string {
  return keys.length === 1 ? `"${keys[0]}" is not a field that can be sent here.` : `${joinWords(keys.map((k) => `"${k}"`), 'and')} are not fields that can be sent here.`
}

/** The sentence of one or more field errors, each once, for a 400's `message` or a toast. */
export function sentences(messages: readonly string[]): string {
  return [...new Set(messages)].join(' ')
}

/** Makes every zod parse in this process (server) or page (web) answer with these sentences. */
export function installValidationMessages(): void {
  z.config({ customError: (iss) => validationMessage(iss) })
}
