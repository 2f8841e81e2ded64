import type { auth as en } from '../en/auth.ts'
import type { Translation } from '../types.ts'

export const auth: Translation<typeof en> = {
  email: 'البريد الإلكتروني',
  password: 'كلمة المرور',
  login: {
    title: 'تسجيل الدخول',
    subtitle: 'مرحبًا بعودتك. سجّل الدخول إلى مساحة عملك.',
    form: 'تسجيل الدخول',
    remember: 'تذكرني',
    forgot: 'نسيت كلمة المرور؟',
    busy: 'جارٍ تسجيل الدخول…',
    submit: 'تسجيل الدخول',
  },
  forgot: {
    title: 'نسيت كلمة المرور',
    subtitle: 'أدخل بريدك الإلكتروني وسنرسل إليك رابطًا لاختيار كلمة مرور جديدة.',
    sent: 'إذا كان هناك حساب للبريد {{email}}، فقد أُرسل إليه رابط لإعادة تعيين كلمة المرور.',
    busy: 'جارٍ الإرسال…',
    submit: 'إرسال رابط إعادة التعيين',
    back: 'العودة إلى تسجيل الدخول',
  },
  reset: {
    incomplete: 'رابط إعادة التعيين هذا غير مكتمل. يرجى طلب رابط جديد.',
    done: 'تمت إعادة تعيين كلمة المرور. يرجى تسجيل الدخول.',
    titleInvite: 'اختر كلمة المرور',
    title: 'اختر كلمة مرور جديدة',
    for: 'للحساب {{email}}',
    checking: 'جارٍ التحقق من الرابط…',
    form: 'إعادة تعيين كلمة المرور',
    newPassword: 'كلمة المرور الجديدة',
    confirm: 'تأكيد كلمة المرور الجديدة',
    saving: 'جارٍ الحفظ…',
    setPassword: 'تعيين كلمة المرور',
    resetPassword: 'إعادة تعيين كلمة المرور',
    requestNew: 'طلب رابط جديد',
    signIn: 'تسجيل الدخول',
    confirmRequired: 'يرجى تأكيد كلمة المرور.',
  },
}
