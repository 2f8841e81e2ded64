import type { intake as en } from '../en/intake.ts'
import type { Translation } from '../types.ts'

export const intake: Translation<typeof en> = {
  errors: {
    target: 'حدّد موضوع الاستفسار: listingReference أو projectSlug أو requirement (واحد منها فقط).',
    contact: 'أدخل هاتف العميل أو بريده الإلكتروني ليتمكن الوكيل من التواصل معه.',
    phone: 'يجب أن يكون الهاتف رقمًا صحيحًا، مثل +971 50 123 4567.',
    listingNotFound: 'لا يوجد عقار في هذا الأصل بالمرجع {{reference}}.',
    projectNotFound: 'لا يوجد مشروع في هذا الأصل بالمعرّف {{slug}}.',
    unitType: 'نوع الوحدة مطلوب لعميل محتمل لمشروع: المشروع {{project}} لا يحدد نوع عقار.',
    referredBy:
      'حقل "أحاله" مطلوب: المستخدم الذي يعمل هذا الاستقبال باسمه ليس عضوًا في فريق هذا الأصل. أرسل referredBy (معرّف عضو فريق).',
    bodyObject: 'يجب أن يكون نص الطلب كائن JSON.',
    badJson: 'نص الطلب ليس JSON صالحًا.',
    unknownPortal: 'لا يوجد استقبال لهذه البوابة بهذا العنوان. انسخ العنوان مرة أخرى من الإعدادات › التكاملات.',
    badSignature: 'التوقيع في {{header}} لا يطابق النص الموقّع بسرّ هذه البوابة. لم تتم قراءة أي شيء.',
    portalPayload: 'بيانات {{portal}} لا تحتوي على {{field}}.',
  },
}
