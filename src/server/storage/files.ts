import fs from 'node:fs'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import type { Readable } from 'node:stream'
import { newId } from '../auth/tokens.ts'

/**
 * Where the API serves a stored object. storage_files.file holds this URL path (what every reader,
 * generic lists included, hands to an <img>); the key after the prefix is unguessable (uuids) and
 * never a user-given name.
 */
export const FILES_PREFIX = '/api/storage/files/'
export const fileUrl = (key: string) => FILES_PREFIX + key
export const keyOfUrl = (url: string) => (url.startsWith(FILES_PREFIX) ? url.slice(FILES_PREFIX.length) : '')

/** A key is `<asset uuid>/<uuid>.<ext>`: anything else (../, absolute, odd characters) is refused. */
const KEY_RE = /^[0-9a-f-]{36}\/[0-9a-f-]{36}\.[a-z0-9]{2,5}$/
export const isValidKey = (key: string) => KEY_RE.test(key)
export const newKey = (assetId: string, ext: string) => `${assetId}/${newId()}.${ext}`

/**
 * The storage interface: objects by key. The disk store is the default; an S3-compatible store
 * only has to implement these four calls (write must publish the object only once complete).
 */
export interface BlobStore {
  write(key: string, body: Readable): Promise<void>
  read(key: string): Promise<{ stream: Readable; size: number } | null>
  remove(key: string): Promise<void>
}

/** The server's store: STORAGE_DIR, else DATA_DIR/storage. */
export const configuredStore = (config: { storageDir?: string; dataDir: string }) =>
  new DiskStore(config.storageDir ?? path.join(config.dataDir, 'storage'))

/** Files under STORAGE_DIR (default DATA_DIR/storage); a write streams into a temp file and is renamed into place when complete. */
export class DiskStore implements BlobStore {
  readonly root: string
  private readonly tmp: string
  constructor(root: string) {
    this.root = root
    this.tmp = path.join(this.root, '.tmp')
    fs.mkdirSync(this.tmp, { recursive: true })
    // Temp files older than a day belong to writes a crash interrupted.
    for (const f of fs.readdirSync(this.tmp)) {
      const p = path.join(this.tmp, f)
      const st = fs.statSync(p, { throwIfNoEntry: false })
      if (st && Date.now() - st.mtimeMs > 86_400_000) fs.rmSync(p, { force: true })
    }
  }

  private pathOf(key: string) {
    if (!isValidKey(key)) throw new Error(`invalid storage key ${key}`)
    return path.join(this.root, key)
  }

  async write(key: string, body: Readable) {
    const final = this.pathOf(key)
    const tmp = path.join(this.tmp, `${newId()}.part`)
    try {
      await pipeline(body, fs.createWriteStream(tmp, { flags: 'wx' }))
      await fs.promises.mkdir(path.dirname(final), { recursive: true })
      await fs.promises.rename(tmp, final)
    } catch (e) {
      await fs.promises.rm(tmp, { force: true })
      throw e
    }
  }

  async read(key: string) {
    if (!isValidKey(key)) return null
    const p = this.pathOf(key)
    try {
      const st = await fs.promises.stat(p)
      return { stream: fs.createReadStream(p), size: st.size }
    } catch {
      return null
    }
  }

  async remove(key: string) {
    if (!isValidKey(key)) return
    await fs.promises.rm(this.pathOf(key), { force: true })
  }
}
