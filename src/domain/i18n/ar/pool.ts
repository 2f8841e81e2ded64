import type { pool as en } from '../en/pool.ts'
import type { Translation } from '../types.ts'

export const pool: Translation<typeof en> = {
  subtitle: 'أول وكيل يطالب بالعميل المحتمل يحصل عليه، مع مهلة أولى جديدة لقبوله.',
  keysHint: '{{move}} للتنقل · {{claim}} للمطالبة · {{all}} لكل الاختصارات',
  tableLabel: 'العملاء المحتملون في المجمع',
  headers: {
    lead: 'العميل المحتمل',
    customer: 'العميل',
    contactType: 'نوع التواصل',
    source: 'المصدر',
    subject: 'العقار / المشروع',
    previousAgent: 'الوكيل السابق',
    timeLeft: 'الوقت المتبقي',
    claim: 'مطالبة',
  },
  claim: 'مطالبة',
  claiming: 'جارٍ المطالبة…',
  loading: 'جارٍ التحميل…',
  empty:
    'لا يوجد عميل محتمل بانتظار المطالبة في المجمع. يصل العملاء المحتملون إلى هنا عندما لا يقبلهم وكيلهم في الوقت المحدد.',
  needRow: 'انتقل إلى عميل محتمل أولًا (j أو ↓)',
  mayNotClaim: 'لا تملك صلاحية المطالبة بعملاء المجمع',
  notInGroup: 'معروض على مجموعة لست منها',
  group: 'مجمع العملاء المحتملين',
  next: 'العميل المحتمل التالي',
  previous: 'العميل المحتمل السابق',
  claimLead: 'المطالبة بالعميل المحتمل {{id}}',
  claimTheLead: 'المطالبة بالعميل المحتمل',
  claimed: 'العميل المحتمل {{id}} أصبح لك: اقبله قبل انتهاء مهلته الأولى.',
  escalated: {
    title: 'مُصعَّد إليك',
    why: 'لم يطالب بهم أحد من المجمع',
    was: 'كان لدى {{name}}',
    agentFor: 'وكيل العميل المحتمل {{id}}',
    choose: 'اختر وكيلًا…',
    assign: 'إسناد',
    assigned: 'أُسند العميل المحتمل {{id}} إلى {{name}}.',
  },
}
