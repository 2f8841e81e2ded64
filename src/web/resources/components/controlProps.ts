import type { Control as FormControl } from 'react-hook-form'
import type { FieldDef } from '../../../domain/resources/types.ts'
import type { StorageFile } from '../../../domain/storage/storageFile.ts'

/** A control bound to react-hook-form at `name` (a dotted path inside items); ItemsControl and TranslationsControl take the same. */
export interface ControlProps {
  name: string
  field: FieldDef
  id: string
  control: FormControl
  /** Files already read with the record, by id (previews of the image and gallery controls). */
  files: Map<string, StorageFile>
  describedBy?: string
  /** The resource's fields (the translations control shows the English of the translatable ones). */
  fields?: Record<string, FieldDef>
}
