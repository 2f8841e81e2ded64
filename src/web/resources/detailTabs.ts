import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import type { DetailTabProps } from './detailProps.ts'

/**
 * The record-page tabs declarations name (ConsoleDef.detailTabs) by key: what a declaration cannot say,
 * each a lazy chunk of its area (tests/unit/resources/detail-tabs.test.ts checks every key is here).
 */
export const DETAIL_TABS: Record<string, LazyExoticComponent<ComponentType<DetailTabProps>>> = {
  memberLeads: lazy(() => import('../teams/MemberLeads.tsx')),
  memberReviews: lazy(() => import('../teams/MemberReviews.tsx')),
  memberManagers: lazy(() => import('../teams/MemberManagers.tsx')),
  history: lazy(() => import('../audit/HistoryTab.tsx')),
  projectLeads: lazy(() => import('../projects/ProjectLeads.tsx')),
  projectFaqs: lazy(() => import('../projects/ProjectFaqs.tsx')),
  projectAgents: lazy(() => import('../projects/ProjectAgents.tsx')),
  // content B
  enquiryAnswers: lazy(() => import('../content/EnquiryAnswers.tsx')),
  pricingTableGrid: lazy(() => import('../content/PricingTableGrid.tsx')),
  templatePreview: lazy(() => import('../content/TemplatePreview.tsx')),
  campaignAudience: lazy(() => import('../content/CampaignAudience.tsx')),
  // customers: their leads in the caller's lead scope, and their portal access
  customerLeads: lazy(() => import('../customers/CustomerLeads.tsx')),
  customerAccess: lazy(() => import('../customers/CustomerAccess.tsx')),
}

/** The tab every record page ends with (not declared: every resource has it). */
export const HISTORY_TAB = { key: 'history', title: 'History', permission: undefined as readonly string[] | undefined }
