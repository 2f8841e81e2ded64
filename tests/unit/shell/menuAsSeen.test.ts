import { afterEach, describe, expect, it } from 'vitest'
import { ADMIN_MENU, MENU, menuLabel, type MenuEntry } from '../../../commands/menu.ts'
import { menuCommands } from '../../../commands/shell.ts'
import { resourceCommands } from '../../../commands/resources.ts'
import type { Command } from '../../../commands/types.ts'
import { i18n } from '../../../src/domain/i18n/index.ts'
import { commandTitle } from '../../../src/web/shell/palette/commandText.ts'

/**
 * The menu and the palette's navigation, create and import commands exactly as people see them (spec 2 §2 fixes
 * the menu): key, route, permission keys, icon, palette words and the label in English and Arabic, in order.
 * Where a section's words come from may change; what these lines say may not, unless on purpose.
 */
const inBoth = (text: () => string) => {
  void i18n.changeLanguage('en')
  const en = text()
  void i18n.changeLanguage('ar')
  const ar = text()
  void i18n.changeLanguage('en')
  return `${en} | ${ar}`
}
const keys = (p?: readonly string[]) => (p ? [...p].sort().join(',') : '')
const iconName = (icon?: { displayName?: string }) => icon?.displayName ?? '-'

function menuLines(entries: MenuEntry[], depth = 0): string[] {
  return entries.flatMap((e) => [
    `${'  '.repeat(depth)}${e.key} ${e.route ?? '-'} [${keys(e.permission)}] ${iconName(e.icon)} {${(e.keywords ?? []).join(', ')}} | ${inBoth(() => menuLabel(e))}`,
    ...menuLines(e.children ?? [], depth + 1),
  ])
}
const commandLine = (c: Command) =>
  `${c.id} ${c.group} ${c.subtitle} [${keys(c.permission)}]${c.superOnly ? ' super' : ''} ${iconName(c.icon)} ${c.shortcut ?? '-'} {${(c.keywords ?? []).join(', ')}} | ${inBoth(() => commandTitle(c))}`

afterEach(() => void i18n.changeLanguage('en'))

describe('the menu and palette as people see them', () => {
  it('keeps the sidebar and the settings dropdown: order, groups, keys, routes, keys of access, icons, words', () => {
    expect([...menuLines(MENU), '--- admin', ...menuLines(ADMIN_MENU)]).toEqual(MENU_AS_SEEN)
  })

  it('keeps the palette’s navigation, create and import commands and their titles in both languages', () => {
    const commands = [...menuCommands({ navigate: () => undefined }), ...resourceCommands(() => undefined)]
    expect(commands.map(commandLine)).toEqual(PALETTE_AS_SEEN)
  })
})

const MENU_AS_SEEN = [
  'dashboard /dashboard [] Gauge {home, stats} | Dashboard | لوحة المعلومات',
  'crm - [] Briefcase {} | CRM | إدارة العملاء',
  '  leads /reports/leads [LEADS_REPORT_VIEW] - {report, enquiries} | Leads | العملاء المحتملون',
  '  lead-pool /leads/pool [LEAD_POOL_VIEW] - {pool, claim, sla, escalated} | Lead Pool | مجمع العملاء المحتملين',
  '  follow-ups /leads/follow-ups [LEADS_REPORT_VIEW] - {follow up, agenda, overdue, viewings today} | Follow-ups | المتابعات',
  '  listings /properties/listings [LISTINGS_VIEW] - {properties} | Listings | العقارات المعروضة',
  '  activities /reports/activities [VIEWING_REPORT_VIEW] - {viewings} | Activities | الأنشطة',
  '  lead-reviews /reports/leads-review [LEAD_REVIEWS_REPORT_VIEW,VIEWING_REVIEWS_REPORT_VIEW] - {viewing reviews, ratings} | Qualification Reviews | مراجعات التأهيل',
  '  sales-funnel /reports/sales-funnel [LEADS_REPORT_VIEW] - {conversion, pipeline, utm} | Sales Funnel | مسار المبيعات',
  '  better-agent /reports/better-agent [BETTER_AGENT_REPORT_VIEW] - {agents} | Brokers | الوسطاء',
  '  managers /reports/managers [MANAGERS_REPORT_VIEW] - {} | Managers | المدراء',
  '  office-war /reports/office-war [OFFICEWAR_REPORT_VIEW] - {} | Offices | المكاتب',
  '  projects /properties/projects [PROJECTS_VIEW] - {off plan} | New Projects | المشاريع الجديدة',
  '  developers /properties/developers [DEVELOPERS_VIEW] - {} | Developers | المطورون',
  '  custom-fields /properties/custom-fields [LISTINGS_VIEW] - {} | Custom Fields | الحقول المخصصة',
  '  portal-leads /reports/portal-leads [PORTAL_LEADS_REPORT_VIEW] - {} | Portal Leads | عملاء البوابات',
  '  rera-report /reports/rera-report [RERA_REPORT_VIEW] - {} | RERA Report | تقرير ريرا',
  'pages /dynamic-pages [PAGES_VIEW] FileText {} | Pages | الصفحات',
  'data-forms - [] RectangleEllipsis {} | Data Forms | نماذج البيانات',
  '  forms /data-form/forms [FORMS_VIEW] - {} | Forms | النماذج',
  '  enquiries /data-form/enquiries [FORMS_VIEW] - {} | Enquiries | الاستفسارات',
  'sliders /sliders [SLIDERS_VIEW] GalleryHorizontal {} | Sliders | الشرائح',
  'area-guides /area-guides [AREAGUIDES_VIEW] Map {} | Area Guide | دليل المناطق',
  'publications /publications [PUBLICATIONS_VIEW] Newspaper {} | Publications | المنشورات',
  'awards /awards [AWARDS_VIEW] Award {} | Awards | الجوائز',
  'pricing-tables /pricing/tables [PRICING_TABLES_VIEW] Table2 {} | Data Tables | جداول البيانات',
  'customers /customers [CUSTOMERS_VIEW] UsersRound {clients, contacts} | Customers | العملاء',
  'teams - [] Users {} | Teams | الفرق',
  '  members /teams/members [MEMBERS_VIEW] - {agents, staff} | Members | الأعضاء',
  '  departments /teams/departments [DEPARTMENTS_VIEW] - {} | Departments | الأقسام',
  '  groups /teams/groups [GROUPS_VIEW] - {} | Groups | المجموعات',
  'faqs - [] BadgeQuestionMark {} | FAQs | الأسئلة الشائعة',
  '  faq-questions /faqs/questions [FAQS_VIEW] - {} | Questions | الأسئلة',
  '  faq-categories /faqs/categories [FAQS_VIEW] - {} | Categories | التصنيفات',
  'endorsements - [] Star {} | Endorsements | التزكيات',
  '  customer-reviews /endorsements/customer-reviews [CUSTOMER_REVIEWS_VIEW] - {} | Customer Reviews | تقييمات العملاء',
  '  testimonials /endorsements/testimonials [TESTIMONIALS_VIEW] - {} | Testimonials | الشهادات',
  '  clients /endorsements/clients [CLIENTS_VIEW] - {} | Clients | العملاء المميزون',
  '  endorsement-categories /endorsements/categories [CLIENTS_VIEW,CUSTOMER_REVIEWS_VIEW,TESTIMONIALS_VIEW] - {} | Categories | التصنيفات',
  'timelines - [] RotateCcwClock {} | Timelines | الخطوط الزمنية',
  '  timeline /timeline [STORIES_VIEW] - {} | Timeline | الخط الزمني',
  '  stories /timeline/stories [STORIES_VIEW] - {} | Stories | القصص',
  'careers - [] Handshake {} | Careers | الوظائف',
  '  jobs /careers/jobs [CAREERS_VIEW] - {} | Jobs | الوظائف الشاغرة',
  '  applications /careers/applications [CAREERS_VIEW] - {} | Applications | طلبات التوظيف',
  'blogs - [] BookOpen {} | Blogs | المدونات',
  '  posts /blogs/posts [ARTICLES_VIEW,BLOGS_VIEW] - {articles} | Posts | المقالات',
  '  blog-categories /blogs/categories [BLOGS_VIEW] - {} | Categories | التصنيفات',
  '  blog-tags /blogs/tags [BLOGS_VIEW] - {} | Tags | الوسوم',
  'seo - [] Search {} | SEO | تحسين محركات البحث',
  '  dynamic-urls /seo/dynamic-urls [URL_VIEW] - {} | Dynamic URLs | الروابط الديناميكية',
  '  custom-urls /seo/custom-urls [URL_VIEW] - {} | Custom URLs | الروابط المخصصة',
  'media /storage [STORAGES_VIEW] Image {storage, files, uploads} | Media | الوسائط',
  'outreach - [] Megaphone {} | Outreach | التواصل',
  '  outreach-campaigns /outreach-campaigns [OUTREACH_CAMPAIGNS_VIEW] - {} | Campaigns | الحملات',
  '  templates /templates [OUTREACH_CAMPAIGNS_VIEW] - {message templates} | Templates | القوالب',
  'settings - [] Cog {} | Settings | الإعدادات',
  '  basic-settings /settings/basic-settings [BASIC_SETTING_VIEW] - {} | Basic Settings | الإعدادات الأساسية',
  '  lead-setting /settings/lead-setting [LEAD_SETTING_VIEW] - {sla} | Lead Setting | إعدادات العملاء المحتملين',
  '  lead-routing /settings/lead-routing [LEAD_SETTING_VIEW] - {routing rules, round robin, assignment, availability} | Lead Routing | توجيه العملاء المحتملين',
  '  viewing-setting /settings/viewing-setting [VIEWING_SETTING_VIEW] - {} | Viewing Setting | إعدادات المعاينات',
  '  integrations /integrations [INTEGRATIONS_VIEW] - {} | Integrations | التكاملات',
  '  webhooks /settings/webhooks [WEBHOOKS_UPDATE,WEBHOOKS_VIEW] - {events, hooks, api} | Webhooks | خطافات الويب',
  '  api-keys /settings/api-keys [API_KEYS_UPDATE,API_KEYS_VIEW] - {token, bearer, integration} | API Keys | مفاتيح API',
  '--- admin',
  'admin-settings /admin/settings [] - {} | Settings | الإعدادات',
  'admin-assets /admin/assets [ASSETS_VIEW] - {} | Assets | الشركات',
  'admin-user-roles /admin/user-roles [ROLES_VIEW] - {} | User Roles | أدوار المستخدمين',
  'admin-users /admin/users [USERS_VIEW] - {} | Users | المستخدمون',
  'admin-users-access-logs /admin/users-access-logs [] - {} | Users Access Logs | سجلات دخول المستخدمين',
  'admin-activity-logs /admin/activity-logs [] - {} | Activity Logs | سجلات النشاط',
  'admin-system-logs /admin/system-logs [] - {} | System Logs | سجلات النظام',
  'admin-notification-logs /admin/notification-logs [] - {} | Notification Logs | سجلات الإشعارات',
]

// On purpose since the words are the declarations': an import reads as its page's title does ('استيراد الأعضاء', not
// 'استيراد سجلات عضو فريق'), and a user and an asset are created in Arabic too.
const PALETTE_AS_SEEN = [
  'nav.dashboard Navigation /dashboard [] Gauge g d {Dashboard, home, stats, /dashboard} | Dashboard | لوحة المعلومات',
  'nav.leads Navigation /reports/leads [LEADS_REPORT_VIEW] Briefcase g l {Leads, report, enquiries, /reports/leads} | CRM › Leads | إدارة العملاء › العملاء المحتملون',
  'nav.lead-pool Navigation /leads/pool [LEAD_POOL_VIEW] Briefcase - {Lead Pool, pool, claim, sla, escalated, /leads/pool} | CRM › Lead Pool | إدارة العملاء › مجمع العملاء المحتملين',
  'nav.follow-ups Navigation /leads/follow-ups [LEADS_REPORT_VIEW] Briefcase - {Follow-ups, follow up, agenda, overdue, viewings today, /leads/follow-ups} | CRM › Follow-ups | إدارة العملاء › المتابعات',
  'nav.listings Navigation /properties/listings [LISTINGS_VIEW] Briefcase g s {Listings, properties, /properties/listings} | CRM › Listings | إدارة العملاء › العقارات المعروضة',
  'nav.activities Navigation /reports/activities [VIEWING_REPORT_VIEW] Briefcase - {Activities, viewings, /reports/activities} | CRM › Activities | إدارة العملاء › الأنشطة',
  'nav.lead-reviews Navigation /reports/leads-review [LEAD_REVIEWS_REPORT_VIEW,VIEWING_REVIEWS_REPORT_VIEW] Briefcase - {Qualification Reviews, viewing reviews, ratings, /reports/leads-review} | CRM › Qualification Reviews | إدارة العملاء › مراجعات التأهيل',
  'nav.sales-funnel Navigation /reports/sales-funnel [LEADS_REPORT_VIEW] Briefcase - {Sales Funnel, conversion, pipeline, utm, /reports/sales-funnel} | CRM › Sales Funnel | إدارة العملاء › مسار المبيعات',
  'nav.better-agent Navigation /reports/better-agent [BETTER_AGENT_REPORT_VIEW] Briefcase - {Brokers, agents, /reports/better-agent} | CRM › Brokers | إدارة العملاء › الوسطاء',
  'nav.managers Navigation /reports/managers [MANAGERS_REPORT_VIEW] Briefcase - {Managers, /reports/managers} | CRM › Managers | إدارة العملاء › المدراء',
  'nav.office-war Navigation /reports/office-war [OFFICEWAR_REPORT_VIEW] Briefcase - {Offices, /reports/office-war} | CRM › Offices | إدارة العملاء › المكاتب',
  'nav.projects Navigation /properties/projects [PROJECTS_VIEW] Briefcase g p {New Projects, off plan, /properties/projects} | CRM › New Projects | إدارة العملاء › المشاريع الجديدة',
  'nav.developers Navigation /properties/developers [DEVELOPERS_VIEW] Briefcase - {Developers, /properties/developers} | CRM › Developers | إدارة العملاء › المطورون',
  'nav.custom-fields Navigation /properties/custom-fields [LISTINGS_VIEW] Briefcase - {Custom Fields, /properties/custom-fields} | CRM › Custom Fields | إدارة العملاء › الحقول المخصصة',
  'nav.portal-leads Navigation /reports/portal-leads [PORTAL_LEADS_REPORT_VIEW] Briefcase - {Portal Leads, /reports/portal-leads} | CRM › Portal Leads | إدارة العملاء › عملاء البوابات',
  'nav.rera-report Navigation /reports/rera-report [RERA_REPORT_VIEW] Briefcase - {RERA Report, /reports/rera-report} | CRM › RERA Report | إدارة العملاء › تقرير ريرا',
  'nav.pages Navigation /dynamic-pages [PAGES_VIEW] FileText - {Pages, /dynamic-pages} | Pages | الصفحات',
  'nav.forms Navigation /data-form/forms [FORMS_VIEW] RectangleEllipsis - {Forms, /data-form/forms} | Data Forms › Forms | نماذج البيانات › النماذج',
  'nav.enquiries Navigation /data-form/enquiries [FORMS_VIEW] RectangleEllipsis - {Enquiries, /data-form/enquiries} | Data Forms › Enquiries | نماذج البيانات › الاستفسارات',
  'nav.sliders Navigation /sliders [SLIDERS_VIEW] GalleryHorizontal - {Sliders, /sliders} | Sliders | الشرائح',
  'nav.area-guides Navigation /area-guides [AREAGUIDES_VIEW] Map - {Area Guide, /area-guides} | Area Guide | دليل المناطق',
  'nav.publications Navigation /publications [PUBLICATIONS_VIEW] Newspaper - {Publications, /publications} | Publications | المنشورات',
  'nav.awards Navigation /awards [AWARDS_VIEW] Award - {Awards, /awards} | Awards | الجوائز',
  'nav.pricing-tables Navigation /pricing/tables [PRICING_TABLES_VIEW] Table2 - {Data Tables, /pricing/tables} | Data Tables | جداول البيانات',
  'nav.customers Navigation /customers [CUSTOMERS_VIEW] UsersRound g c {Customers, clients, contacts, /customers} | Customers | العملاء',
  'nav.members Navigation /teams/members [MEMBERS_VIEW] Users - {Members, agents, staff, /teams/members} | Teams › Members | الفرق › الأعضاء',
  'nav.departments Navigation /teams/departments [DEPARTMENTS_VIEW] Users - {Departments, /teams/departments} | Teams › Departments | الفرق › الأقسام',
  'nav.groups Navigation /teams/groups [GROUPS_VIEW] Users - {Groups, /teams/groups} | Teams › Groups | الفرق › المجموعات',
  'nav.faq-questions Navigation /faqs/questions [FAQS_VIEW] BadgeQuestionMark - {Questions, /faqs/questions} | FAQs › Questions | الأسئلة الشائعة › الأسئلة',
  'nav.faq-categories Navigation /faqs/categories [FAQS_VIEW] BadgeQuestionMark - {Categories, /faqs/categories} | FAQs › Categories | الأسئلة الشائعة › التصنيفات',
  'nav.customer-reviews Navigation /endorsements/customer-reviews [CUSTOMER_REVIEWS_VIEW] Star - {Customer Reviews, /endorsements/customer-reviews} | Endorsements › Customer Reviews | التزكيات › تقييمات العملاء',
  'nav.testimonials Navigation /endorsements/testimonials [TESTIMONIALS_VIEW] Star - {Testimonials, /endorsements/testimonials} | Endorsements › Testimonials | التزكيات › الشهادات',
  'nav.clients Navigation /endorsements/clients [CLIENTS_VIEW] Star - {Clients, /endorsements/clients} | Endorsements › Clients | التزكيات › العملاء المميزون',
  'nav.endorsement-categories Navigation /endorsements/categories [CLIENTS_VIEW,CUSTOMER_REVIEWS_VIEW,TESTIMONIALS_VIEW] Star - {Categories, /endorsements/categories} | Endorsements › Categories | التزكيات › التصنيفات',
  'nav.timeline Navigation /timeline [STORIES_VIEW] RotateCcwClock - {Timeline, /timeline} | Timelines › Timeline | الخطوط الزمنية › الخط الزمني',
  'nav.stories Navigation /timeline/stories [STORIES_VIEW] RotateCcwClock - {Stories, /timeline/stories} | Timelines › Stories | الخطوط الزمنية › القصص',
  'nav.jobs Navigation /careers/jobs [CAREERS_VIEW] Handshake - {Jobs, /careers/jobs} | Careers › Jobs | الوظائف › الوظائف الشاغرة',
  'nav.applications Navigation /careers/applications [CAREERS_VIEW] Handshake - {Applications, /careers/applications} | Careers › Applications | الوظائف › طلبات التوظيف',
  'nav.posts Navigation /blogs/posts [ARTICLES_VIEW,BLOGS_VIEW] BookOpen - {Posts, articles, /blogs/posts} | Blogs › Posts | المدونات › المقالات',
  'nav.blog-categories Navigation /blogs/categories [BLOGS_VIEW] BookOpen - {Categories, /blogs/categories} | Blogs › Categories | المدونات › التصنيفات',
  'nav.blog-tags Navigation /blogs/tags [BLOGS_VIEW] BookOpen - {Tags, /blogs/tags} | Blogs › Tags | المدونات › الوسوم',
  'nav.dynamic-urls Navigation /seo/dynamic-urls [URL_VIEW] Search - {Dynamic URLs, /seo/dynamic-urls} | SEO › Dynamic URLs | تحسين محركات البحث › الروابط الديناميكية',
  'nav.custom-urls Navigation /seo/custom-urls [URL_VIEW] Search - {Custom URLs, /seo/custom-urls} | SEO › Custom URLs | تحسين محركات البحث › الروابط المخصصة',
  'nav.media Navigation /storage [STORAGES_VIEW] Image - {Media, storage, files, uploads, /storage} | Media | الوسائط',
  'nav.outreach-campaigns Navigation /outreach-campaigns [OUTREACH_CAMPAIGNS_VIEW] Megaphone - {Campaigns, /outreach-campaigns} | Outreach › Campaigns | التواصل › الحملات',
  'nav.templates Navigation /templates [OUTREACH_CAMPAIGNS_VIEW] Megaphone - {Templates, message templates, /templates} | Outreach › Templates | التواصل › القوالب',
  'nav.basic-settings Navigation /settings/basic-settings [BASIC_SETTING_VIEW] Cog - {Basic Settings, /settings/basic-settings} | Settings › Basic Settings | الإعدادات › الإعدادات الأساسية',
  'nav.lead-setting Navigation /settings/lead-setting [LEAD_SETTING_VIEW] Cog - {Lead Setting, sla, /settings/lead-setting} | Settings › Lead Setting | الإعدادات › إعدادات العملاء المحتملين',
  'nav.lead-routing Navigation /settings/lead-routing [LEAD_SETTING_VIEW] Cog - {Lead Routing, routing rules, round robin, assignment, availability, /settings/lead-routing} | Settings › Lead Routing | الإعدادات › توجيه العملاء المحتملين',
  'nav.viewing-setting Navigation /settings/viewing-setting [VIEWING_SETTING_VIEW] Cog - {Viewing Setting, /settings/viewing-setting} | Settings › Viewing Setting | الإعدادات › إعدادات المعاينات',
  'nav.integrations Navigation /integrations [INTEGRATIONS_VIEW] Cog - {Integrations, /integrations} | Settings › Integrations | الإعدادات › التكاملات',
  'nav.webhooks Navigation /settings/webhooks [WEBHOOKS_UPDATE,WEBHOOKS_VIEW] Cog - {Webhooks, events, hooks, api, /settings/webhooks} | Settings › Webhooks | الإعدادات › خطافات الويب',
  'nav.api-keys Navigation /settings/api-keys [API_KEYS_UPDATE,API_KEYS_VIEW] Cog - {API Keys, token, bearer, integration, /settings/api-keys} | Settings › API Keys | الإعدادات › مفاتيح API',
  'nav.admin-settings Administration /admin/settings [] super - - {Settings, admin, /admin/settings} | Admin › Settings | الإدارة › الإعدادات',
  'nav.admin-assets Administration /admin/assets [ASSETS_VIEW] super - - {Assets, admin, /admin/assets} | Admin › Assets | الإدارة › الشركات',
  'nav.admin-user-roles Administration /admin/user-roles [ROLES_VIEW] super - - {User Roles, admin, /admin/user-roles} | Admin › User Roles | الإدارة › أدوار المستخدمين',
  'nav.admin-users Administration /admin/users [USERS_VIEW] super - - {Users, admin, /admin/users} | Admin › Users | الإدارة › المستخدمون',
  'nav.admin-users-access-logs Administration /admin/users-access-logs [] super - - {Users Access Logs, admin, /admin/users-access-logs} | Admin › Users Access Logs | الإدارة › سجلات دخول المستخدمين',
  'nav.admin-activity-logs Administration /admin/activity-logs [] super - - {Activity Logs, admin, /admin/activity-logs} | Admin › Activity Logs | الإدارة › سجلات النشاط',
  'nav.admin-system-logs Administration /admin/system-logs [] super - - {System Logs, admin, /admin/system-logs} | Admin › System Logs | الإدارة › سجلات النظام',
  'nav.admin-notification-logs Administration /admin/notification-logs [] super - - {Notification Logs, admin, /admin/notification-logs} | Admin › Notification Logs | الإدارة › سجلات الإشعارات',
  'import.projects Create /properties/projects/import [PROJECT_ADD] - - {csv new projects, upload new projects} | Import new projects | استيراد المشاريع الجديدة',
  'import.teamMembers Create /teams/members/import [MEMBER_ADD] - - {csv members, upload members} | Import members | استيراد الأعضاء',
  'create.customers Create /customers/create [CUSTOMER_ADD] - c c {new customer, add customer, client, contact} | Create customer | إنشاء عميل',
  'create.listings Create /properties/listings/create [LISTING_ADD] - c s {new listing, add listing, property, unit} | Create listing | إنشاء عقار معروض',
  'create.developers Create /properties/developers/create [DEVELOPER_ADD] - - {new developer, add developer, builder} | Create developer | إنشاء مطور',
  'create.projects Create /properties/projects/create [PROJECT_ADD] - - {new project, add project, off plan, new project} | Create project | إنشاء مشروع',
  'create.customFields Create /properties/custom-fields/create [LISTING_ADD] - - {new custom field, add custom field} | Create custom field | إنشاء حقل مخصص',
  'create.teamMembers Create /teams/members/create [MEMBER_ADD] - c m {new member, add member, agent, broker, staff} | Create member | إنشاء عضو فريق',
  'create.departments Create /teams/departments/create [DEPARTMENT_ADD] - - {new department, add department, team, division} | Create department | إنشاء قسم',
  'create.groups Create /teams/groups/create [GROUP_ADD] - - {new group, add group, team} | Create group | إنشاء مجموعة',
  'create.pages Create /dynamic-pages/create [PAGE_ADD] - - {new page, add page, dynamic pages, website, cms} | Create page | إنشاء صفحة',
  'create.blogPosts Create /blogs/posts/create [ARTICLE_ADD] - - {new blog post, add blog post, articles, blog, news} | Create blog post | إنشاء مقالة',
  'create.blogCategories Create /blogs/categories/create [BLOG_ADD] - - {new blog category, add blog category} | Create blog category | إنشاء تصنيف مدونة',
  'create.blogTags Create /blogs/tags/create [BLOG_ADD] - - {new blog tag, add blog tag} | Create blog tag | إنشاء وسم مدونة',
  'create.careerJobs Create /careers/jobs/create [CAREER_ADD] - - {new job, add job, careers, vacancy, hiring} | Create job | إنشاء وظيفة',
  'create.careerApplications Create /careers/applications/create [CAREER_ADD] - - {new application, add application, cv, candidates, careers} | Create application | إنشاء طلب توظيف',
  'create.areaGuides Create /area-guides/create [AREAGUIDE_ADD] - - {new area guide, add area guide, community, neighbourhood, area} | Create area guide | إنشاء دليل منطقة',
  'create.sliders Create /sliders/create [SLIDER_ADD] - - {new slide, add slide, slides, banner, carousel} | Create slide | إنشاء شريحة',
  'create.publications Create /publications/create [PUBLICATION_ADD] - - {new publication, add publication, reports, brochures, downloads} | Create publication | إنشاء منشور',
  'create.awards Create /awards/create [AWARD_ADD] - - {new award, add award, prizes, recognition} | Create award | إنشاء جائزة',
  'create.dynamicUrls Create /seo/dynamic-urls/create [URL_ADD] - - {new dynamic url, add dynamic url, seo, meta} | Create dynamic URL | إنشاء رابط ديناميكي',
  'create.customUrls Create /seo/custom-urls/create [URL_ADD] - - {new custom url, add custom url, redirect, 301, seo} | Create custom URL | إنشاء رابط مخصص',
  'create.dataForms Create /data-form/forms/create [FORM_ADD] - - {new data form, add data form, form builder, web form, contact form} | Create data form | إنشاء نموذج بيانات',
  'create.enquiries Create /data-form/enquiries/create [ENQUIRY_ADD] - - {new enquiry, add enquiry, web enquiry, form submission} | Create enquiry | إنشاء استفسار',
  'create.pricingTables Create /pricing/tables/create [PRICING_TABLE_ADD] - - {new data table, add data table, pricing, price list, grid, spreadsheet} | Create data table | إنشاء جدول بيانات',
  'create.faqQuestions Create /faqs/questions/create [FAQ_ADD] - - {new faq, add faq, question, answer, help} | Create FAQ | إنشاء سؤال شائع',
  'create.faqCategories Create /faqs/categories/create [FAQ_ADD] - - {new faq category, add faq category} | Create FAQ category | إنشاء تصنيف أسئلة شائعة',
  'create.customerReviews Create /endorsements/customer-reviews/create [CUSTOMER_REVIEW_ADD] - - {new customer review, add customer review} | Create customer review | إنشاء تقييم عميل',
  'create.testimonials Create /endorsements/testimonials/create [TESTIMONIAL_ADD] - - {new testimonial, add testimonial} | Create testimonial | إنشاء شهادة',
  'create.endorsementClients Create /endorsements/clients/create [CLIENT_ADD] - - {new client, add client} | Create client | إنشاء عميل مميز',
  'create.endorsementCategories Create /endorsements/categories/create [CLIENT_ADD,CUSTOMER_REVIEW_ADD,TESTIMONIAL_ADD] - - {new endorsement category, add endorsement category} | Create endorsement category | إنشاء تصنيف تزكيات',
  'create.timelineStories Create /timeline/stories/create [STORY_ADD] - - {new story, add story} | Create story | إنشاء قصة',
  'create.timelines Create /timeline/create [STORY_ADD] - - {new timeline, add timeline} | Create timeline | إنشاء خط زمني',
  'create.messageTemplates Create /templates/create [OUTREACH_CAMPAIGN_ADD] - - {new template, add template, message template, email template, mail} | Create template | إنشاء قالب',
  'create.outreachCampaigns Create /outreach-campaigns/create [OUTREACH_CAMPAIGN_ADD] - - {new campaign, add campaign, outreach, newsletter, mailing, email campaign} | Create campaign | إنشاء حملة',
  'create.users Create /admin/users/create [USER_ADD] super - - {new user, add user, invite, staff, account, login} | Create user | إنشاء مستخدم',
  'create.assets Create /admin/assets/create [ASSET_ADD] super - - {new asset, add asset, tenant, agency, business} | Create asset | إنشاء شركة',
  'create.apiKeys Create /settings/api-keys/create [API_KEYS_UPDATE] - c k {new api key, add api key} | Create API key | إنشاء مفتاح API',
]
