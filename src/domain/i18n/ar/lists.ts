import type { lists as en } from '../en/lists.ts'
import type { Translation } from '../types.ts'

export const lists: Translation<typeof en> = {
  pager: {
    range: '{{from}}–{{to}} من {{total}}',
    loadingMode: 'وضع التحميل',
    pages: 'صفحات',
    continuous: 'متواصل',
    rows: 'الصفوف',
    pageSize: 'عدد الصفوف في الصفحة',
    pageOf: 'الصفحة {{page}} من {{pages}}',
    previousPage: 'الصفحة السابقة',
    nextPage: 'الصفحة التالية',
  },
  columns: {
    button: 'الأعمدة',
    shownOf: 'الأعمدة ({{shown}}/{{total}})',
    showAll: 'إظهار كل الأعمدة',
    hide: 'إخفاء {{column}}',
    show: 'إظهار {{column}}',
  },
  filters: {
    clear: 'مسح عوامل التصفية ({{n}})',
    remove: 'إزالة عامل التصفية: {{label}}',
  },
  export: { button: 'تصدير', exporting: 'جارٍ التصدير {{n}}%' },
}
