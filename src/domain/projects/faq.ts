import { writeSchemas } from '../resources/schema.ts'
import type { ResourceDef } from '../resources/types.ts'

/**
 * A project's FAQ item (spec 1 §3: question, answer, enabled, order), declared as fields so the project
 * FAQ form and the server's FAQ calls validate with one schema; the order is set by change-faqs-order.
 */
export const projectFaqs: ResourceDef = {
  name: 'projectFaqs',
  label: 'FAQ',
  table: 'project_faqs',
  fields: {
    question: { column: 'question', type: 'string', required: true, max: 500 },
    answer: { column: 'answer', type: 'string', required: true, max: 5000, control: 'textarea' },
    enabled: { column: 'enabled', type: 'boolean' },
  },
  defaultSort: { order: 1 },
}

export const faqSchemas = writeSchemas(projectFaqs)

export interface ProjectFaq {
  _id: string
  question: string
  answer: string
  enabled: boolean
  order: number
}
