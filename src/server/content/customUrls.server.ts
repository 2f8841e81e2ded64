import { customUrls } from '../../domain/resources/content/seo.ts'
import { defineServerExtension } from '../resources/extension.ts'
import { redirectRestoreRules, redirectRules } from './redirects.ts'

/** Redirects on the server: custom URLs never redirect in a loop, nor take another redirect's source. */
export const customUrlsServer = defineServerExtension(customUrls, {
  beforeWrite: redirectRules,
  // a restored redirect may close a loop or take a source another redirect took meanwhile
  beforeRestore: redirectRestoreRules,
})
