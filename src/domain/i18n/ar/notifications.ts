import type { notifications as en } from '../en/notifications.ts'
import type { Translation } from '../types.ts'

export const notifications: Translation<typeof en> = {
  kinds: {
    lead_assigned: 'عميل محتمل جديد مُسند إليك',
    sla_warning: 'تبقّت ٥ دقائق على المهلة الأولى',
    lead_in_pool: 'عميل محتمل دخل المجمع',
    lead_escalated: 'عميل محتمل مُصعَّد إليك',
    lead_claimed: 'تمت المطالبة بعميل محتمل',
    viewing_reminder: 'تذكير بمعاينة',
  },
  title: '{{kind}}: العميل المحتمل {{n}}',
  lead: 'العميل المحتمل {{n}}',
  leadOf: 'العميل المحتمل {{n}} ({{customer}})',
  bodies: {
    lead_assigned: 'أُسند إليك {{lead}}. اقبله قبل انتهاء مهلته الأولى.',
    sla_warning: 'اقبل {{lead}} خلال ٥ دقائق، وإلا انتقل إلى مجمع العملاء المحتملين.',
    lead_in_pool: '{{Lead}} في مجمع العملاء المحتملين: أول وكيل يطالب به يحصل عليه.',
    lead_escalated: 'لم يطالب أحد بـ{{lead}} من المجمع: أسنده إلى وكيل.',
    lead_claimed: 'طالب {{by}} بـ{{lead}} من المجمع.',
    viewing_reminder: 'معاينة لـ{{lead}}: {{viewing}}.',
  },
  anAgent: 'أحد الوكلاء',
  seeTheLead: 'راجع العميل المحتمل',
  poolTitle_zero: 'لم يدخل أي عميل محتمل المجمع',
  poolTitle_one: 'دخل عميل محتمل واحد المجمع',
  poolTitle_two: 'دخل عميلان محتملان المجمع',
  poolTitle_few: 'دخل {{n}} عملاء محتملين المجمع',
  poolTitle_many: 'دخل {{n}} عميلًا محتملًا المجمع',
  poolTitle_other: 'دخل {{n}} عميل محتمل المجمع',
  poolBody: 'العملاء المحتملون {{numbers}} في مجمع العملاء المحتملين: أول وكيل يطالب بأحدهم يحصل عليه.',
  andMore: '{{named}} و{{more}} غيرهم',
  and: '{{named}} و{{last}}',
}
