import { useRef, useState } from 'react'
import { useAtomValue } from 'jotai'
import { Upload } from 'lucide-react'
import {
  acceptAttribute,
  acceptedTypes,
  acceptedTypesLabel,
  checkUploadByName,
  type UploadKind,
} from '../../domain/storage/uploadRules.ts'
import { activeAssetIdAtom } from '../state/session.ts'
import { uploadFile } from './uploadFile.ts'
import type { StorageFile } from '../../domain/storage/storageFile.ts'
import { t } from '../../domain/i18n/index.ts'

interface Props {
  category?: string
  /** Which kinds may be uploaded here (default both). */
  accept?: UploadKind[]
  /** Narrower list of extensions (e.g. ['jpg', 'png']): 'You can only upload JPG,PNG file!'. */
  extensions?: string[]
  onUploaded: (file: StorageFile) => void
}

/** 'Upload New File': checks the name and size first (spec 2 §5), then uploads with a progress bar. */
export function UploadPanel({ category = 'Storage', accept = ['image', 'document'], extensions, onUploaded }: Props) {
  const assetId = useAtomValue(activeAssetIdAtom)
  const input = useRef<HTMLInputElement>(null)
  const [progress, setProgress] = useState<number | null>(null)
  const [error, setError] = useState<string | null>(null)
  const types = acceptedTypes(accept, extensions)

  async function start(file: File) {
    setError(null)
    const early = checkUploadByName(file.name, file.size, accept, extensions)
    if (early) return setError(early)
    setProgress(0)
    try {
      const stored = await uploadFile(file, { name: file.name, category, asset: assetId }, setProgress)
      setProgress(1)
      onUploaded(stored)
    } catch (e) {
      setError((e as Error).message || t('common.error'))
    } finally {
      setProgress(null)
      if (input.current) input.current.value = ''
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <label
        className="flex cursor-pointer flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed border-slate-300 px-6 py-12 text-sm text-slate-600 hover:border-brand focus-within:border-brand"
        onDragOver={(e) => e.preventDefault()}
        onDrop={(e) => {
          e.preventDefault()
          const f = e.dataTransfer.files[0]
          if (f) void start(f)
        }}
      >
        <Upload className="size-8 text-brand" aria-hidden />
        <span>
          {t('storage.drop')} <span className="font-medium text-brand">{t('storage.chooseOne')}</span>
        </span>
        <span className="text-xs text-slate-400" data-testid="upload-types">
          <span data-i18n-data>{acceptedTypesLabel(types)}</span> · {t('storage.upTo')}
        </span>
        <input
          ref={input}
          type="file"
          aria-label={t('storage.fileToUpload')}
          className="sr-only"
          accept={acceptAttribute(types)}
          disabled={progress !== null}
          onChange={(e) => {
            const f = e.target.files?.[0]
            if (f) void start(f)
          }}
        />
      </label>
      {progress !== null && (
        <div className="flex items-center gap-2 text-xs text-slate-600">
          <div
            role="progressbar"
            aria-label={t('storage.progress')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(progress * 100)}
            className="h-2 flex-1 overflow-hidden rounded bg-slate-200"
          >
            <div className="h-full bg-brand transition-[width]" style={{ width: `${Math.round(progress * 100)}%` }} />
          </div>
          <span className="w-10 text-end tabular-nums">{Math.round(progress * 100)}%</span>
        </div>
      )}
      {error && (
        <p role="alert" className="rounded border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}
