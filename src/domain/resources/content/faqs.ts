import { P } from '../../permissions.ts'
import { defineResource, refTo } from '../define.ts'
import { arabic, enabled, position, title } from './contentFields.ts'

const FAQ_KEYS = { view: [P.FAQS_VIEW], add: [P.FAQ_ADD], update: [P.FAQ_UPDATE], delete: [P.FAQ_DELETE] }

/** The website's FAQ categories (/faqs/categories), in their order. */
export const faqCategories = defineResource({
  name: 'faqCategories',
  label: 'FAQ Category',
  plural: 'FAQ Categories',
  ar: { label: 'تصنيف الأسئلة الشائعة', plural: 'تصنيفات الأسئلة الشائعة', indefinite: 'تصنيف أسئلة شائعة' },
  menu: { key: 'faq-categories', group: 'faqs', order: 20, label: { en: 'Categories', ar: 'التصنيفات' } },
  icon: 'Folders',
  basePath: '/api/faqs/categories',
  route: '/faqs/categories',
  table: 'faq_categories',
  fields: { name: title('Name'), enabled, translations: arabic('name'), position },
  orderField: 'position',
  defaultSort: { position: 1 },
  searchFields: ['name'],
  titleField: 'name',
  access: FAQ_KEYS,
  list: {
    columns: [
      { field: 'position', width: 70 },
      { field: 'name', cell: 'title', width: 300 },
      { field: 'enabled', cell: 'status' },
      { field: 'createdAt' },
    ],
    filters: [{ field: 'enabled', label: 'Status' }],
  },
  form: {
    sections: [
      { title: 'Category', fields: ['name', 'enabled'] },
      { title: 'Arabic', fields: ['translations'] },
    ],
  },
  related: [{ resource: 'faqQuestions', field: 'category', title: 'Questions' }],
})

/** The website's frequently asked questions (/faqs/questions), each in a category, in their order. */
export const faqQuestions = defineResource({
  name: 'faqQuestions',
  label: 'FAQ',
  plural: 'FAQs',
  ar: { label: 'سؤال شائع', plural: 'الأسئلة الشائعة', indefinite: 'سؤال شائع' },
  menu: { key: 'faq-questions', group: 'faqs', order: 10, label: { en: 'Questions', ar: 'الأسئلة' } },
  icon: 'BadgeHelp',
  basePath: '/api/faqs/questions',
  route: '/faqs/questions',
  table: 'faq_questions',
  fields: {
    question: title('Question'),
    answer: { type: 'string', max: 5000, control: 'textarea' },
    category: { column: 'category_id', type: 'id', ref: refTo(faqCategories) },
    enabled,
    translations: arabic('question', 'answer'),
    position,
  },
  orderField: 'position',
  defaultSort: { position: 1 },
  searchFields: ['question', 'answer'],
  titleField: 'question',
  subtitleFields: ['category'],
  access: FAQ_KEYS,
  list: {
    columns: [
      { field: 'position', width: 70 },
      { field: 'question', cell: 'title', width: 360 },
      { field: 'category', width: 200 },
      { field: 'enabled', cell: 'status' },
      { field: 'updatedAt' },
    ],
    filters: [{ field: 'category' }, { field: 'enabled', label: 'Status' }],
    populate: ['category'],
  },
  form: {
    sections: [
      { title: 'Question', fields: ['question', 'answer', 'category', 'enabled'] },
      { title: 'Arabic', fields: ['translations'] },
    ],
  },
  palette: { keywords: ['question', 'answer', 'help'] },
})
