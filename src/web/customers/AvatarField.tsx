import { useState } from 'react'
import { ImagePlus, X } from 'lucide-react'
import { CUSTOMER_AVATAR_CATEGORY } from '../../domain/storage/uploadRules.ts'
import { StorageModal } from '../storage/StorageModal.tsx'
import type { StorageFile } from '../../domain/storage/storageFile.ts'
import { t } from '../../domain/i18n/index.ts'

export interface AvatarValue {
  _id: string
  file: string
  name: string
}

/** Profile picture chooser (jpg, svg, png, webp) through the storage modal, category Customers/Avatars. */
export function AvatarField({
  value,
  onChange,
}: {
  value: AvatarValue | null
  onChange: (v: AvatarValue | null) => void
}) {
  const [open, setOpen] = useState(false)
  return (
    <div className="flex items-center gap-3">
      <span className="size-16 shrink-0 overflow-hidden rounded-full border border-slate-200 bg-slate-50">
        {value ? (
          <img src={value.file} alt={t('customers.form.picture')} className="size-full object-cover" />
        ) : (
          <ImagePlus className="m-auto mt-5 size-6 text-slate-300" aria-hidden />
        )}
      </span>
      <div className="flex gap-2">
        <button
          type="button"
          onClick={() => setOpen(true)}
          className="rounded border border-slate-300 px-2.5 py-1 text-sm hover:bg-slate-50"
        >
          {value ? t('customers.form.changePicture') : t('customers.form.choosePicture')}
        </button>
        {value && (
          <button
            type="button"
            onClick={() => onChange(null)}
            className="inline-flex items-center gap-1 rounded px-2 py-1 text-sm text-slate-500 hover:text-red-600"
          >
            <X className="size-3.5" aria-hidden /> {t('customers.form.removePicture')}
          </button>
        )}
      </div>
      <StorageModal
        open={open}
        onClose={() => setOpen(false)}
        title={t('customers.form.picture')}
        category={CUSTOMER_AVATAR_CATEGORY}
        accept={['image']}
        onSelect={(f: StorageFile) => onChange({ _id: f._id, file: f.file, name: f.name })}
      />
    </div>
  )
}
