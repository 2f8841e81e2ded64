import type { teams as en } from '../en/teams.ts'
import type { Translation } from '../types.ts'

export const teams: Translation<typeof en> = {
  loading: 'جارٍ التحميل…',
  memberLeads: 'عملاء محتملين لهذا العضو',
  projectLeads: 'عملاء محتملين لهذا المشروع',
  managers: {
    chain: 'التسلسل الإداري',
    reportsTo: 'يتبع',
    reportsToNoOne: '{{name}} لا يتبع أحدًا.',
  },
  reviews: {
    none: 'لا توجد تقييمات بعد.',
    average_zero: 'متوسط {{avg}} من {{n}} تقييم',
    average_one: 'متوسط {{avg}} من تقييم واحد',
    average_two: 'متوسط {{avg}} من تقييمين',
    average_few: 'متوسط {{avg}} من {{n}} تقييمات',
    average_many: 'متوسط {{avg}} من {{n}} تقييمًا',
    average_other: 'متوسط {{avg}} من {{n}} تقييم',
    unresponsive: '{{n}} دون استجابة',
    hidden: 'تم إخفاء التقييم',
    published: 'تم نشر التقييم',
    statusOf: 'حالة التقييم بتاريخ {{date}}',
    stars: '{{rating}} من 5',
    lead: 'العميل المحتمل',
    leadN: 'العميل المحتمل رقم {{n}}',
    viewingOfLeadN: 'معاينة العميل المحتمل رقم {{n}}',
    columns: {
      date: 'التاريخ',
      customer: 'العميل',
      subject: 'الموضوع',
      category: 'الفئة',
      rating: 'التقييم',
      feedback: 'الملاحظات',
      qualificationTime: 'مدة التأهيل',
      status: 'الحالة',
    },
    statuses: { published: 'منشور', hidden: 'مخفي' },
  },
}
