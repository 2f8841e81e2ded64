import type { profile as en } from '../en/profile.ts'
import type { Translation } from '../types.ts'

export const profile: Translation<typeof en> = {
  languageTitle: 'اللغة',
  languageHint: 'نصوص اللوحة وتواريخها وأرقامها. تعرض العربية اللوحة من اليمين إلى اليسار.',
  browserLanguage: 'لغة المتصفح ({{name}})',
  languageSaved: 'تم تحديث اللغة',
}
