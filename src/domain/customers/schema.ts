import { z } from 'zod'
import { PASSWORD_MIN_LENGTH, passwordSchema } from '../password.ts'
import { text, TEXT_MAX } from '../input.ts'
import { say } from '../i18n/schemaTexts.ts'
import { CUSTOMER_MESSAGES as M } from './messages.ts'
import { CUSTOMER_TYPES, type Customer } from './model.ts'
import { normalizePhone } from './phone.ts'

const LETTERS_DASHES_UNDERSCORES = /^[\p{L}\p{M}_-]+$/u

const firstName = text(TEXT_MAX.name, 'First Name').superRefine((v, ctx) => {
  if (v === '') ctx.addIssue({ code: 'custom', message: M.firstNameRequired })
  else if (v.trim() === '') ctx.addIssue({ code: 'custom', message: M.firstNameWhitespace })
  else if (!LETTERS_DASHES_UNDERSCORES.test(v.trim())) ctx.addIssue({ code: 'custom', message: M.firstNameChars })
})

export interface CustomerSchemaOptions {
  /** VIEW_SENSITIVE_INFORMATION: without it e-mail and phone are not part of the form (spec 1 §2, §4). */
  sensitive: boolean
}

const base = {
  firstName,
  lastName: text(TEXT_MAX.name, 'Last Name').optional(),
  avatar: z.uuid().nullable().optional(),
  enabled: z.boolean().optional(),
  // messages as functions: these schemas are built once, their sentences read when a value is checked
  type: z.enum(CUSTOMER_TYPES, say('customer.typeRequired')),
  doNotDisturb: z.boolean().optional(),
}

const sensitiveFields = {
  // Required and valid together (object rules below): the message belongs to the number, not the code.
  phoneCode: z.string(say('customer.phoneInvalid')).max(TEXT_MAX.phone, say('customer.phoneInvalid')).optional(),
  phone: z.string(say('customer.phoneInvalid')).max(TEXT_MAX.phone, say('customer.phoneInvalid')).optional(),
  email: z
    .union([z.literal(''), z.email(say('customer.emailInvalid')).max(TEXT_MAX.email, say('customer.emailInvalid'))])
    .nullable()
    .optional(),
}

/**
 * The customer form's rules and exact messages (spec 1 §5), one schema for the web form and the
 * server. Phone is checked with libphonenumber-js against the chosen dial code.
 */
export function customerFormSchema(opts: CustomerSchemaOptions) {
  if (!opts.sensitive) return z.object(base).strict()
  const phoneOf = (v: unknown) => {
    const o = (v && typeof v === 'object' ? v : {}) as { phoneCode?: unknown; phone?: unknown }
    const str = (x: unknown) => (typeof x === 'string' ? x.trim() : '')
    return { code: str(o.phoneCode), phone: str(o.phone) }
  }
  // `when`: the phone rules run even when other fields already failed, so every message shows at once.
  const always = { when: (p: { value: unknown }) => !!p.value && typeof p.value === 'object' }
  return z
    .object({ ...base, ...sensitiveFields })
    .strict()
    .refine(
      (v) => {
        const { code, phone } = phoneOf(v)
        return !!code && !!phone
      },
      { path: ['phone'], ...say('customer.phoneRequired'), ...always },
    )
    .refine(
      (v) => {
        const { code, phone } = phoneOf(v)
        return !code || !phone || !!normalizePhone(code, phone)
      },
      { path: ['phone'], ...say('customer.phoneInvalid'), ...always },
    )
}

/** Form values as the form edits them (sensitive fields present only with the permission). */
export type CustomerFormValues = z.input<ReturnType<typeof customerFormSchema>> & {
  phoneCode?: string
  phone?: string
  email?: string | null
}

export const customerFormDefaults = (sensitive: boolean): CustomerFormValues => ({
  firstName: '',
  lastName: '',
  avatar: null,
  enabled: true,
  type: 'Client',
  doNotDisturb: false,
  ...(sensitive ? { phoneCode: '971', phone: '', email: '' } : {}),
})

/** A customer as the API answers it, as the form edits it (the editor loads every record this way). */
export const customerToForm = (c: Customer, sensitive: boolean): CustomerFormValues => ({
  firstName: c.firstName,
  lastName: c.lastName ?? '',
  avatar: (typeof c.avatar === 'string' ? c.avatar : c.avatar?._id) ?? null,
  enabled: c.enabled,
  type: c.type,
  doNotDisturb: c.doNotDisturb,
  ...(sensitive ? { phoneCode: c.phoneCode || '971', phone: c.phone ?? '', email: c.email ?? '' } : {}),
})

/** Customer credentials (spec 1 §9: password of at least 8 characters). */
export const CUSTOMER_PASSWORD_MIN = PASSWORD_MIN_LENGTH
export const customerPasswordSchema = z.object({ password: passwordSchema })
