import { z } from 'zod'
import { say } from './i18n/schemaTexts.ts'

/** The password rule of every password form (reset, change, customer credentials): at least 8 characters. */
export const PASSWORD_MIN_LENGTH = 8

export const passwordSchema = z
  .string(say('password.required'))
  .min(PASSWORD_MIN_LENGTH, say('password.tooShort', { min: PASSWORD_MIN_LENGTH }))
  .max(1024)

/** The confirmation's refine: `{ ...PASSWORDS_DIFFER, path: ['confirmPassword'] }` (its sentence in the current language). */
export const PASSWORDS_DIFFER = say('password.differ')
