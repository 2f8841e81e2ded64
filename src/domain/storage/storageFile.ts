/** A stored file as the API answers it (spec 2 §3 storage file), shared by server and web. */
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

/** The storage grid's page size (spec 2 §9). */
export const STORAGE_PAGE_SIZE = 52
