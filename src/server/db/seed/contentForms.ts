import { createHash } from 'node:crypto'
import type { Queryable } from '../db.ts'

/**
 * The demo's content B, in English and Arabic: FAQs, endorsements, a timeline, data forms with
 * enquiries, data tables, message templates and a draft campaign. Ids come from the asset's id, so the
 * demo stays the same on every seed, and no record draws from the demo's random stream.
 */
// jsonb columns (the others are text, text[], uuid, integer, date)
const JSONB = new Set(['translations', 'fields', 'answers', 'rows', 'segment'])

export async function seedContentB(q: Queryable, assetId: string, assetName: string, creatorId: string) {
  let n = 0
  const id = () => {
    const h = createHash('md5').update(`${assetId}:contentB:${n++}`).digest('hex')
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`
  }
  const insert = async (table: string, rows: Record<string, unknown>[]) => {
    for (const row of rows) {
      const cols = { id: id(), asset_id: assetId, creator_id: creatorId, updated_by_id: creatorId, ...row }
      const names = Object.keys(cols)
      const values = Object.entries(cols).map(([k, v]) => (JSONB.has(k) ? JSON.stringify(v) : v))
      await q.query(
        `insert into ${table} (${names.join(', ')}) values (${names.map((_, i) => `$${i + 1}`).join(', ')})`,
        values,
      )
      row.id = cols.id
    }
    return rows as (Record<string, unknown> & { id: string })[]
  }
  const ar = (fields: Record<string, string>) => ({ ar: fields })

  const [cBuy, cRent, cOffPlan] = await insert('faq_categories', [
    { name: 'Buying', translations: ar({ name: 'الشراء' }), position: 1 },
    { name: 'Renting', translations: ar({ name: 'الإيجار' }), position: 2 },
    { name: 'Off-plan', translations: ar({ name: 'على الخارطة' }), position: 3 },
  ])
  await insert('faq_questions', [
    {
      question: 'Can foreigners buy property in Dubai?',
      answer:
        'Yes. Foreign nationals may buy freehold property in the designated areas, such as Dubai Marina, Downtown and Palm Jumeirah.',
      category_id: cBuy.id,
      position: 1,
      translations: ar({
        question: 'هل يمكن للأجانب شراء عقار في دبي؟',
        answer:
          'نعم، يحق للأجانب تملك العقارات بنظام التملك الحر في المناطق المخصصة مثل دبي مارينا ووسط المدينة ونخلة جميرا.',
      }),
    },
    {
      question: 'What fees does a buyer pay?',
      answer: 'The Dubai Land Department fee of 4% of the price, the trustee office fee and the agency fee of 2%.',
      category_id: cBuy.id,
      position: 2,
      translations: ar({
        question: 'ما الرسوم التي يدفعها المشتري؟',
        answer: 'رسوم دائرة الأراضي والأملاك بنسبة 4% من السعر، ورسوم مكتب الأمين، وعمولة الوكالة بنسبة 2%.',
      }),
    },
    {
      question: 'How many cheques does a landlord accept?',
      answer: 'Usually one to four cheques a year; more cheques often mean a slightly higher rent.',
      category_id: cRent.id,
      position: 3,
      translations: ar({
        question: 'كم عدد الشيكات التي يقبلها المالك؟',
        answer: 'عادة من شيك واحد إلى أربعة شيكات سنوياً، وقد يرتفع الإيجار قليلاً مع زيادة عدد الشيكات.',
      }),
    },
    {
      question: 'What is Ejari?',
      answer: 'The official registration of a tenancy contract with the Real Estate Regulatory Agency.',
      category_id: cRent.id,
      position: 4,
      translations: ar({
        question: 'ما هو نظام إيجاري؟',
        answer: 'التسجيل الرسمي لعقد الإيجار لدى مؤسسة التنظيم العقاري.',
      }),
    },
    {
      question: 'Is my payment to the developer protected?',
      answer:
        'Off-plan payments go to an escrow account registered with RERA and are released as construction progresses.',
      category_id: cOffPlan.id,
      position: 5,
      translations: ar({
        question: 'هل دفعاتي للمطور محمية؟',
        answer: 'تودع دفعات المشاريع على الخارطة في حساب ضمان مسجل لدى ريرا وتصرف وفق تقدم البناء.',
      }),
    },
  ])

  const [eHomes, eBusiness] = await insert('endorsement_categories', [
    { name: 'Residential', translations: ar({ name: 'سكني' }), position: 1 },
    { name: 'Commercial', translations: ar({ name: 'تجاري' }), position: 2 },
  ])
  await insert('customer_reviews', [
    {
      reviewer_name: 'Sarah Williams',
      rating: 5,
      review: 'Found our apartment in the Marina within a week. Clear answers and no pressure.',
      reviewed_on: '2026-09-14',
      platform: 'Google',
      category_id: eHomes.id,
      position: 1,
      translations: ar({
        reviewerName: 'سارة ويليامز',
        review: 'وجدنا شقتنا في المارينا خلال أسبوع. إجابات واضحة ودون أي ضغط.',
      }),
    },
    {
      reviewer_name: 'Khalid Al Mansoori',
      rating: 5,
      review: 'Professional team that handled the whole transfer at the Land Department.',
      reviewed_on: '2026-07-02',
      platform: 'Bayut',
      category_id: eHomes.id,
      position: 2,
      translations: ar({
        reviewerName: 'خالد المنصوري',
        review: 'فريق محترف تولى إجراءات نقل الملكية كاملة في دائرة الأراضي.',
      }),
    },
    {
      reviewer_name: 'Priya Nair',
      rating: 4,
      review: 'Good choice of offices in Business Bay; the viewing schedule was well organised.',
      reviewed_on: '2026-05-21',
      platform: 'Property Finder',
      category_id: eBusiness.id,
      position: 3,
      translations: ar({
        reviewerName: 'بريا ناير',
        review: 'خيارات جيدة للمكاتب في الخليج التجاري، وكان جدول المعاينات منظماً.',
      }),
    },
  ])
  await insert('testimonials', [
    {
      name: 'Ahmed Rahman',
      designation: 'Investor',
      company: null,
      quote: 'Three units bought off-plan, each handed over on time. I trust their advice.',
      category_id: eHomes.id,
      position: 1,
      translations: ar({
        name: 'أحمد رحمن',
        designation: 'مستثمر',
        quote: 'اشتريت ثلاث وحدات على الخارطة وتم تسليمها جميعاً في الموعد. أثق بنصائحهم.',
      }),
    },
    {
      name: 'Elena Petrova',
      designation: 'Head of Operations',
      company: 'Nordlight Trading',
      quote: 'They found our new headquarters and negotiated a rent-free fit-out period.',
      category_id: eBusiness.id,
      position: 2,
      translations: ar({
        name: 'إيلينا بيتروفا',
        designation: 'رئيسة العمليات',
        quote: 'وجدوا مقرنا الجديد وتفاوضوا على فترة تجهيز دون إيجار.',
      }),
    },
  ])
  await insert('endorsement_clients', [
    {
      name: 'Emaar Properties',
      website: 'https://www.emaar.com',
      description: 'Sales partner for Dubai Marina and Downtown launches.',
      category_id: eHomes.id,
      position: 1,
      translations: ar({ name: 'إعمار العقارية', description: 'شريك مبيعات لإطلاقات دبي مارينا ووسط المدينة.' }),
    },
    {
      name: 'Nordlight Trading',
      website: 'https://example.com/nordlight',
      description: 'Office leasing in Business Bay.',
      category_id: eBusiness.id,
      position: 2,
      translations: ar({ name: 'نوردلايت للتجارة', description: 'تأجير مكاتب في الخليج التجاري.' }),
    },
    {
      name: 'Gulf Relocation Services',
      website: 'https://example.com/gulf-relocation',
      description: 'Homes for relocating families.',
      category_id: eHomes.id,
      position: 3,
      translations: ar({ name: 'خدمات الخليج للانتقال', description: 'منازل للعائلات المنتقلة.' }),
    },
  ])

  const [story] = await insert('timelines', [
    {
      title: 'Our story',
      description: `How ${assetName} grew from one desk to a full-service agency.`,
      position: 1,
      translations: ar({ title: 'قصتنا', description: 'كيف نمت الوكالة من مكتب واحد إلى وكالة متكاملة الخدمات.' }),
    },
  ])
  await insert('timeline_stories', [
    {
      timeline_id: story.id,
      year: 2009,
      title: 'The first office',
      description: 'Two brokers open a small office in Dubai Marina.',
      position: 1,
      translations: ar({ title: 'المكتب الأول', description: 'وسيطان يفتتحان مكتباً صغيراً في دبي مارينا.' }),
    },
    {
      timeline_id: story.id,
      year: 2014,
      title: 'A second branch',
      description: 'A branch opens in Business Bay for commercial clients.',
      position: 2,
      translations: ar({ title: 'فرع ثانٍ', description: 'افتتاح فرع في الخليج التجاري لعملاء القطاع التجاري.' }),
    },
    {
      timeline_id: story.id,
      year: 2019,
      title: 'The off-plan desk',
      description: 'A team dedicated to new projects and developer launches.',
      position: 3,
      translations: ar({
        title: 'قسم المشاريع على الخارطة',
        description: 'فريق مخصص للمشاريع الجديدة وإطلاقات المطورين.',
      }),
    },
    {
      timeline_id: story.id,
      year: 2024,
      title: '10,000 families housed',
      description: 'The agency passes ten thousand completed deals.',
      position: 4,
      translations: ar({ title: '10,000 عائلة', description: 'الوكالة تتجاوز عشرة آلاف صفقة مكتملة.' }),
    },
  ])

  // data forms: one for a project's launch, one for viewings of a listing (the demo's own records)
  const [project] = await q.query<{ id: string; name: string }>(
    'select id, name from projects where asset_id = $1 and deleted_at is null order by name limit 1',
    [assetId],
  )
  const [listing] = await q.query<{ id: string; reference: string }>(
    'select id, reference from listings where asset_id = $1 and agent_id is not null and deleted_at is null order by reference limit 1',
    [assetId],
  )
  const [agent] = await q.query<{ id: string }>(
    `select id from team_members where asset_id = $1 and type = 'Agent' and enabled and not is_test order by name limit 1`,
    [assetId],
  )
  const contact = [
    { label: 'Full name', type: 'name', required: true },
    { label: 'E-mail', type: 'email', required: true },
    { label: 'Phone', type: 'phone', required: true },
  ]
  const [launch, viewing] = await insert('data_forms', [
    {
      name: `Register interest: ${project?.name ?? 'new launch'}`,
      slug: 'register-interest',
      description: 'The launch page’s registration form.',
      listing_id: null,
      project_id: project?.id ?? null,
      property_type: 'Apartment',
      referred_by_id: agent?.id ?? null,
      fields: [
        ...contact,
        { label: 'Bedrooms', type: 'select', options: ['Studio', '1', '2', '3', '4+'], required: true },
        { label: 'Budget (AED)', type: 'number' },
        { label: 'Message', type: 'textarea' },
      ],
      translations: ar({ name: 'سجل اهتمامك', description: 'نموذج التسجيل في صفحة الإطلاق.' }),
    },
    {
      name: 'Book a viewing',
      slug: 'book-a-viewing',
      description: `Viewing requests for ${listing?.reference ?? 'a listing'}.`,
      listing_id: listing?.id ?? null,
      project_id: null,
      property_type: null,
      referred_by_id: agent?.id ?? null,
      fields: [
        ...contact,
        { label: 'Preferred date', type: 'date', required: true },
        { label: 'WhatsApp me', type: 'checkbox' },
      ],
      translations: ar({ name: 'احجز معاينة', description: 'طلبات معاينة العقار.' }),
    },
  ])
  await insert('enquiries', [
    {
      form_id: launch.id,
      name: 'Hamdan Al Falasi',
      email: 'hamdan.falasi@example.ae',
      phone: '+971 50 190 2233',
      phone_number: '+971501902233',
      answers: {
        'Full name': 'Hamdan Al Falasi',
        'E-mail': 'hamdan.falasi@example.ae',
        Phone: '+971 50 190 2233',
        Bedrooms: '2',
        'Budget (AED)': 2400000,
        Message: 'Is a 60/40 payment plan available?',
      },
    },
    {
      form_id: launch.id,
      name: 'Fatima Zahra',
      email: 'fatima.zahra@example.com',
      phone: '055 218 4410',
      phone_number: '+971552184410',
      answers: {
        'Full name': 'Fatima Zahra',
        'E-mail': 'fatima.zahra@example.com',
        Phone: '055 218 4410',
        Bedrooms: '3',
        Message: 'أرغب في معرفة موعد التسليم وخطة الدفع.',
      },
    },
    {
      form_id: viewing.id,
      name: 'James O’Connor',
      email: 'james.oconnor@example.co.uk',
      phone: '058 553 0017',
      phone_number: '+971585530017',
      answers: {
        'Full name': 'James O’Connor',
        'E-mail': 'james.oconnor@example.co.uk',
        Phone: '058 553 0017',
        'Preferred date': '2026-12-02',
        'WhatsApp me': true,
      },
    },
  ])

  await insert('pricing_tables', [
    {
      name: 'Service charges 2026',
      description: 'Annual service charges by community (AED per sq ft).',
      columns: ['Community', 'Apartment', 'Villa', 'Townhouse'],
      rows: [
        ['Dubai Marina', '18.50', '—', '—'],
        ['Downtown Dubai', '22.10', '—', '—'],
        ['Arabian Ranches', '—', '4.20', '4.60'],
        ['Dubai Hills Estate', '16.80', '5.10', '5.40'],
        ['Jumeirah Village Circle', '13.20', '3.90', '4.10'],
      ].map((cells) => ({ cells })),
      translations: ar({
        name: 'رسوم الخدمات 2026',
        description: 'رسوم الخدمات السنوية حسب المجتمع (درهم لكل قدم مربع).',
      }),
    },
    {
      name: 'Agency fees',
      description: 'What the agency charges, by service.',
      columns: ['Service', 'Fee', 'Paid by'],
      rows: [
        ['Sale', '2% of the price', 'Buyer'],
        ['Annual rental', '5% of the annual rent', 'Tenant'],
        ['Property management', '5% of the rent collected', 'Landlord'],
      ].map((cells) => ({ cells })),
      translations: ar({ name: 'رسوم الوكالة', description: 'رسوم الوكالة حسب الخدمة.' }),
    },
  ])

  const [launchMail] = await insert('message_templates', [
    {
      name: 'New launch announcement',
      subject: 'Early access for you, {{customer.firstName}}',
      body: `<p>Dear {{customer.fullName}},</p><p>${project?.name ?? 'Our new project'} opens to our clients first, with a 60/40 payment plan.</p><p>Reply to this e-mail to book a private presentation.</p><p>{{asset.name}}</p>`,
    },
    {
      name: 'عرض خاص للعملاء',
      subject: 'عرض خاص لك يا {{customer.firstName}}',
      body: '<p dir="rtl">عزيزي {{customer.fullName}}،</p><p dir="rtl">يسعدنا دعوتك لمعاينة وحدات جديدة في دبي مارينا بأسعار الإطلاق.</p><p dir="rtl">{{asset.name}}</p>',
    },
  ])
  await insert('outreach_campaigns', [
    { name: 'Launch: enabled clients', template_id: launchMail.id, segment: { type: 'Client', status: 'enabled' } },
  ])
}
