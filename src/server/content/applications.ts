import type { Queryable } from '../db/db.ts'
import { badRequest } from '../http/errors.ts'
import { t } from '../../domain/i18n/index.ts'

/** What a CV may be: documents people read, not images, JSON or archives. */
export const CV_EXTENSIONS = ['pdf', 'docx'] as const

/**
 * A job application's CV, in the write's transaction: the stored file (already checked to be the
 * asset's) must be a PDF or DOCX document. The upload itself checked that its content matches its name.
 */
export async function applicationRules(q: Queryable, values: Record<string, unknown>, assetId: string) {
  if (typeof values.cv !== 'string') return
  const [file] = await q.query<{ name: string; ext: string | null }>(
    `select name, ext from storage_files where id = $1::uuid and asset_id = $2::uuid`,
    [values.cv, assetId],
  )
  const ext = (file?.ext ?? '').toLowerCase()
  if (!(CV_EXTENSIONS as readonly string[]).includes(ext)) {
    const name = file?.name ?? values.cv
    const message = ext
      ? t('errors.content.cvType', { name, ext: ext.toUpperCase() })
      : t('errors.content.cvNotDocument', { name })
    throw badRequest(message, [{ path: 'cv', message }])
  }
}
