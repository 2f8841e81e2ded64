import type { reports as en } from '../en/reports.ts'
import type { Translation } from '../types.ts'

export const reports: Translation<typeof en> = {
  scope: { asset: 'جميع وكلاء الأصل', team: 'أنت وفريقك', own: 'أرقامك الخاصة' },
  loading: 'جارٍ التحميل…',
  failed: 'حدث خطأ ما',
  leads: 'العملاء المحتملون',
  share: 'النسبة',
  noFigures: 'لا توجد أرقام لعامل التصفية هذا.',
  nothing: 'لا شيء لعامل التصفية هذا.',
  showAll: 'عرض الكل، وليس {{filter}} فقط',
  legend: 'مفتاح الرسم',
  drill: {
    labels: {
      sourceChannel: 'قناة المصدر', utmCampaign: 'حملة UTM', listings: 'العقار', lostToPoolBy: 'ذهب إلى المجمع من',
      firstResponse: 'أول استجابة', reachedStage: 'المرحلة التي بلغها', acceptedInInitial: 'مقبول ضمن المهلة الأولية',
      claimedFromPool: 'مأخوذ من المجمع', contacted: 'تم التواصل', hasViewing: 'مع معاينة',
    },
    chip: '{{label}}: {{values}}', not: 'ليس: {{label}}', anAgent: 'وكيل', selected: 'تم تحديد {{n}}', more: '{{names}} و{{n}} غيرها',
  },
  chartTotal: '{{title}}: {{days}} يوم، {{total}} إجمالًا',
  columns: {
    'Leads received': 'العملاء المستلَمون', Leads: 'العملاء المحتملون', 'Accepted in SLA': 'مقبول ضمن المهلة',
    'Accepted in SLA %': 'نسبة القبول ضمن المهلة', 'Claimed from pool': 'مأخوذ من المجمع', 'Lost to pool': 'ذهب إلى المجمع',
    'Median first response': 'وسيط أول استجابة', 'p90 first response': 'أول استجابة (المئين ٩٠)', Contacted: 'تم التواصل',
    'Contacted %': 'نسبة التواصل', 'With a viewing': 'مع معاينة', 'Average rating': 'متوسط التقييم', 'Lead to deal %': 'نسبة التحول إلى صفقة',
  },
  agents: {
    names: { brokers: 'الوكيل', managers: 'المدير', offices: 'المكتب' },
    captions: { brokers: '{{title}}: الأرقام لكل وكيل', managers: '{{title}}: الأرقام لكل مدير', offices: '{{title}}: الأرقام لكل مكتب' },
    office: 'المكتب', team: 'الفريق', rank: 'الترتيب', agents: 'الوكلاء',
    responseTitle: 'وقت أول استجابة', responseChart: 'العملاء المحتملون حسب وقت أول استجابة', responseLabel: 'أول استجابة',
    buckets: { '5m': 'خلال ٥ دقائق', '15m': '٥–١٥ دقيقة', '1h': '١٥–٦٠ دقيقة', '4h': '١–٤ ساعات', '1d': '٤–٢٤ ساعة', later: 'أكثر من يوم' },
  },
  funnel: {
    title: 'المسار', chart: 'العملاء المحتملون الذين بلغوا كل مرحلة', stage: 'المرحلة', fromPrevious: 'من السابقة', fromFirst: 'من الأولى',
    perDay: 'العملاء المحتملون يوميًا حسب المصدر', noLeads: 'لا يوجد عملاء محتملون في هذه الفترة.', bySourceCaption: 'العملاء المحتملون حسب المصدر',
    source: 'المصدر', bySource: 'حسب المصدر', byChannel: 'حسب قناة المصدر', channel: 'القناة', byCampaign: 'حسب حملة UTM', campaign: 'الحملة',
  },
  portal: {
    byPortalChart: 'العملاء المحتملون حسب البوابة', portal: 'البوابة', byPortal: 'حسب البوابة',
    byListing: 'حسب العقار (أكثر ٥٠ عقارًا استقبالًا للعملاء)', listing: 'العقار', byAgent: 'حسب الوكيل', agent: 'الوكيل',
  },
  activities: {
    perDay: 'الأنشطة يوميًا', perDayChart: 'الأنشطة يوميًا حسب النوع', none: 'لا توجد أنشطة في هذه الفترة.',
    byOutcome: 'الأنشطة حسب النوع والنتيجة', kind: 'النوع', outcome: 'النتيجة', activities: 'الأنشطة',
    byAgent: 'الأنشطة حسب الوكيل والنوع', agent: 'الوكيل', total: 'الإجمالي', noAgent: 'بدون وكيل', noneForFilter: 'لا توجد أنشطة لعامل التصفية هذا.',
    noOutcome: 'بدون نتيجة', list: 'الأنشطة',
    columns: { when: 'الوقت', kind: 'النوع', outcome: 'النتيجة', agent: 'الوكيل', lead: 'العميل المحتمل', note: 'الملاحظة' },
  },
  reviews: {
    viewingTitle: 'مراجعات المعاينات', tabs: 'المراجعات', lead: 'مراجعات التأهيل', viewing: 'مراجعات المعاينات',
    total: 'المراجعات', average: 'متوسط التقييم', unresponsive: 'لا يستجيب', unresponsiveRating: 'لا يستجيب (٠)',
    ratings: 'التقييمات', byRating: 'المراجعات حسب التقييم', byRatingCategory: 'المراجعات حسب التقييم والفئة', rating: 'التقييم',
    category: 'الفئة: {{category}}', noCategory: 'بدون فئة', categoryNone: 'لا شيء', list: 'المراجعات',
    columns: { date: 'التاريخ', agent: 'الوكيل', customer: 'العميل', lead: 'العميل المحتمل', rating: 'التقييم', category: 'الفئة', feedback: 'الملاحظات', qualificationTime: 'وقت التأهيل' },
  },
  csv: {
    by: 'حسب', name: 'الاسم', teamSize: 'عدد أعضاء الفريق', minutes: '{{label}} (بالدقائق)', kind: 'النوع', referenceOrName: 'المرجع أو الاسم',
    permitNumber: 'رقم التصريح', permitExpiry: 'تاريخ انتهاء التصريح',
  },
  rera: {
    subtitle: 'عقارات الأصل ومشاريعه',
    summary: 'الملخص',
    problems: {
      expired: 'انتهت صلاحية التصريح', expiring: 'تنتهي صلاحية التصريح خلال ٣٠ يومًا', missing: 'التصريح غير موجود',
      noRera: 'غير مسجل لدى ريرا', noEscrow: 'لا توجد بيانات حساب الضمان',
    },
    listings: 'العقارات', listingsCount: 'العقارات ({{n}})', projects: 'المشاريع', projectsCount: 'المشاريع ({{n}})',
    columns: { reference: 'المرجع', title: 'العنوان', agent: 'الوكيل', permit: 'التصريح', expiry: 'تاريخ الانتهاء', problem: 'المشكلة', project: 'المشروع', reraNumber: 'رقم ريرا', escrowAccount: 'حساب الضمان', escrowBank: 'بنك الضمان' },
  },
}
