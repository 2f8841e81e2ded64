import { atom, getDefaultStore } from 'jotai'
import { i18n, isRtl, languageOf, type Language } from '../../domain/i18n/index.ts'
import { profileAtom } from '../state/session.ts'

/** The browser's language as one of the console's ('ar-AE' → 'ar'; anything else English). */
export const browserLanguage = (): Language => languageOf(typeof navigator === 'undefined' ? null : navigator.language)

/** The console's language: the profile's choice, else the browser's. */
export const languageAtom = atom<Language>((get) => get(profileAtom)?.language ?? browserLanguage())

/**
 * Switches the catalogue and the document: lang and dir on <html>, so the whole console lays out right to
 * left in Arabic (logical CSS properties do the mirroring). App re-renders its tree keyed by the language.
 */
export function applyLanguage(lang: Language) {
  if (i18n.language !== lang) void i18n.changeLanguage(lang)
  const html = document.documentElement
  html.lang = lang
  html.dir = isRtl(lang) ? 'rtl' : 'ltr'
}

// Applied before anything renders and whenever the profile's language changes (sign-in, profile page),
// synchronously with the session's change, so the next render is already in the new language.
const store = getDefaultStore()
const follow = () => applyLanguage(store.get(languageAtom))
follow()
store.sub(languageAtom, follow)
