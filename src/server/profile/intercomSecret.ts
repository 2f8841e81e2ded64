import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { Config } from '../config.ts'

/**
 * The chat widget's identity-verification secret: INTERCOM_SECRET, or one generated on first use and kept
 * in DATA_DIR/intercom-secret so hashes stay stable across restarts.
 */
export function intercomSecret(config: Config): string {
  if (config.intercomSecret) return config.intercomSecret
  const file = path.join(config.dataDir, 'intercom-secret')
  try {
    fs.mkdirSync(config.dataDir, { recursive: true })
    fs.writeFileSync(file, crypto.randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 })
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err
  }
  return fs.readFileSync(file, 'utf8').trim()
}

export const intercomHash = (secret: string, userId: string) =>
  crypto.createHmac('sha256', secret).update(userId).digest('hex')
