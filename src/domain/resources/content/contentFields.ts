import type { FieldDef } from '../types.ts'

/**
 * Fields every content section of the website shares: title, a slug made from it, the
 * enabled switch, a place in the order, a publish date and SEO texts, and Arabic beside the English.
 */
export const title = (label = 'Title'): FieldDef => ({ type: 'string', required: true, max: 300, label })
export const slug: FieldDef = {
  type: 'string',
  slugFrom: 'title',
  help: 'The address on the website: made from the title when left empty.',
}
export const enabled: FieldDef = { type: 'boolean' }
export const publishedAt: FieldDef = { type: 'date', label: 'Publish Date' }
/** The place in the list (the declaration's orderField): set by moving a record, never by its form. */
export const position: FieldDef = { type: 'integer', readOnly: true, label: 'Order' }
export const richText = (label?: string, max = 100_000): FieldDef => ({
  type: 'string',
  control: 'richText',
  max,
  label,
})
export const seoTitle: FieldDef = {
  type: 'string',
  max: 70,
  label: 'SEO Title',
  help: 'Shown by search engines; up to 70 characters.',
}
export const seoDescription: FieldDef = {
  type: 'string',
  max: 170,
  control: 'textarea',
  label: 'SEO Description',
  help: 'Up to 170 characters.',
}
/** Arabic texts of the named fields, edited beside the English, right to left. */
export const arabic = (...fields: string[]): FieldDef => ({ type: 'json', translate: { fields, locales: ['ar'] } })

export const PUBLISH_STATUSES = ['draft', 'published'] as const
export const publishStatus: FieldDef = {
  type: 'string',
  enum: PUBLISH_STATUSES,
  notNull: true,
  enumLabels: { draft: 'Draft', published: 'Published' },
}
