import { fileTypeFromBuffer } from 'file-type'
import { FILE_TYPES, type FileTypeRule } from '../../domain/storage/uploadRules.ts'

/** Bytes read before deciding a file's type (file-type needs ~4 kB; DOCX's zip entries can sit further in). */
export const SNIFF_BYTES = 64 * 1024

const byExt = (ext: string) => FILE_TYPES.find((t) => t.ext === ext)

/** Text after a BOM, XML declaration, comments and doctype: must open an <svg> root. */
function looksLikeSvg(text: string) {
  const t = text
    .replace(/^\uFEFF/, '')
    .replace(/<\?xml[\s\S]*?\?>/, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>/i, '')
    .trimStart()
  return /^<svg[\s>]/i.test(t)
}

function looksLikeJson(buf: Buffer) {
  if (buf.includes(0)) return false
  const t = buf
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart()
  return t.startsWith('{') || t.startsWith('[')
}

/**
 * The allowed type the content really is (spec 2 §5), from the first bytes: binary formats by their
 * signature (file-type), SVG and JSON by text sniffing. Null when it is none of them.
 */
export async function sniffType(head: Buffer): Promise<FileTypeRule | null> {
  const ft = await fileTypeFromBuffer(head)
  if (ft) {
    if (ft.ext === 'jpg' || ft.ext === 'png' || ft.ext === 'webp' || ft.ext === 'pdf' || ft.ext === 'docx')
      return byExt(ft.ext)!
    if (ft.ext !== 'xml') return null
  }
  if (head.includes(0)) return null
  const text = head.toString('utf8')
  if (looksLikeSvg(text)) return byExt('svg')!
  if (looksLikeJson(head)) return byExt('json')!
  return null
}
