import fs from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'
import type { Queryable } from '../db.ts'
import { fileUrl, newKey, type BlobStore } from '../../storage/files.ts'
import type { Rand } from './random.ts'

/** Placeholder pictures shipped with the product (480×320 JPEG, 4–8 KB each), drawn for the demo. */
const DIR = path.join(import.meta.dirname, 'images')
const PICTURES = ['tower.jpg', 'waterfront.jpg', 'villa.jpg', 'pool.jpg']

/**
 * Stores the placeholder pictures of one asset through the storage module (so they are in its storage
 * library), then gives each project a gallery of three and each listing two, by position. Ids come from
 * a stream of their own, so the rest of the demo data stays the same. Without a store (the tests'
 * template database) nothing is stored.
 */
export async function seedPictures(
  q: Queryable,
  ids: Rand,
  store: BlobStore | undefined,
  assetId: string,
  creatorId: string | null,
) {
  if (!store) return
  const files: string[] = []
  for (const name of PICTURES) {
    const bytes = fs.readFileSync(path.join(DIR, name))
    const key = newKey(assetId, 'jpg')
    await store.write(key, Readable.from(bytes))
    const id = ids.uuid()
    await q.query(
      `insert into storage_files (id, asset_id, name, category, type, file, ext, size, creator_id, updated_by_id) values ($1, $2, $3, 'Projects', 'image/jpeg', $4, 'jpg', $5, $6, $6)`,
      [id, assetId, name, fileUrl(key), bytes.length, creatorId],
    )
    files.push(id)
  }
  const pick = (n: number) =>
    `array[${Array.from({ length: n }, (_, k) => `($2::uuid[])[1 + (t.n + ${k}) % 4]`).join(', ')}]`
  for (const [table, order, n, column] of [
    ['projects', 'name', 3, 'gallery_ids'],
    ['listings', 'reference', 2, 'image_ids'],
  ] as const) {
    await q.query(
      `update ${table} set ${column} = ${pick(n)} from (select id, row_number() over (order by ${order}) as n from ${table} where asset_id = $1) t where ${table}.id = t.id`,
      [assetId, files],
    )
  }
}
