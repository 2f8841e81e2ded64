import { useApi } from '../lib/useApi.ts'
import { STORAGE_PAGE_SIZE, type StorageFile } from '../../domain/storage/storageFile.ts'

export interface StorageSearch {
  page: number
  text: string
  /** 'image' limits to images (avatars, pictures). */
  kind?: 'image' | 'document'
}

export interface Paginator {
  total: number
  page: number
  totalPages: number
  hasPrevPage: boolean
  hasNextPage: boolean
}

/**
 * Storage search (spec 2 §7): the active asset (the server scopes it), not hidden, optional text
 * search, newest first, 52 per page.
 */
export function storageFilter({ page, text, kind }: StorageSearch) {
  const query: Record<string, unknown> = { isHidden: { $ne: true } }
  if (text.trim()) query.$text = { $search: text.trim() }
  if (kind === 'image') query.ext = { $in: ['jpg', 'png', 'svg', 'webp'] }
  if (kind === 'document') query.ext = { $in: ['pdf', 'docx', 'json'] }
  return { page, limit: STORAGE_PAGE_SIZE, sort: { createdAt: -1 }, query }
}

export function useStorageSearch(s: StorageSearch) {
  return useApi<{ data: StorageFile[]; meta: Paginator }>(
    '/api/storage',
    { filter: storageFilter(s) },
    { keepPreviousData: true },
  )
}
