/** What other areas use from storage: the picker modal (any form needing an image or a document). */
export { StorageModal } from './StorageModal.tsx'
export type { StorageFile } from '../../domain/storage/storageFile.ts'
