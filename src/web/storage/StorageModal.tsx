import { Dialog, DialogPanel, DialogTitle, Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react'
import { X } from 'lucide-react'
import { useAtomValue } from 'jotai'
import { P, hasAccess } from '../../domain/permissions.ts'
import { profileAtom } from '../state/session.ts'
import type { UploadKind } from '../../domain/storage/uploadRules.ts'
import { StorageGrid } from './StorageGrid.tsx'
import { UploadPanel } from './UploadPanel.tsx'
import type { StorageFile } from '../../domain/storage/storageFile.ts'
import { t } from '../../domain/i18n/index.ts'

interface Props {
  open: boolean
  onClose: () => void
  /** Receives the chosen or freshly uploaded file; the modal then closes. */
  onSelect: (file: StorageFile) => void
  category?: string
  accept?: UploadKind[]
  /** Narrower list of image extensions this caller takes. */
  extensions?: string[]
  title?: string
}

const tabCls =
  'rounded-t px-3 py-2 text-sm font-medium text-slate-600 data-hover:text-slate-900 data-selected:border-b-2 data-selected:border-brand data-selected:text-brand focus:outline-none data-focus:ring-2 data-focus:ring-brand'

/**
 * The storage picker (spec 2 §2): 900 wide, 'Select From Storage' (grid of 52 per page) and 'Upload New
 * File'. Picking a file, or a finished upload, hands it to the caller and closes. Any form needing an
 * image or a document can use it.
 */
export function StorageModal({
  open,
  onClose,
  onSelect,
  category = 'Storage',
  accept = ['image', 'document'],
  extensions,
  title = t('storage.title'),
}: Props) {
  const pick = (f: StorageFile) => {
    onSelect(f)
    onClose()
  }
  const kind = accept.length === 1 ? accept[0] : undefined
  // Each tab only for who may use it (a 403 would otherwise leave the form for /forbidden).
  const profile = useAtomValue(profileAtom)
  const canBrowse = hasAccess(profile, P.STORAGES_VIEW)
  const canUpload = hasAccess(profile, P.STORAGE_ADD)
  return (
    <Dialog open={open} onClose={onClose} className="relative z-[60]">
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden />
      <div className="fixed inset-0 flex items-start justify-center overflow-y-auto p-4 pt-[6vh]">
        <DialogPanel className="w-[900px] max-w-full rounded-lg bg-white shadow-xl" data-testid="storage-modal">
          <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
            <DialogTitle className="text-base font-semibold">{title}</DialogTitle>
            <button
              type="button"
              onClick={onClose}
              aria-label={t('storage.close')}
              className="rounded p-1 text-slate-500 hover:bg-slate-100"
            >
              <X className="size-4" aria-hidden />
            </button>
          </div>
          <TabGroup className="px-4 pb-4">
            <TabList className="mb-3 flex gap-2 border-b border-slate-200">
              {canBrowse && <Tab className={tabCls}>{t('storage.select')}</Tab>}
              {canUpload && <Tab className={tabCls}>{t('storage.upload')}</Tab>}
            </TabList>
            <TabPanels>
              {canBrowse && (
                <TabPanel className="max-h-[65vh] overflow-y-auto">
                  <StorageGrid kind={kind} onPick={pick} />
                </TabPanel>
              )}
              {canUpload && (
                <TabPanel>
                  <UploadPanel category={category} accept={accept} extensions={extensions} onUploaded={pick} />
                </TabPanel>
              )}
            </TabPanels>
          </TabGroup>
        </DialogPanel>
      </div>
    </Dialog>
  )
}
