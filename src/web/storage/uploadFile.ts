import { ApiError, INTERRUPTED } from '../lib/http.ts'
import { loadSession } from '../lib/session.ts'
import { currentLanguage } from '../../domain/i18n/index.ts'
import type { StorageFile } from '../../domain/storage/storageFile.ts'

export interface UploadFields {
  name?: string
  category?: string
  asset?: string | null
}

/**
 * POST /api/storage/upload as multipart (spec 2 §7) with upload progress. XMLHttpRequest because
 * fetch cannot report request-body progress; headers as in lib/http.ts.
 */
export function uploadFile(
  file: File,
  fields: UploadFields,
  onProgress?: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<StorageFile> {
  return new Promise((resolve, reject) => {
    const form = new FormData()
    if (fields.name) form.append('name', fields.name)
    form.append('category', fields.category || 'Storage')
    if (fields.asset) form.append('asset', fields.asset)
    form.append('file', file, file.name)
    const xhr = new XMLHttpRequest()
    xhr.open('POST', '/api/storage/upload')
    xhr.setRequestHeader('X-Timezone', Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC')
    xhr.setRequestHeader('X-Language', currentLanguage())
    const token = loadSession()?.accessToken
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`)
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress?.(e.loaded / e.total)
    xhr.onload = () => {
      let body: { data?: StorageFile; message?: string; errors?: { path: string; message: string }[] } | null = null
      try {
        body = JSON.parse(xhr.responseText)
      } catch {
        /* not JSON */
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(body?.data as StorageFile)
      else reject(new ApiError(body?.message ?? 'Error', xhr.status, body?.errors))
    }
    xhr.onerror = () => reject(new ApiError(INTERRUPTED, 0, undefined, undefined, 'NetworkError'))
    xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'))
    signal?.addEventListener('abort', () => xhr.abort())
    xhr.send(form)
  })
}
