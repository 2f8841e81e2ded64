import type { FastifyInstance, FastifyRequest } from 'fastify'
import multipart from '@fastify/multipart'
import { z } from 'zod'
import { t } from '../../domain/i18n/index.ts'
import { text, TEXT_MAX } from '../../domain/input.ts'
import { P } from '../../domain/permissions.ts'
import { MAX_UPLOAD_BYTES, STORAGE_CATEGORY_DEFAULT } from '../../domain/storage/uploadRules.ts'
import type { AppDeps } from '../appDeps.ts'
import { newId } from '../auth/tokens.ts'
import { auth } from '../http/access.ts'
import { badRequest, notFound, parseOr400, invalid } from '../http/errors.ts'
import { isUuid, mapDbError } from '../resources/index.ts'
import { configuredStore, FILES_PREFIX, fileUrl, isValidKey, keyOfUrl, type BlobStore } from './files.ts'
import { STORAGE_COLUMNS, toStorageFile } from './model.ts'
import { receiveFile, type ReceivedFile } from './receive.ts'
import { say } from '../../domain/i18n/schemaTexts.ts'

const uploadFields = z.object({
  name: text(255, 'Name').trim().min(1, say('server.nameWhitespace')).optional(),
  category: text(100, 'Category').trim().min(1).optional(),
  asset: z.string().max(TEXT_MAX.short).optional(),
})
const removeQuery = z.object({ file: z.string().min(1).max(500) })

/** The stored file a /remove `file` parameter names: its _id, or its URL (absolute or not). */
function idOrUrl(file: string): { id?: string; url?: string } {
  if (z.uuid().safeParse(file).success) return { id: file }
  const at = file.indexOf(FILES_PREFIX)
  return { url: at >= 0 ? file.slice(at) : fileUrl(file) }
}

/**
 * Media storage (spec 2 §7): upload (multipart, streamed into the store, checked by content and name),
 * serving by key, removal. Listing and search go through the generic resource calls on /api/storage.
 */
export async function storageRoutes(
  app: FastifyInstance,
  { db, config }: AppDeps,
  store: BlobStore = configuredStore(config),
) {
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 2000, parts: 12, headerPairs: 100 },
    throwFileSizeLimit: false,
  })

  app.post('/api/storage/upload', { config: { access: { permissions: [P.STORAGE_ADD] } } }, async (req, reply) => {
    const a = auth(req)
    if (!req.isMultipart()) throw badRequest(t('storage.refusals.notMultipart'))
    const fields: Record<string, string> = {}
    let received: ReceivedFile | null = null
    try {
      for await (const part of readableParts(app, req)) {
        if (part.type === 'file') {
          if (part.fieldname !== 'file' || received) {
            await part.toBuffer().catch(() => {})
            throw badRequest(t('storage.refusals.oneFile'))
          }
          received = await receiveFile(part, store, a.assetId)
        } else if (typeof part.value === 'string') fields[part.fieldname] = part.value
      }
      const chooseFile = t('storage.refusals.chooseFile')
      if (!received) throw badRequest(chooseFile, [{ path: 'file', message: chooseFile }])
      // Without a name field the stored name is the file's own, under the same rule.
      const f = parseOr400(uploadFields, { name: received.filename.slice(0, 255), ...fields })
      if (f.asset !== undefined && f.asset !== a.assetId)
        throw invalid([{ path: 'asset', message: t('errors.notActiveAsset') }])
      const id = newId()
      const [row] = await db.query(
        `insert into storage_files (id, asset_id, name, category, type, file, ext, size, creator_id, updated_by_id)
         values ($1,$2,$3,$4,$5,$6,$7,$8,$9,$9) returning ${STORAGE_COLUMNS}`,
        [
          id,
          a.assetId,
          f.name,
          f.category ?? STORAGE_CATEGORY_DEFAULT,
          received.rule.mime,
          fileUrl(received.key),
          received.rule.ext,
          received.size,
          a.userId,
        ],
      )
      reply.status(201)
      return { data: toStorageFile(row) }
    } catch (e) {
      const got = received as ReceivedFile | null
      if (got) await store.remove(got.key).catch(() => {})
      throw countRefusal(app, e) ?? e
    }
  })

  // Public by unguessable key, so <img> tags work without a token. Nothing stored can act in the
  // console's origin: nosniff everywhere, SVG sandboxed by CSP, documents downloaded.
  app.get('/api/storage/files/*', { config: { access: { public: true } } }, async (req, reply) => {
    const key = (req.params as { '*': string })['*']
    if (!isValidKey(key)) throw notFound(t('errors.other.fileNotFound'))
    const [row] = await db.query('select type, ext, name from storage_files where file = $1 and deleted_at is null', [
      fileUrl(key),
    ])
    const obj = row ? await store.read(key) : null
    if (!row || !obj) throw notFound(t('errors.other.fileNotFound'))
    const safeName = String(row.name).replace(/[^\w.\- ]+/g, '_')
    reply
      .header('Content-Type', row.type)
      .header('Content-Length', obj.size)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'private, max-age=86400, immutable')
      .header('Content-Security-Policy', "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox")
      .header('Cross-Origin-Resource-Policy', 'same-origin')
    const inline = ['jpg', 'png', 'webp', 'svg', 'pdf'].includes(row.ext)
    reply.header('Content-Disposition', `${inline ? 'inline' : 'attachment'}; filename="${safeName}"`)
    return reply.send(obj.stream)
  })

  // A soft delete like every resource's: the bytes stay so GET /api/storage/{id}/restore serves the file again.
  app.delete('/api/storage/remove', { config: { access: { permissions: [P.STORAGE_DELETE] } } }, async (req) => {
    const a = auth(req)
    const { file } = parseOr400(removeQuery, req.query ?? {})
    const { id, url } = idOrUrl(file)
    const [row] = await db.query(
      `update storage_files set deleted_at = now(), updated_by_id = $4, updated_at = now()
        where asset_id = $1 and deleted_at is null and (id = $2::uuid or file = $3) returning id, file`,
      [a.assetId, id ?? null, url ?? null, a.userId],
    )
    if (!row) throw notFound(t('errors.other.fileNotFound'))
    return { data: { _id: row.id } }
  })

  // The generic hard delete (live or removed; 409 while a record still uses the file), then the bytes,
  // once the row's deletion is committed: a failed delete keeps both.
  app.delete('/api/storage/:id/force', { config: { access: { permissions: [P.STORAGE_DELETE] } } }, async (req) => {
    const a = auth(req)
    const { id } = req.params as { id: string }
    if (!isUuid(id)) throw notFound(t('errors.other.fileNotFound'))
    const rows = await db
      .query<{ id: string; file: string }>(
        'delete from storage_files where id = $1::uuid and asset_id = $2::uuid returning id, file',
        [id, a.assetId],
      )
      .catch((e) => mapDbError(e, 'File'))
    if (!rows.length) throw notFound(t('errors.other.fileNotFound'))
    await store.remove(keyOfUrl(rows[0].file))
    return { data: { _id: rows[0].id } }
  })
}

/**
 * The parts of a multipart upload. A body the multipart reader cannot read (a multipart content type over
 * JSON or plain text: busboy's "Unexpected end of multipart data", "Malformed part header") is the
 * caller's 400, not a 500; refusals already meant for the caller (a 4xx, the count limits) stay as they are.
 */
async function* readableParts(app: FastifyInstance, req: FastifyRequest) {
  const parts = req.parts()[Symbol.asyncIterator]()
  for (;;) {
    let next: Awaited<ReturnType<typeof parts.next>>
    try {
      next = await parts.next()
    } catch (e) {
      const status = (e as { statusCode?: unknown }).statusCode
      if (typeof status === 'number' && status < 500) throw countRefusal(app, e) ?? e
      throw badRequest(t('storage.refusals.unreadable'))
    }
    if (next.done) return
    yield next.value
  }
}

/** The multipart reader's count limits (its own 413 'reach files limit') as a 400 in the request's language. */
function countRefusal(app: FastifyInstance, e: unknown) {
  const { FilesLimitError, PartsLimitError, FieldsLimitError } = app.multipartErrors
  if (e instanceof FilesLimitError)
    return badRequest(t('storage.refusals.oneFile'), [{ path: 'file', message: t('storage.refusals.oneFile') }])
  if (e instanceof PartsLimitError || e instanceof FieldsLimitError)
    return badRequest(t('storage.refusals.tooManyFields'))
  return null
}
