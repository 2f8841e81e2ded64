import { PassThrough } from 'node:stream'
import { once } from 'node:events'
import type { MultipartFile } from '@fastify/multipart'
import {
  claimedKind,
  ruleForName,
  sizeMessage,
  typeMessage,
  type FileTypeRule,
} from '../../domain/storage/uploadRules.ts'
import { t } from '../../domain/i18n/index.ts'
import { HttpError, badRequest } from '../http/errors.ts'
import { newKey, type BlobStore } from './files.ts'
import { SNIFF_BYTES, sniffType } from './sniff.ts'

export interface ReceivedFile {
  key: string
  rule: FileTypeRule
  size: number
  filename: string
}

const fileError = (message: string) => badRequest(message, [{ path: 'file', message }])

/**
 * Streams one uploaded file into the store while checking it: the first SNIFF_BYTES decide the type
 * from the content, which must be allowed and agree with the name's extension; busboy stops at the
 * size limit (file.truncated). Nothing is buffered beyond the sniffed head. On any failure (bad type,
 * too large, a body cut short) the stream is still drained, the object is removed, and the error thrown.
 */
export async function receiveFile(part: MultipartFile, store: BlobStore, assetId: string): Promise<ReceivedFile> {
  const filename = part.filename ?? ''
  const named = ruleForName(filename)
  const kind = named?.kind ?? claimedKind(filename)
  let failure: Error | null = named ? null : fileError(typeMessage(kind))
  let head: Buffer[] = []
  let headLen = 0
  let size = 0
  let rule: FileTypeRule | null = null
  let key = ''
  let body: PassThrough | null = null
  let writing: Promise<void> | null = null

  async function decide() {
    const buf = Buffer.concat(head)
    head = []
    const real = await sniffType(buf)
    if (!real || real.ext !== named!.ext) return fileError(typeMessage(kind))
    rule = real
    key = newKey(assetId, real.ext)
    body = new PassThrough()
    writing = store.write(key, body)
    writing.catch(() => {}) // observed below; keeps an early disk error from being unhandled
    await push(buf)
    return null
  }

  async function push(chunk: Buffer) {
    if (!body!.write(chunk)) await Promise.race([once(body!, 'drain'), writing])
  }

  try {
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      size += chunk.length
      if (failure) continue // keep draining so the request completes
      try {
        if (body) await push(chunk)
        else {
          head.push(chunk)
          headLen += chunk.length
          if (headLen >= SNIFF_BYTES) failure = await decide()
        }
      } catch (e) {
        failure = e as Error
      }
    }
    if (!failure && part.file.truncated) failure = fileError(sizeMessage(kind))
    if (!failure && !body) failure = headLen === 0 ? fileError(typeMessage(kind)) : await decide()
  } catch (e) {
    failure = failure ?? (e as Error) // body cut short (premature close, malformed multipart)
  }
  if (failure) {
    const b = body as PassThrough | null
    b?.destroy(failure)
    await (writing as Promise<void> | null)?.catch(() => {})
    if (key) await store.remove(key).catch(() => {})
    throw failure instanceof HttpError ? failure : new HttpError(400, t('storage.refusals.interrupted'))
  }
  ;(body as PassThrough | null)!.end()
  await writing
  return { key, rule: rule!, size, filename }
}
