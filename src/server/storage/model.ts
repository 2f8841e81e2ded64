/** A storage file as the API answers it (spec 2 §3 storage file). */
export interface StorageFile {
  _id: string
  name: string
  category: string
  type: string
  file: string
  ext: string
  size: number
  isHidden: boolean
  asset: string
  createdAt: string
}

export const STORAGE_COLUMNS = 'id, asset_id, name, category, type, file, ext, size, is_hidden, created_at'

export function toStorageFile(r: Record<string, any>): StorageFile {
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
