import type { FastifyInstance } from 'fastify'
import { fastifyRequestContext, requestContext } from '@fastify/request-context'
import { DEFAULT_LANGUAGE, languageOf, setLanguageSource, type Language } from '../../domain/i18n/index.ts'

declare module '@fastify/request-context' {
  interface RequestContextData {
    language: Language
  }
}

/**
 * The request's language: the X-Language header every console call sends (the profile's
 * language, else the browser's), so validation and error messages made while the request runs come from
 * the catalogue in that language. Outside a request (scheduler, seed) messages are English.
 */
export async function installRequestLanguage(app: FastifyInstance) {
  await app.register(fastifyRequestContext, {
    defaultStoreValues: (req) => ({ language: languageOf(String(req.headers['x-language'] ?? '')) }),
  })
  setLanguageSource(() => requestContext.get('language') ?? DEFAULT_LANGUAGE)
}
