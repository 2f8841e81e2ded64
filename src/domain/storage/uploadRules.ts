import { t } from '../i18n/index.ts'

/**
 * Upload rules of spec 2 §5, shared by the upload control (early check) and the server (the real
 * check, on the content). Messages verbatim in English (the catalogue's storage.refusals).
 */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024

export type UploadKind = 'image' | 'document'

export interface FileTypeRule {
  ext: string
  mime: string
  kind: UploadKind
  /** Other names the extension goes by. */
  aliases?: string[]
}

export const FILE_TYPES: FileTypeRule[] = [
  { ext: 'jpg', mime: 'image/jpeg', kind: 'image', aliases: ['jpeg'] },
  { ext: 'png', mime: 'image/png', kind: 'image' },
  { ext: 'svg', mime: 'image/svg+xml', kind: 'image' },
  { ext: 'webp', mime: 'image/webp', kind: 'image' },
  { ext: 'pdf', mime: 'application/pdf', kind: 'document' },
  { ext: 'docx', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', kind: 'document' },
  { ext: 'json', mime: 'application/json', kind: 'document' },
]

/** The refusals in the current language (the request's on the server): getters, read when a file is checked. */
export const UPLOAD_MESSAGES = {
  get imageType() {
    return t('storage.refusals.imageType')
  },
  imageTypeCustom: (extensions: string) => t('storage.refusals.imageTypeCustom', { extensions }),
  get imageSize() {
    return t('storage.refusals.imageSize')
  },
  get documentType() {
    return t('storage.refusals.documentType')
  },
  get documentSize() {
    return t('storage.refusals.documentSize')
  },
}

/** The rule for a file name's extension ('photo.JPEG' → jpg), or undefined. */
export function ruleForName(name: string): FileTypeRule | undefined {
  const m = /\.([A-Za-z0-9]+)$/.exec(name)
  if (!m) return undefined
  const ext = m[1].toLowerCase()
  return FILE_TYPES.find((t) => t.ext === ext || t.aliases?.includes(ext))
}

/**
 * The types an upload area takes: the kinds it accepts, narrowed to `extensions` when given. One list
 * builds both the file chooser's `accept` and the text listing the types, so they cannot disagree.
 */
export function acceptedTypes(accept: UploadKind[] = ['image', 'document'], extensions?: string[]): FileTypeRule[] {
  return FILE_TYPES.filter((t) => accept.includes(t.kind) && (!extensions || extensions.includes(t.ext)))
}

/** The file chooser's `accept` attribute, aliases included ('.jpg,.jpeg,.png'). */
export const acceptAttribute = (types: FileTypeRule[]) =>
  types.flatMap((t) => [t.ext, ...(t.aliases ?? [])].map((e) => `.${e}`)).join(',')

/** The types as people name them, one per type ('JPG, PNG, SVG, WEBP'). */
export const acceptedTypesLabel = (types: FileTypeRule[]) => types.map((t) => t.ext.toUpperCase()).join(', ')

/** The kind a name claims: an unknown extension counts as a document unless it looks like an image. */
const IMAGE_LIKE = /\.(jpe?g|png|svg|webp|gif|bmp|tiff?|ico|heic|avif)$/i
export function claimedKind(name: string): UploadKind {
  return ruleForName(name)?.kind ?? (IMAGE_LIKE.test(name) ? 'image' : 'document')
}

export const typeMessage = (kind: UploadKind) =>
  kind === 'image' ? UPLOAD_MESSAGES.imageType : UPLOAD_MESSAGES.documentType
export const sizeMessage = (kind: UploadKind) =>
  kind === 'image' ? UPLOAD_MESSAGES.imageSize : UPLOAD_MESSAGES.documentSize

/**
 * Early check of a chosen file by name and size (the server checks the content again). Null when fine.
 * `extensions` narrows the images a caller takes (e.g. ['jpg', 'png']), with the spec's custom message.
 */
export function checkUploadByName(
  name: string,
  size: number,
  accept?: UploadKind[],
  extensions?: string[],
): string | null {
  const rule = ruleForName(name)
  const kind = rule?.kind ?? claimedKind(name)
  if (extensions?.length && (!rule || !extensions.includes(rule.ext)))
    return UPLOAD_MESSAGES.imageTypeCustom(extensions.map((e) => e.toUpperCase()).join(','))
  if (!rule || (accept && !accept.includes(rule.kind))) return typeMessage(accept?.length === 1 ? accept[0] : kind)
  if (size > MAX_UPLOAD_BYTES) return sizeMessage(rule.kind)
  return null
}

/** Storage categories used by the console. */
export const STORAGE_CATEGORY_DEFAULT = 'Storage'
export const CUSTOMER_AVATAR_CATEGORY = 'Customers/Avatars'
