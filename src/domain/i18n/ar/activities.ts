import type { activities as en } from '../en/activities.ts'
import type { Translation } from '../types.ts'

export const activities: Translation<typeof en> = {
  kinds: { call: 'مكالمة', whatsapp: 'واتساب', email: 'بريد إلكتروني', note: 'ملاحظة', viewing: 'معاينة' },
  outcomes: {
    answered: 'تم الرد', no_answer: 'لا رد', busy: 'مشغول', wrong_number: 'رقم خاطئ',
    scheduled: 'مجدولة', completed: 'تمت', cancelled: 'ملغاة', no_show: 'لم يحضر',
  },
  actions: {
    call: 'تسجيل مكالمة', whatsapp: 'واتساب', email: 'بريد إلكتروني', note: 'ملاحظة', viewing: 'جدولة معاينة', followUp: 'تحديد متابعة',
    review: 'تسجيل تقييم',
  },
  actionOn: '{{action}} للعميل المحتمل {{leadID}}',
  group: 'أنشطة العميل المحتمل',
  reviewLater: 'بعد إتمام معاينة أو بعد تأهيل العميل المحتمل',
  followUpOn: 'المتابعة في',
  removed: 'سيُحذف هذا النشاط من السجل الزمني.',
  activity: 'النشاط',
  nothingYet: 'لم يُسجَّل أي نشاط بعد',
  recordOutcome: 'تسجيل النتيجة',
  edit: 'تعديل',
  remove: 'حذف',
  with: 'مع {{names}}',
  feedback: 'الملاحظات: {{text}}',
  minSec: '{{m}} د {{s}} ث',
  sec: '{{s}} ث',
}
