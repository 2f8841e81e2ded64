import { hash, verify } from '@node-rs/argon2'

/** argon2id with the library defaults (m=19456 KiB, t=2, p=1). */
export const hashPassword = (password: string) => hash(password)

export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  try {
    return await verify(hashed, password)
  } catch {
    return false
  }
}
