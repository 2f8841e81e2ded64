import { t } from './index.ts'
import { schema } from './en/schema.ts'

type Schema = typeof schema
type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>
}[keyof T & string]
/** A sentence of the schema catalogue (en/schema.ts): 'lead.customer', 'password.differ'. */
export type SchemaKey = Leaves<Schema>
type Part = { [K in keyof Schema]: Schema[K] extends string ? never : K }[keyof Schema]

const text = (key: SchemaKey, vars?: object): string =>
  (t as unknown as (k: string, o?: object) => string)(`schema.${key}`, vars)

/**
 * A schema's sentence in the current language (the request's X-Language on the server, the profile's on
 * the web), read when a value is checked: a message written into a schema is built once, in English.
 */
export const schemaText = text

/** A zod error parameter (`.min(1, say('nameRequired'))`) whose sentence is read when the issue is made. */
export const say = (key: SchemaKey, vars?: object) => ({ error: () => text(key, vars) })

/**
 * The sentences of one part as an object of getters (MSG.customer), each read in the current language
 * when a rule reads it; `vars` fill the placeholders of any of them.
 */
export function liveTexts<P extends Part>(part: P, vars?: object): { readonly [K in keyof Schema[P]]: string } {
  const out = {}
  for (const key of Object.keys(schema[part]))
    Object.defineProperty(out, key, { enumerable: true, get: () => text(`${part}.${key}` as SchemaKey, vars) })
  return out as { readonly [K in keyof Schema[P]]: string }
}
