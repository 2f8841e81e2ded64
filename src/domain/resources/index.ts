import { customers } from './customers.ts'
import { customFields } from './customFields.ts'
import { departments } from './departments.ts'
import { developers } from './developers.ts'
import { groups } from './groups.ts'
import { listings } from './listings.ts'
import { projects } from './projects.ts'
import { teamMembers } from './teamMembers.ts'
import { users } from './users.ts'
import { assets } from './assets.ts'
import { apiKeys } from './apiKeys.ts'
import { accessLogs, activityLogsOf, notificationLogs, systemLogs } from './logs.ts'
import { UNDECLARED_AUDIT_TYPES } from '../audit.ts'
import type { Resource } from './types.ts'
import { dataForms } from './content/dataForms.ts'
import { endorsementCategories, endorsementClients, customerReviews, testimonials } from './content/endorsements.ts'
import { enquiries } from './content/enquiries.ts'
import { faqCategories, faqQuestions } from './content/faqs.ts'
import { messageTemplates, outreachCampaigns } from './content/outreach.ts'
import { pricingTables } from './content/pricingTables.ts'
import { timelineStories, timelines } from './content/timelines.ts'
import { areaGuides } from './content/areaGuides.ts'
import { blogCategories, blogPosts, blogTags } from './content/blogs.ts'
import { careerApplications, careerJobs } from './content/careers.ts'
import { pages } from './content/pages.ts'
import { customUrls, dynamicUrls } from './content/seo.ts'
import { awards, publications, sliders } from './content/showcase.ts'

/** Content A: the website's pages, blog, careers, guides, sliders, publications, awards and SEO URLs. */
const CONTENT_A = [
  pages,
  blogPosts,
  blogCategories,
  blogTags,
  careerJobs,
  careerApplications,
  areaGuides,
  sliders,
  publications,
  awards,
  dynamicUrls,
  customUrls,
]

/**
 * Every declared resource: the server registers its API from these, the console its routes, menu
 * pages, list/form/detail screens and palette commands. Adding a resource is one file here (plus its
 * migration); see docs/resources.md "Adding a resource".
 */
/**
 * Content B: data forms and enquiries, data tables, FAQs, endorsements, timelines, outreach.
 * The stories come before the timelines: /timeline/stories must match before /timeline/{id}.
 */
const CONTENT_B = [
  dataForms,
  enquiries,
  pricingTables,
  faqQuestions,
  faqCategories,
  customerReviews,
  testimonials,
  endorsementClients,
  endorsementCategories,
  timelineStories,
  timelines,
  messageTemplates,
  outreachCampaigns,
]

/** Every declared resource but the logs: the product's sections, each audited (its migration attaches the trigger). */
const SECTIONS: readonly Resource[] = [
  customers,
  listings,
  developers,
  projects,
  customFields,
  teamMembers,
  departments,
  groups,
  ...CONTENT_A,
  ...CONTENT_B,
  // administration: not tenant tables, super access only
  users,
  assets,
  // Settings › API keys: reads here, create and revoke the area's (server/apiKeys/routes.ts)
  apiKeys,
]

/**
 * The activity log's record types, table → label: the audited tables no declaration owns, and each section's
 * table by its declaration's label (translated by its declared Arabic, resourceText).
 */
export const AUDIT_RECORD_TYPES: Readonly<Record<string, string>> = {
  ...UNDECLARED_AUDIT_TYPES,
  ...Object.fromEntries(SECTIONS.map((r) => [r.table, r.label])),
}

/** The activity log, whose record types are the sections' (logs.ts). */
export const activityLogs = activityLogsOf(AUDIT_RECORD_TYPES)

/** Administration's logs: read-only, super access only. */
const LOGS = [accessLogs, activityLogs, systemLogs, notificationLogs]

export const RESOURCES: readonly Resource[] = [...SECTIONS, ...LOGS]

export { customers, listings, developers, projects, customFields, teamMembers, departments, groups }
export type { Resource } from './types.ts'
