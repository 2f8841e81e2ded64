/** A stored file as the API answers it (spec 2 §3). */
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

export const STORAGE_PAGE_SIZE = 52
