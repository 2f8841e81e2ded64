/** The profile page's language setting (issue 20). */
export const profile = {
  languageTitle: 'Language',
  languageHint: 'The console’s texts, dates and numbers. Arabic lays the console out right to left.',
  browserLanguage: 'Browser’s language ({{name}})',
  languageSaved: 'Language has been updated',
}
