import crypto from 'node:crypto'

/** A random bearer token; only its sha256 is ever stored. */
export function newToken(): string {
  return crypto.randomBytes(32).toString('base64url')
}

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex')
}

export const newId = () => crypto.randomUUID()
