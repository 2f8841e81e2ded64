import { liveTexts } from '../i18n/schemaTexts.ts'

/**
 * The customer form's messages, verbatim from spec 1 §5 and §8 (the catalogue's schema.customer), each read
 * in the current language when a rule or a toast reads it: the web's language, the request's on the server.
 * (Built once as English strings, they stayed English in Arabic.)
 */
export const CUSTOMER_MESSAGES = liveTexts('customer')
