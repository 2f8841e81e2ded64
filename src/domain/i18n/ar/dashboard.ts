import type { dashboard as en } from '../en/dashboard.ts'
import type { Translation } from '../types.ts'

export const dashboard: Translation<typeof en> = {
  welcome: 'مرحبًا بعودتك، {{name}}',
  scopeAsset: 'كل العملاء المحتملين في {{asset}}',
  thisAsset: 'هذه الشركة',
  scopeTeam: 'العملاء المحتملون لفريقك',
  scopeOwn: 'عملاؤك المحتملون',
  viewInReport: 'عرض في تقرير العملاء المحتملين',
  figures: {
    open: 'العملاء المحتملون المفتوحون',
    leavingInitialSla: 'تنتهي مهلتهم الأولية خلال ساعة',
    leadPool: 'العملاء المحتملون في المجمع',
    newToday: 'العملاء المحتملون الجدد اليوم',
  },
  awaiting: {
    title: 'بانتظار قبولك',
    hint: 'اقبل قبل انتهاء الوقت، وإلا ينتقل العميل المحتمل إلى المجمع',
    accept: 'قبول',
    none: 'لا شيء بانتظارك: قبلت كل عملائك المحتملين.',
  },
  agenda: { title: 'جدول أعمالك', overdueFollowUps: 'متابعاتك المتأخرة', viewingsToday: 'معايناتك اليوم' },
  keyboardTitle: 'اعمل من لوحة المفاتيح',
  keyboardPress: 'اضغط',
  keyboardPalette: 'للوحة الأوامر، و',
  keyboardEvery: 'لكل الاختصارات.',
}
