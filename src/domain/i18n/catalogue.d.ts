import type { en } from './en/index.ts'

// Typed keys: t('report.title') is checked against the English catalogue.
declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof en }
    returnNull: false
  }
}
