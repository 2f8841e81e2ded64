import type { Language } from './i18n/index.ts'

/**
 * The console's sections, declared resources and hand-written screens alike, as the menu, the palette and the
 * route guards read them: each says its menu entry (MenuPlace) beside its route, icon and words, and
 * commands/menu.ts derives the sidebar and the settings dropdown from them. Pure data, shared with the server.
 */

/** A text in each of the console's languages. */
export type Words = Readonly<Record<Language, string>>

/** A group of the sidebar (spec 2 §2): its name, its icon (a lucide-react name, src/web/resources/icons.ts) and its place among the top-level entries. */
export interface MenuGroupDef {
  label: Words
  icon: string
  order: number
}

/**
 * The sidebar's groups. A top-level entry (no group) takes its place among them by its own order: Dashboard 10,
 * CRM 20, Pages 30 … Settings 200.
 */
export const MENU_GROUPS = {
  crm: { label: { en: 'CRM', ar: 'إدارة العملاء' }, icon: 'Briefcase', order: 20 },
  'data-forms': { label: { en: 'Data Forms', ar: 'نماذج البيانات' }, icon: 'FormInput', order: 40 },
  teams: { label: { en: 'Teams', ar: 'الفرق' }, icon: 'Users', order: 110 },
  faqs: { label: { en: 'FAQs', ar: 'الأسئلة الشائعة' }, icon: 'BadgeHelp', order: 120 },
  endorsements: { label: { en: 'Endorsements', ar: 'التزكيات' }, icon: 'Star', order: 130 },
  timelines: { label: { en: 'Timelines', ar: 'الخطوط الزمنية' }, icon: 'History', order: 140 },
  careers: { label: { en: 'Careers', ar: 'الوظائف' }, icon: 'Handshake', order: 150 },
  blogs: { label: { en: 'Blogs', ar: 'المدونات' }, icon: 'BookOpen', order: 160 },
  seo: { label: { en: 'SEO', ar: 'تحسين محركات البحث' }, icon: 'Search', order: 170 },
  outreach: { label: { en: 'Outreach', ar: 'التواصل' }, icon: 'Megaphone', order: 190 },
  settings: { label: { en: 'Settings', ar: 'الإعدادات' }, icon: 'Cog', order: 200 },
} as const satisfies Record<string, MenuGroupDef>

/** A sidebar group's key, or 'admin': the header's settings dropdown (super access only, spec 2 §2). */
export type MenuGroup = keyof typeof MENU_GROUPS | 'admin'

/** A section's menu entry: the same shape for a declared resource (its `menu`) and a hand-written screen. */
export interface MenuPlace {
  /** The entry's stable id (spec 2 §6's names: 'custom-fields'); the palette's command is `nav.{key}`. */
  key: string
  /** Its group; absent: the sidebar's top level. */
  group?: MenuGroup
  /** Its place in the group (or among the top level's entries and groups), ascending. */
  order: number
  /** The entry's name when it is not the section's own (a resource's plural): 'Posts' beside 'Blog Posts'. */
  label?: Words
  /**
   * Who may open the page (any of; absent: a resource's view keys, a screen's: any signed-in user). A resource's
   * API may serve more keys than its page (a picker in the lead form reads customers).
   */
  permission?: readonly string[]
  /** Extra palette search words. */
  keywords?: readonly string[]
}

/** "Blog Post" as a sentence reads it after a verb ("Create blog post"): words not in capitals lowercased, so FAQ and URL stay. */
export const inSentence = (name: string): string =>
  name
    .split(' ')
    .map((w) => (w === w.toUpperCase() ? w : w.toLowerCase()))
    .join(' ')
