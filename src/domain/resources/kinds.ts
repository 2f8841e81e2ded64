/**
 * What a declared text field holds beyond its length (`kind` on a field): one test and one sentence per kind,
 * run by the derived schema on the server and in the form (schema.ts), and the input the form offers for it.
 * The e-mail and phone sentences are spec 1 §5's, verbatim.
 */
import { z } from 'zod'
import { schemaText } from '../i18n/schemaTexts.ts'
import { normalizePhone, phoneFromText, DEFAULT_PHONE_CODE } from '../customers/phone.ts'
import { SLUG_PATTERN, slugFormatMessage } from './slug.ts'
import type { FieldDef, FieldKind, ResourceCheck } from './types.ts'

const EMAIL = z.email()

/** A web address anyone may open: http or https with a host, no spaces (never javascript:, data: or a bare word). */
export function isWebAddress(v: string): boolean {
  if (/\s/.test(v) || !/^https?:\/\//i.test(v)) return false
  try {
    const u = new URL(v)
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname.length > 0
  } catch {
    return false
  }
}

/** A path of the website: '/' and no spaces, query or fragment ('/blog/old-post'). */
export const isSitePath = (v: string) => /^\/[^\s?#]*$/.test(v)

/** A name values are stored under (a custom field's key): Latin letters, digits and underscores, from a letter. */
export const KEY_PATTERN = /^[A-Za-z][A-Za-z0-9_]*$/

/** A national number as typed beside its dial code: digits and the spaces, dashes and brackets people write. */
const NATIONAL = /^[\d\s().-]{3,20}$/

interface Kind {
  test: (value: string, f: FieldDef) => boolean
  /** The sentence, `label` being the field's label in the current language. */
  message: (label: string) => string
  /** The form's input for it. */
  input: { type: 'text' | 'email' | 'tel' | 'url'; inputMode?: 'email' | 'tel' | 'url' }
}

export const KINDS: Record<FieldKind, Kind> = {
  email: {
    test: (v) => EMAIL.safeParse(v).success,
    message: () => schemaText('kind.email'),
    input: { type: 'email', inputMode: 'email' },
  },
  // beside a dial code field the number alone is checked here and the pair by the resource's check (phoneChecks)
  phone: {
    test: (v, f) => (f.dialCode ? NATIONAL.test(v) : phoneFromText(v) !== null),
    message: () => schemaText('kind.phone'),
    input: { type: 'tel', inputMode: 'tel' },
  },
  dialCode: {
    test: (v) => /^\+?\d{1,4}$/.test(v.trim()),
    message: (label) => schemaText('kind.dialCode', { label }),
    input: { type: 'tel', inputMode: 'tel' },
  },
  url: {
    test: isWebAddress,
    message: (label) => schemaText('kind.url', { label }),
    input: { type: 'url', inputMode: 'url' },
  },
  link: {
    test: (v) => isSitePath(v) || isWebAddress(v),
    message: (label) => schemaText('kind.link', { label }),
    input: { type: 'text', inputMode: 'url' },
  },
  slug: { test: (v) => SLUG_PATTERN.test(v), message: slugFormatMessage, input: { type: 'text' } },
  key: {
    test: (v) => KEY_PATTERN.test(v),
    message: (label) => schemaText('kind.key', { label }),
    input: { type: 'text' },
  },
}

/**
 * The rule of a phone field beside its dial code field: both given, the number must be valid for the code; a
 * number without a code is read with the agency's (the UAE's, as phoneFromText does).
 */
export function phoneChecks(fields: Record<string, FieldDef>): ResourceCheck[] {
  return Object.entries(fields)
    .flatMap(([name, f]) => (f.kind === 'phone' && f.dialCode ? [[name, f.dialCode] as const] : []))
    .map(([name, dialCode]) => ({
      fields: [dialCode, name],
      test: (v) => {
        const text = (x: unknown) => (typeof x === 'string' ? x.trim() : '')
        const phone = text(v[name])
        if (!phone) return null
        const code = text(v[dialCode]) || DEFAULT_PHONE_CODE
        return normalizePhone(code, phone) ? null : { path: name, message: schemaText('kind.phone') }
      },
    }))
}

/** `from` may not pass `to` (numbers or days; either empty passes): the sentence on `from`, as the spec's lead form says it. */
export function ordered(from: string, to: string, what: 'number' | 'day' = 'number'): ResourceCheck {
  return {
    fields: [from, to],
    test: (v, label) => {
      const a = v[from]
      const b = v[to]
      if (a === null || a === undefined || a === '' || b === null || b === undefined || b === '') return null
      if (!((a as number | string) > (b as number | string))) return null
      const key = what === 'day' ? 'check.notAfter' : 'check.notGreater'
      return { path: from, message: schemaText(key, { from: label(from), to: label(to) }) }
    },
  }
}
