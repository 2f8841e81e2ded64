import type { titles as enTitles } from '../en/titles.ts'
import type { Translation } from '../types.ts'

export const titles: Translation<typeof enTitles> = {
  Login: 'تسجيل الدخول',
  'Forgot Password': 'نسيت كلمة المرور',
  'Reset Password': 'إعادة تعيين كلمة المرور',
  Profile: 'الملف الشخصي',
  'Change Password': 'تغيير كلمة المرور',
  'My Access Logs': 'سجلات دخولي',
  Forbidden: 'غير مسموح',
  'Update Lead': 'تحديث العميل المحتمل',
  Lead: 'العميل المحتمل',
  'Webhook Deliveries': 'عمليات تسليم خطاف الويب',
  'Create Lead': 'إنشاء عميل محتمل',
}
