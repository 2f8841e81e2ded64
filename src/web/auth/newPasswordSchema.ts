import { z } from 'zod'
import { PASSWORDS_DIFFER, passwordSchema } from '../../domain/password.ts'
import { t } from '../../domain/i18n/index.ts'

/** A new password typed twice (reset and change password forms), with the shared password rule; sentences read when checked, in the current language. */
export const newPasswordSchema = z
  .object({
    password: passwordSchema,
    confirmPassword: z.string().min(1, { error: () => t('auth.reset.confirmRequired') }),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], ...PASSWORDS_DIFFER })
