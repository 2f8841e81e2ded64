import type { StorageFile } from '../../../domain/storage/storageFile.ts'
import { useApi } from '../../lib/useApi.ts'
import { FileThumb } from '../../storage/FileThumb.tsx'

/** A stored file known only by its id (an image inside an item): read once, then shown like any other. */
export function StoredFileThumb({ id, className }: { id: string; className?: string }) {
  const res = useApi<{ data: StorageFile }>(`/api/storage/${id}`, undefined, { revalidateOnFocus: false })
  const file = res.data?.data
  return file ? (
    <FileThumb file={file} className={className} />
  ) : (
    <span className="p-1 text-xs text-slate-500">{res.error ? 'File not found' : 'Loading…'}</span>
  )
}
