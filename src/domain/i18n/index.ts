import { createInstance, type TFunction } from 'i18next'
import { en } from './en/index.ts'
import { ar } from './ar/index.ts'

/**
 * The console's own texts in English and Arabic, one catalogue for the server and the web:
 * i18next with typed keys (catalogue.d.ts), Arabic's plural forms from Intl.PluralRules. The English
 * catalogue keeps the specification's texts verbatim; data values (names, titles) are never in it.
 */
export const LANGUAGES = ['en', 'ar'] as const
export type Language = (typeof LANGUAGES)[number]
export const DEFAULT_LANGUAGE: Language = 'en'
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', ar: 'العربية' }

/** The catalogue's language for a language tag or Accept-Language-like header ('ar-AE' → 'ar'); English otherwise. */
export function languageOf(tag: string | null | undefined): Language {
  const base = tag?.trim().slice(0, 2).toLowerCase()
  return (LANGUAGES as readonly string[]).includes(base ?? '') ? (base as Language) : DEFAULT_LANGUAGE
}

export const isRtl = (lang: Language) => lang === 'ar'

export const i18n = createInstance()
void i18n.init({
  resources: { en: { translation: en }, ar: { translation: ar } },
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false }, // React escapes; the server sends JSON
  initAsync: false,
  returnNull: false,
  // One namespace: a key is never split at ':' (looking for one is a third of a text's cost on a lead create).
  nsSeparator: false,
})

/**
 * Where the current language comes from: the web sets the profile's (i18n.changeLanguage), the server
 * the request's X-Language (server/http/language.ts installs a per-request source).
 */
let source: () => Language = () => languageOf(i18n.language)
export function setLanguageSource(fn: () => Language) {
  source = fn
}
export const currentLanguage = (): Language => source()

/** A text of the catalogue in the current language. */
const anyT = (k: string, o: object): string => (i18n.t as unknown as (k: string, o: object) => string)(k, o)
export const t = ((key: string, opts?: object) => anyT(key, { ...opts, lng: currentLanguage() })) as TFunction

/** A text by a key made at run time (a menu entry, an enum value): the catalogue's, else `fallback` as it is. */
export function textOr(key: string, fallback: string): string {
  const lng = currentLanguage()
  return i18n.exists(key, { lng }) ? anyT(key, { lng }) : fallback
}
