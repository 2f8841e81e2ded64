import { z } from 'zod'
import { PASSWORDS_DIFFER, passwordSchema } from '../../domain/password.ts'

/** A new password typed twice (reset and change password forms), with the shared password rule. */
export const newPasswordSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string().min(1, 'Please confirm the password.') })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], ...PASSWORDS_DIFFER })
