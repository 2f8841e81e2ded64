import type { messages as en } from '../en/messages.ts'
import type { Translation } from '../types.ts'

export const messages: Translation<typeof en> = {
  nothingToSave: 'لا شيء للحفظ: لم يتغير أي حقل.',
  deleteTitle: 'هل أنت متأكد أنك تريد حذف {{label}}؟',
  deleteWarning: 'لا يمكن التراجع عن هذا الإجراء.',
  deleteSuccess: 'تم حذف {{Label}} بنجاح',
  deleteFailure: 'حدث خطأ أثناء حذف {{Label}}',
  dataIsEmpty: 'لا توجد بيانات',
  notFound: 'غير موجود',
  forbidden: 'ليست لديك صلاحية تنفيذ هذا الإجراء',
  internal: 'خطأ داخلي في الخادم',
  data: {
    textTooLong: 'قيمة نصية طويلة جدًا.',
    numberOutOfRange: 'رقم خارج النطاق المسموح.',
    dateInvalid: 'التاريخ أو الوقت غير صالح.',
    dateOutOfRange: 'التاريخ أو الوقت خارج النطاق المسموح.',
    badCharacter: 'يحتوي النص على محرف لا يمكن تخزينه.',
    wrongFormat: 'صيغة إحدى القيم غير صحيحة.',
    notValid: 'إحدى القيم غير صالحة.',
  },
  leadCreated: 'تم إنشاء العميل المحتمل بنجاح',
  leadUpdated: 'تم تحديث العميل المحتمل بنجاح',
  leadNotFound: 'العميل المحتمل غير موجود',
  childLead: 'لا يمكن تحديث عميل محتمل تابع.',
  pastSla: 'التواريخ الماضية غير مسموح بها.',
  exported_one: 'تم تصدير عميل محتمل واحد',
  exported_two: 'تم تصدير عميلين محتملين',
  exported_few: 'تم تصدير {{n}} عملاء محتملين',
  exported_many: 'تم تصدير {{n}} عميلًا محتملًا',
  exported_other: 'تم تصدير {{n}} عميل محتمل',
  exported_zero: 'لم يُصدَّر أي عميل محتمل',
}
