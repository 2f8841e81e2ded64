import { useState } from 'react'
import { useAtomValue } from 'jotai'
import { Trash2, Upload, X } from 'lucide-react'
import { P, hasAccess } from '../../domain/permissions.ts'
import { t } from '../../domain/i18n/index.ts'
import { api } from '../lib/http.ts'
import type { PageProps } from '../routeTypes.ts'
import { profileAtom } from '../state/session.ts'
import { buttonPrimary, buttonSecondary } from '../ui/Card.tsx'
import { ConfirmDelete } from '../ui/ConfirmDelete.tsx'
import { PageHeader } from '../ui/PageHeader.tsx'
import { toast } from '../ui/toast.tsx'
import { StorageGrid } from './StorageGrid.tsx'
import { UploadPanel } from './UploadPanel.tsx'
import type { StorageFile } from '../../domain/storage/storageFile.ts'

/** /storage (STORAGES_VIEW): the asset's files, with upload (STORAGE_ADD) and delete (STORAGE_DELETE). */
export default function MediaPage({ title }: PageProps) {
  const profile = useAtomValue(profileAtom)
  const [uploading, setUploading] = useState(false)
  const [reloadKey, setReloadKey] = useState(0)
  const [deleting, setDeleting] = useState<StorageFile | null>(null)
  const canDelete = hasAccess(profile, P.STORAGE_DELETE)
  return (
    <div className="pb-10">
      <PageHeader
        title={title}
        actions={
          hasAccess(profile, P.STORAGE_ADD) && (
            <button
              type="button"
              onClick={() => setUploading((u) => !u)}
              className={uploading ? buttonSecondary : buttonPrimary}
            >
              {uploading ? <X className="size-4" aria-hidden /> : <Upload className="size-4" aria-hidden />}
              {uploading ? t('storage.closeUpload') : t('storage.uploadButton')}
            </button>
          )
        }
      />
      <div className="flex flex-col gap-4 px-6">
        {uploading && (
          <div className="rounded-lg border border-slate-200 bg-white p-4">
            <UploadPanel
              onUploaded={(f) => {
                toast.success(t('storage.uploaded', { name: f.name }))
                setReloadKey((k) => k + 1)
              }}
            />
          </div>
        )}
        <div className="rounded-lg border border-slate-200 bg-white p-4">
          <StorageGrid
            reloadKey={reloadKey}
            actions={
              canDelete
                ? (f) => (
                    <button
                      type="button"
                      onClick={() => setDeleting(f)}
                      aria-label={t('storage.deleteFile', { name: f.name })}
                      className="rounded bg-white/90 p-1 text-slate-500 opacity-0 shadow group-hover:opacity-100 hover:text-red-600 focus-visible:opacity-100"
                    >
                      <Trash2 className="size-4" aria-hidden />
                    </button>
                  )
                : undefined
            }
          />
        </div>
      </div>
      <ConfirmDelete
        label={t('storage.fileWord')}
        target={deleting?.name ?? null}
        kind="forGood"
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          await api.del('/api/storage/remove', { file: deleting!._id })
          setReloadKey((k) => k + 1)
        }}
      />
    </div>
  )
}
