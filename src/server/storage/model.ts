import type { StorageFile } from '../../domain/storage/storageFile.ts'
import type { DbRow } from '../db/db.ts'

export const STORAGE_COLUMNS = 'id, asset_id, name, category, type, file, ext, size, is_hidden, created_at'

export function toStorageFile(r: DbRow): StorageFile {
  return {
    _id: r.id,
    name: r.name,
    category: r.category,
    type: r.type,
    file: r.file,
    ext: r.ext,
    size: Number(r.size),
    isHidden: r.is_hidden,
    asset: r.asset_id,
    createdAt: r.created_at instanceof Date ? r.created_at.toISOString() : String(r.created_at),
  }
}
