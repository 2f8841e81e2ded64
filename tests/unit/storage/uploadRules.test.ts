import { describe, expect, it } from 'vitest'
import {
  MAX_UPLOAD_BYTES,
  UPLOAD_MESSAGES,
  acceptAttribute,
  acceptedTypes,
  acceptedTypesLabel,
  checkUploadByName,
  ruleForName,
} from '../../../src/domain/storage/uploadRules.ts'

describe('upload rules (spec 2 §5)', () => {
  it('messages verbatim', () => {
    expect(UPLOAD_MESSAGES.imageType).toBe('You can only upload JPG,SVG,PNG,WEBP file!')
    expect(UPLOAD_MESSAGES.imageTypeCustom('JPG,PNG')).toBe('You can only upload JPG,PNG file!')
    expect(UPLOAD_MESSAGES.imageSize).toBe('Image can be upto 10MB!')
    expect(UPLOAD_MESSAGES.documentType).toBe('You can only upload PDF,DOCX and JSON file!')
    expect(UPLOAD_MESSAGES.documentSize).toBe('Document can be upto 10MB!')
  })

  it('knows the allowed extensions, case-insensitively', () => {
    expect(ruleForName('a.JPEG')?.ext).toBe('jpg')
    expect(ruleForName('report.final.PDF')?.mime).toBe('application/pdf')
    expect(ruleForName('x.gif')).toBeUndefined()
    expect(ruleForName('noext')).toBeUndefined()
  })

  it('checks name and size before uploading', () => {
    expect(checkUploadByName('a.png', 100)).toBeNull()
    expect(checkUploadByName('a.gif', 100)).toBe(UPLOAD_MESSAGES.imageType)
    expect(checkUploadByName('a.exe', 100)).toBe(UPLOAD_MESSAGES.documentType)
    expect(checkUploadByName('a.png', MAX_UPLOAD_BYTES + 1)).toBe(UPLOAD_MESSAGES.imageSize)
    expect(checkUploadByName('a.pdf', MAX_UPLOAD_BYTES + 1)).toBe(UPLOAD_MESSAGES.documentSize)
    expect(checkUploadByName('a.pdf', MAX_UPLOAD_BYTES)).toBeNull()
    // an avatar accepts images only
    expect(checkUploadByName('a.pdf', 100, ['image'])).toBe(UPLOAD_MESSAGES.imageType)
    // a custom extension list
    expect(checkUploadByName('a.svg', 100, ['image'], ['jpg', 'png'])).toBe('You can only upload JPG,PNG file!')
    expect(checkUploadByName('a.jpeg', 100, ['image'], ['jpg', 'png'])).toBeNull()
  })

  it('lists exactly the types an upload area accepts, from the list that builds its accept attribute', () => {
    const avatar = acceptedTypes(['image'])
    expect(acceptedTypesLabel(avatar)).toBe('JPG, PNG, SVG, WEBP')
    expect(acceptAttribute(avatar)).toBe('.jpg,.jpeg,.png,.svg,.webp')
    const document = acceptedTypes(['document'])
    expect(acceptedTypesLabel(document)).toBe('PDF, DOCX, JSON')
    expect(acceptAttribute(document)).toBe('.pdf,.docx,.json')
    const narrowed = acceptedTypes(['image'], ['jpg', 'png'])
    expect(acceptedTypesLabel(narrowed)).toBe('JPG, PNG')
    expect(acceptAttribute(narrowed)).toBe('.jpg,.jpeg,.png')
  })
})
