import { FileText } from 'lucide-react'
import type { StorageFile } from '../../domain/storage/storageFile.ts'

const IMAGE_EXTS = ['jpg', 'png', 'svg', 'webp']

/** A stored file's preview: the image itself, or a document icon with its extension. */
export function FileThumb({
  file,
  className = 'size-full',
}: {
  file: Pick<StorageFile, 'file' | 'ext' | 'name'>
  className?: string
}) {
  // Decorative: the file name is always shown beside the preview, so alt text would only repeat it.
  if (IMAGE_EXTS.includes(file.ext))
    return <img src={file.file} alt="" loading="lazy" className={`${className} object-cover`} />
  return (
    <span className={`${className} flex flex-col items-center justify-center gap-1 bg-slate-50 text-slate-500`}>
      <FileText className="size-8" aria-hidden />
      <span className="text-xs uppercase" data-i18n-data>
        {file.ext}
      </span>
    </span>
  )
}
