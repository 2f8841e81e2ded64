import { Readable } from 'node:stream'
import { slugify } from '../../../domain/resources/slug.ts'
import { fileUrl, newKey, type BlobStore } from '../../storage/files.ts'
import type { Queryable } from '../db.ts'
import { Rand } from './random.ts'

/**
 * The demo's content A, in English and Arabic: pages, a blog, jobs and applications, area
 * guides, slides, publications, awards and SEO URLs. Pictures are the asset's placeholder pictures
 * (seedPictures); the applications' CVs one small PDF stored per asset. Ids come from a stream of their
 * own, so the rest of the demo stays the same; one statement per table.
 */
export interface ContentSeed {
  assetId: string
  /** The asset's place among the demo assets (its id stream). */
  index: number
  creatorId: string
  now: Date
  store?: BlobStore
}

const DAY = 86_400_000
const p = (...paras: string[]) => paras.map((x) => (x.startsWith('<') ? x : `<p>${x}</p>`)).join('')
const ar = (fields: Record<string, string>) => ({ ar: fields })

export async function seedContentA(q: Queryable, s: ContentSeed) {
  const r = new Rand(1800 + s.index)
  const ago = (days: number) => new Date(s.now.getTime() - days * DAY).toISOString()
  const base = () => ({ id: r.uuid(), asset_id: s.assetId, creator_id: s.creatorId, updated_by_id: s.creatorId })
  // every row of a table carries the same keys; the others keep their defaults
  const insert = async (table: string, rows: Record<string, unknown>[]) => {
    const full = rows.map((row) => ({ ...base(), ...row }))
    const keys = Object.keys(full[0]).join(', ')
    await q.query(
      `insert into ${table} (${keys}) select ${keys} from jsonb_populate_recordset(null::${table}, $1::jsonb)`,
      [JSON.stringify(full)],
    )
    return full.map((x) => x.id)
  }
  const pictures = (
    await q.query<{ id: string }>(
      `select id from storage_files where asset_id = $1 and type like 'image/%' order by name`,
      [s.assetId],
    )
  ).map((x) => x.id)
  const pic = (i: number) => pictures[i % Math.max(pictures.length, 1)] ?? null

  await insert('content_pages', [
    {
      title: 'About us',
      slug: 'about-us',
      status: 'published',
      published_at: ago(300),
      enabled: true,
      position: 1,
      seo_title: 'About our agency',
      seo_description: 'Twenty years of helping families and investors find homes across Dubai.',
      sections: [
        {
          heading: 'Who we are',
          body: p(
            'An independent agency of 60 advisers working across <strong>Dubai Marina, Downtown and the Palm</strong>.',
          ),
          image: pic(0),
          ctaLabel: 'Meet the team',
          ctaUrl: '/teams',
        },
        {
          heading: 'How we work',
          body: p(
            '<ul><li><p>One adviser from first call to handover</p></li><li><p>Every listing checked in person</p></li></ul>',
          ),
        },
      ],
      translations: ar({
        title: 'من نحن',
        seoTitle: 'عن وكالتنا',
        seoDescription: 'عشرون عامًا في مساعدة العائلات والمستثمرين على إيجاد منازلهم في دبي.',
      }),
    },
    {
      title: 'Sell your property',
      slug: 'sell-your-property',
      status: 'published',
      published_at: ago(120),
      enabled: true,
      position: 2,
      seo_title: 'Sell your property with us',
      seo_description: 'A free valuation within 48 hours and marketing on every major portal.',
      sections: [
        {
          heading: 'A valuation within 48 hours',
          body: p('Tell us about your home and an adviser visits within two working days.'),
          ctaLabel: 'Book a valuation',
          ctaUrl: '/contact',
        },
      ],
      translations: ar({
        title: 'بع عقارك',
        seoTitle: 'بع عقارك معنا',
        seoDescription: 'تقييم مجاني خلال 48 ساعة وتسويق على جميع المنصات الرئيسية.',
      }),
    },
    {
      title: 'Mortgage services',
      slug: 'mortgage-services',
      status: 'draft',
      published_at: null,
      enabled: false,
      position: 3,
      seo_title: null,
      seo_description: null,
      sections: [
        {
          heading: 'Compare 20 banks',
          body: p('Our brokers compare fixed and variable rates for residents and non-residents.'),
        },
      ],
      translations: ar({ title: 'خدمات الرهن العقاري' }),
    },
  ])

  const categories = await insert('blog_categories', [
    {
      title: 'Market Insights',
      slug: 'market-insights',
      description: 'Prices, rents and transactions, month by month.',
      position: 1,
      translations: ar({ title: 'رؤى السوق', description: 'الأسعار والإيجارات والصفقات شهرًا بشهر.' }),
    },
    {
      title: 'Buying Guides',
      slug: 'buying-guides',
      description: 'From the first viewing to the title deed.',
      position: 2,
      translations: ar({ title: 'أدلة الشراء', description: 'من المعاينة الأولى إلى سند الملكية.' }),
    },
    {
      title: 'Community Life',
      slug: 'community-life',
      description: 'Schools, parks and restaurants near home.',
      position: 3,
      translations: ar({ title: 'الحياة المجتمعية', description: 'المدارس والحدائق والمطاعم بالقرب من المنزل.' }),
    },
  ])
  const tags = await insert(
    'blog_tags',
    [
      ['Off-plan', 'على الخارطة'],
      ['Investment', 'استثمار'],
      ['Dubai Marina', 'دبي مارينا'],
      ['Golden Visa', 'الإقامة الذهبية'],
      ['Rentals', 'الإيجارات'],
    ].map(([title, arTitle]) => ({ title, slug: slugify(title), translations: ar({ title: arTitle }) })),
  )
  await insert(
    'blog_posts',
    [
      {
        title: 'Dubai property prices in the third quarter',
        category_id: categories[0],
        tag_ids: [tags[1], tags[2]],
        author: 'Sara Al Mansoori',
        excerpt: 'Villa prices rose 4.2% while apartment rents held steady.',
        status: 'published',
        published_at: ago(12),
        content: p(
          '<h2>Villas lead again</h2>',
          'Villa prices rose <strong>4.2%</strong> over the quarter, led by Arabian Ranches and Dubai Hills.',
          'Apartment rents held steady in the Marina and JLT.',
        ),
        translations: ar({
          title: 'أسعار العقارات في دبي في الربع الثالث',
          excerpt: 'ارتفعت أسعار الفلل 4.2٪ بينما استقرت إيجارات الشقق.',
          content: p(
            '<h2>الفلل في الصدارة مجددًا</h2>',
            'ارتفعت أسعار الفلل <strong>4.2٪</strong> خلال الربع، بقيادة المرابع العربية ودبي هيلز.',
          ),
        }),
      },
      {
        title: 'Buying off-plan: the payment plan explained',
        category_id: categories[1],
        tag_ids: [tags[0], tags[1]],
        author: 'Omar Khalil',
        excerpt: 'What 60/40 and post-handover plans mean for your budget.',
        status: 'published',
        published_at: ago(30),
        content: p(
          'A <em>60/40</em> plan means 60% during construction and 40% at handover.',
          '<ul><li><p>Check the escrow account</p></li><li><p>Ask for the RERA number</p></li></ul>',
        ),
        translations: ar({
          title: 'الشراء على الخارطة: شرح خطة الدفع',
          excerpt: 'ماذا تعني خطط 60/40 وما بعد التسليم لميزانيتك.',
          content: p('تعني خطة <em>60/40</em> دفع 60٪ أثناء البناء و40٪ عند التسليم.'),
        }),
      },
      {
        title: 'Living in Dubai Marina',
        category_id: categories[2],
        tag_ids: [tags[2], tags[4]],
        author: 'Sara Al Mansoori',
        excerpt: 'Walkable, waterfront and close to two metro stations.',
        status: 'published',
        published_at: ago(55),
        content: p(
          'The Marina Walk runs seven kilometres along the water, with the tram and two metro stations close by.',
        ),
        translations: ar({
          title: 'العيش في دبي مارينا',
          excerpt: 'منطقة مناسبة للمشي على الواجهة المائية وقريبة من محطتي مترو.',
          content: p('يمتد ممشى المارينا سبعة كيلومترات على طول الماء.'),
        }),
      },
      {
        title: 'Golden Visa through property: the checklist',
        category_id: categories[1],
        tag_ids: [tags[3]],
        author: 'Omar Khalil',
        excerpt: 'Two million dirhams, one title deed, and the documents you need.',
        status: 'draft',
        published_at: null,
        content: p('A property worth at least <strong>AED 2 million</strong> qualifies its owner for a ten-year visa.'),
        translations: ar({
          title: 'الإقامة الذهبية عبر العقار: قائمة التحقق',
          excerpt: 'مليونا درهم وسند ملكية واحد والمستندات المطلوبة.',
          content: p('العقار بقيمة <strong>2 مليون درهم</strong> على الأقل يؤهل مالكه لتأشيرة عشر سنوات.'),
        }),
      },
    ].map((x, i) => ({
      ...x,
      slug: slugify(x.title),
      image_id: pic(i),
      enabled: x.status === 'published',
      seo_title: x.title,
      seo_description: x.excerpt,
      translations: ar({
        ...x.translations.ar,
        seoTitle: x.translations.ar.title,
        seoDescription: x.translations.ar.excerpt,
      }),
    })),
  )

  const jobs = await insert(
    'career_jobs',
    [
      {
        title: 'Senior Property Consultant',
        department: 'Sales',
        location: 'Dubai Marina',
        employment_type: 'full_time',
        summary: 'Advise buyers of luxury apartments and villas.',
        position: 1,
        translations: ar({
          title: 'مستشار عقاري أول',
          summary: 'تقديم المشورة لمشتري الشقق والفلل الفاخرة.',
          description: p('نبحث عن مستشار لديه خبرة ثلاث سنوات على الأقل في دبي.'),
        }),
      },
      {
        title: 'Leasing Coordinator',
        department: 'Leasing',
        location: 'Business Bay',
        employment_type: 'full_time',
        summary: 'Keep tenancies, renewals and Ejari on time.',
        position: 2,
        translations: ar({
          title: 'منسق تأجير',
          summary: 'متابعة عقود الإيجار والتجديدات وإيجاري في الوقت المحدد.',
          description: p('خبرة في إدارة عقود الإيجار.'),
        }),
      },
      {
        title: 'Marketing Intern',
        department: 'Marketing',
        location: 'Dubai Marina',
        employment_type: 'internship',
        summary: 'Six months on listings, photography and social media.',
        position: 3,
        translations: ar({
          title: 'متدرب تسويق',
          summary: 'ستة أشهر في الإعلانات والتصوير ووسائل التواصل.',
          description: p('مناسب لطلاب السنة الأخيرة.'),
        }),
      },
    ].map((x, i) => ({
      ...x,
      slug: slugify(x.title),
      enabled: true,
      published_at: ago(20 + i * 7),
      closing_date: new Date(s.now.getTime() + (30 + i * 10) * DAY).toISOString().slice(0, 10),
      description: p(
        '<h2>What you will do</h2>',
        `Join our ${x.department} team in ${x.location}.`,
        '<ul><li><p>RERA certificate or willingness to obtain it</p></li><li><p>English required; Arabic a plus</p></li></ul>',
      ),
    })),
  )
  const cv = await storeCv(q, r, s)
  await insert(
    'career_applications',
    [
      {
        name: 'Layla Haddad',
        email: 'layla.haddad@example.com',
        phone: '+971501234501',
        job_id: jobs[0],
        status: 'reviewing',
        cover_letter: 'Five years selling in Downtown and the Marina.',
      },
      {
        name: 'Rahul Menon',
        email: 'rahul.menon@example.com',
        phone: '+971551234502',
        job_id: jobs[1],
        status: 'new',
        cover_letter: 'Leasing experience with 400 units in JLT.',
      },
      {
        name: 'Elena Petrova',
        email: 'elena.petrova@example.com',
        phone: '+971561234503',
        job_id: jobs[2],
        status: 'interview',
        cover_letter: 'Final-year marketing student, portfolio attached.',
      },
    ].map((x, i) => ({ ...x, cv_id: cv, created_at: ago(3 + i * 2), updated_at: ago(3 + i * 2) })),
  )

  await insert(
    'area_guides',
    [
      {
        title: 'Dubai Marina',
        community: 'Dubai Marina',
        city: 'Dubai',
        latitude: 25.0805,
        longitude: 55.1403,
        summary: 'Waterfront towers, the Marina Walk and the beach at JBR.',
        highlights: [
          { text: 'Seven kilometres of Marina Walk' },
          { text: 'Two metro stations and the tram' },
          { text: 'JBR beach a short walk away' },
        ],
        translations: ar({
          title: 'دبي مارينا',
          summary: 'أبراج على الواجهة المائية وممشى المارينا وشاطئ جي بي آر.',
          content: p('من أكثر المناطق طلبًا للإيجار في دبي.'),
        }),
      },
      {
        title: 'Downtown Dubai',
        community: 'Downtown Dubai',
        city: 'Dubai',
        latitude: 25.1972,
        longitude: 55.2744,
        summary: 'Burj Khalifa, Dubai Mall and the Opera district.',
        highlights: [{ text: 'Walk to Dubai Mall' }, { text: 'Fountain views' }],
        translations: ar({
          title: 'وسط مدينة دبي',
          summary: 'برج خليفة ودبي مول وحي الأوبرا.',
          content: p('قلب دبي النابض بالحياة.'),
        }),
      },
      {
        title: 'Arabian Ranches',
        community: 'Arabian Ranches',
        city: 'Dubai',
        latitude: 25.0553,
        longitude: 55.27,
        summary: 'Family villas around golf, schools and parks.',
        highlights: [{ text: 'Golf club' }, { text: 'Three schools inside the community' }],
        translations: ar({
          title: 'المرابع العربية',
          summary: 'فلل عائلية حول ملعب الغولف والمدارس والحدائق.',
          content: p('مجتمع هادئ مثالي للعائلات.'),
        }),
      },
    ].map((x, i) => ({
      ...x,
      slug: slugify(x.title),
      image_id: pic(i),
      gallery_ids: [pic(i + 1), pic(i + 2)].filter(Boolean),
      enabled: true,
      position: i + 1,
      published_at: ago(90 + i * 30),
      content: p(`<h2>Living in ${x.title}</h2>`, x.summary, 'Ask our advisers for the latest rents and sale prices.'),
    })),
  )

  await insert(
    'sliders',
    [
      {
        title: 'Find your home by the water',
        subtitle: 'Apartments and penthouses in Dubai Marina',
        link_label: 'See listings',
        link_url: '/properties/for-sale/dubai-marina',
        translations: ar({
          title: 'ابحث عن منزلك على الواجهة المائية',
          subtitle: 'شقق وبنتهاوس في دبي مارينا',
          linkLabel: 'شاهد العقارات',
        }),
      },
      {
        title: 'Off-plan with 1% a month',
        subtitle: 'Payment plans from the leading developers',
        link_label: 'New projects',
        link_url: '/new-projects',
        translations: ar({
          title: 'على الخارطة بدفعة 1٪ شهريًا',
          subtitle: 'خطط دفع من كبار المطورين',
          linkLabel: 'المشاريع الجديدة',
        }),
      },
      {
        title: 'A valuation within 48 hours',
        subtitle: 'Selling? Start with a free valuation',
        link_label: 'Book now',
        link_url: '/sell-your-property',
        translations: ar({ title: 'تقييم خلال 48 ساعة', subtitle: 'تبيع؟ ابدأ بتقييم مجاني', linkLabel: 'احجز الآن' }),
      },
    ].map((x, i) => ({ ...x, image_id: pic(i), enabled: true, position: i + 1, published_at: ago(10 + i) })),
  )

  await insert(
    'publications',
    [
      {
        title: 'Dubai Residential Market Report 2026',
        summary: 'Prices, rents and supply by community.',
        translations: ar({
          title: 'تقرير سوق دبي السكني 2026',
          summary: 'الأسعار والإيجارات والمعروض حسب المجتمع.',
          content: p('تقرير سنوي شامل.'),
        }),
      },
      {
        title: "Buyer's Guide to Off-plan",
        summary: 'Escrow, payment plans and handover, step by step.',
        translations: ar({
          title: 'دليل المشتري للعقارات على الخارطة',
          summary: 'حساب الضمان وخطط الدفع والتسليم خطوة بخطوة.',
          content: p('دليل عملي للمشترين.'),
        }),
      },
    ].map((x, i) => ({
      ...x,
      slug: slugify(x.title),
      image_id: pic(i + 2),
      document_id: cv,
      enabled: true,
      position: i + 1,
      published_at: ago(60 + i * 40),
      content: p(x.summary, 'Download the full document below.'),
    })),
  )

  await insert(
    'awards',
    [
      {
        title: 'Best Real Estate Agency, Dubai',
        year: 2025,
        issuer: 'Arabian Property Awards',
        translations: ar({ title: 'أفضل وكالة عقارية، دبي', issuer: 'جوائز العقارات العربية' }),
      },
      {
        title: 'Top Broker for Off-plan Sales',
        year: 2025,
        issuer: 'Dubai Land Department',
        translations: ar({ title: 'أفضل وسيط لمبيعات الخارطة', issuer: 'دائرة الأراضي والأملاك في دبي' }),
      },
      {
        title: 'Customer Service Excellence',
        year: 2024,
        issuer: 'Property Finder',
        translations: ar({ title: 'التميز في خدمة العملاء', issuer: 'بروبرتي فايندر' }),
      },
      {
        title: 'Rising Agency of the Year',
        year: 2023,
        issuer: 'Bayut',
        translations: ar({ title: 'الوكالة الصاعدة لهذا العام', issuer: 'بيوت' }),
      },
    ].map((x, i) => ({
      ...x,
      image_id: pic(i),
      description: `${x.title}, awarded by ${x.issuer} in ${x.year}.`,
      enabled: true,
      position: i + 1,
    })),
  )

  await insert(
    'seo_dynamic_urls',
    [
      {
        title: 'Apartments for sale by community',
        url: '/properties/for-sale/apartments',
        seo_title: 'Apartments for sale in Dubai',
        seo_description: 'Browse verified apartments for sale across Dubai, with prices and floor plans.',
        keywords: ['apartments', 'for sale', 'dubai'],
        translations: ar({
          seoTitle: 'شقق للبيع في دبي',
          seoDescription: 'تصفح الشقق الموثقة للبيع في دبي مع الأسعار والمخططات.',
        }),
      },
      {
        title: 'Villas for rent',
        url: '/properties/for-rent/villas',
        seo_title: 'Villas for rent in Dubai',
        seo_description: 'Family villas for rent with gardens and pools.',
        keywords: ['villas', 'rent'],
        translations: ar({ seoTitle: 'فلل للإيجار في دبي', seoDescription: 'فلل عائلية للإيجار مع حدائق ومسابح.' }),
      },
      {
        title: 'New projects',
        url: '/new-projects',
        seo_title: 'Off-plan projects in Dubai',
        seo_description: 'Payment plans, handover dates and brochures of new projects.',
        keywords: ['off-plan', 'new projects'],
        translations: ar({
          seoTitle: 'مشاريع على الخارطة في دبي',
          seoDescription: 'خطط الدفع ومواعيد التسليم والكتيبات للمشاريع الجديدة.',
        }),
      },
    ].map((x, i) => ({ ...x, image_id: pic(i), enabled: true })),
  )

  await insert(
    'seo_custom_urls',
    [
      { title: 'Old blog address', source: '/news', target: '/blog', status_code: '301' },
      { title: 'Renamed guide', source: '/guides/marina', target: '/area-guides/dubai-marina', status_code: '301' },
      { title: 'Seasonal campaign', source: '/summer-offers', target: '/new-projects', status_code: '302' },
    ].map((x) => ({ ...x, enabled: true })),
  )
}

/** A one-page PDF CV stored through the storage module (the same way an upload is), or none without a store. */
async function storeCv(q: Queryable, r: Rand, s: ContentSeed): Promise<string | null> {
  if (!s.store) return null
  const bytes = Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  )
  const key = newKey(s.assetId, 'pdf')
  await s.store.write(key, Readable.from(bytes))
  const id = r.uuid()
  await q.query(
    `insert into storage_files (id, asset_id, name, category, type, file, ext, size, creator_id, updated_by_id) values ($1, $2, 'sample-document.pdf', 'Careers', 'application/pdf', $3, 'pdf', $4, $5, $5)`,
    [id, s.assetId, fileUrl(key), bytes.length, s.creatorId],
  )
  return id
}
