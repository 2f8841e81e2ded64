import { z } from 'zod'

/** The password rule of every password form (reset, change, customer credentials): at least 8 characters. */
export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`

export const passwordSchema = z.string({ error: 'Password is required.' }).min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT).max(1024)

export const PASSWORDS_DIFFER = 'Passwords do not match.'
