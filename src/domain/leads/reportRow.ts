import type { DerivedSlaStage } from './sla.ts'
import type { Market } from './constants.ts'

/** A person reference as the report shows it (creator, updatedBy): fullName, 'System' when absent. */
export interface PersonRef {
  _id: string
  fullName: string
}

/** One lead of the leads report (spec 2 §3 "Lead (as read in the list)"), populated as spec 2 §7 asks. */
export interface LeadReportRow {
  _id: string
  leadID: number
  sourceDataId: string | null
  contactType: string | null
  source: string | null
  sourceChannel: string | null
  location: string | null
  inputSource: string | null
  status: string
  stage: string
  type: string
  agent: {
    _id: string
    name: string
    officeName: string | null
    isTest: boolean
    reportedTo: { _id: string; name: string } | null
  } | null
  listing: { _id: string; reference: string } | null
  listings: { _id: string; reference: string }[]
  project: {
    _id: string
    name: string
    campaignName: string | null
    developer: { _id: string; name: string } | null
  } | null
  customer: {
    _id: string
    fullName: string
    phoneNumber: string | null
    sourceDataId: string | null
    type: string
  } | null
  review: { rating: number | null; feedback: string | null } | null
  responseTimes: Record<string, number | null> | null
  creator: PersonRef | null
  updatedBy: PersonRef | null
  dataSourceCreatedAt: string
  createdAt: string
  updatedAt: string
  market: Market
  /** The derived SLA stage computed by the server at the time of the request. */
  leadSLAStage: DerivedSlaStage
  isAccepted: boolean
  isClaimedFromPool: boolean
  isContacted: boolean
  isAssignedFromLeadPool: boolean
  acceptedAt: string | null
  initialSlaEndDate: string | null
  freePoolSlaEndDate: string | null
  parentId: string | null
  childCount: number
  asset: string
}
