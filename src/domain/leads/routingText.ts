import { currentLanguage, i18n, type Language } from '../i18n/index.ts'
import { formatList } from '../format.ts'
import type { routing } from '../i18n/en/routing.ts'

/**
 * The routing log's texts as catalogue keys with values: the router stores the key, each reader
 * reads the line in their own language. A value may be a phrase itself (the reason an agent was skipped, a
 * field's name, a weekday), resolved in the same language.
 */
export type RoutingNote = keyof typeof routing.steps
type Group = 'reasons' | 'fields' | 'missing' | 'days' | 'names'
export type RoutingPhraseKey = { [G in Group]: `${G}.${keyof (typeof routing)[G] & string}` }[Group]
export interface RoutingPhrase {
  key: RoutingPhraseKey
  vars?: RoutingVars
}
export type RoutingValue = string | number | string[] | RoutingPhrase
export type RoutingVars = Record<string, RoutingValue>

export const phrase = (key: RoutingPhraseKey, vars?: RoutingVars): RoutingPhrase => (vars ? { key, vars } : { key })

function valueText(v: RoutingValue, lng: Language): string | number {
  if (Array.isArray(v)) return formatList(v, lng)
  return typeof v === 'object' ? phraseText(v, lng) : v
}

function text(key: string, vars: RoutingVars | undefined, lng: Language): string {
  const values = Object.fromEntries(Object.entries(vars ?? {}).map(([k, v]) => [k, valueText(v, lng)]))
  return (i18n.t as unknown as (k: string, o: object) => string)(`routing.${key}`, { ...values, lng })
}

/** A phrase in a language (the current one by default). */
export const phraseText = (p: RoutingPhrase, lng: Language = currentLanguage()): string => text(p.key, p.vars, lng)

/** A routing log line's step in a language (the current one by default). */
export const stepText = (note: RoutingNote, vars: RoutingVars | undefined, lng: Language = currentLanguage()): string =>
  text(`steps.${note}`, vars, lng)

/** The name the default rule an asset starts with is stored under (STANDARD_DEFAULT_RULE): the console's word. */
export const DEFAULT_RULE_NAME = 'Default'

/**
 * A rule's name as a value of a log line or a screen: the untouched default rule's is the console's word, read in
 * each reader's language (it read 'Default' in Arabic); a name someone gave is theirs, as typed.
 */
export const ruleNameValue = (rule: { name: string; isDefault?: boolean }): RoutingValue =>
  rule.isDefault && rule.name === DEFAULT_RULE_NAME ? phrase('names.defaultRule') : rule.name

/** A rule's name in a language (the current one by default). */
export const ruleName = (rule: { name: string; isDefault?: boolean }, lng: Language = currentLanguage()): string => {
  const v = ruleNameValue(rule)
  return typeof v === 'string' ? v : phraseText(v as RoutingPhrase, lng)
}
