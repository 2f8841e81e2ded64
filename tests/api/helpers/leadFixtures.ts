import crypto from 'node:crypto'
import type { Db } from '../../../src/server/db/db.ts'

let nextLeadNo = 8_000_000 + Math.floor(Math.random() * 1_000_000)

export interface LeadSeed {
  source?: string
  sourceDataId?: string | null
  leadId?: number
  status?: string
  stage?: string
  contactType?: string | null
  inputSource?: string | null
  agentId?: string | null
  projectId?: string | null
  listingId?: string | null
  customerId?: string | null
  parentId?: string | null
  createdAt?: Date | string
  initialSlaEndDate?: Date | string | null
  freePoolSlaEndDate?: Date | string | null
  isAccepted?: boolean
  acceptedAt?: Date | string | null
  isClaimedFromPool?: boolean
  isAssignedFromLeadPool?: boolean
  reviewRating?: number | null
  reviewFeedback?: string | null
}

/** Inserts a lead with exact values (dates, flags) straight into the database; returns its id. */
export async function insertLead(db: Db, assetId: string, s: LeadSeed): Promise<{ id: string; leadId: number }> {
  const id = crypto.randomUUID()
  const leadId = s.leadId ?? nextLeadNo++
  await db.query(
    `insert into leads (id, asset_id, lead_id, source_data_id, source, status, stage, contact_type, input_source, agent_id, project_id,
       listing_id, customer_id, parent_id, data_source_created_at, initial_sla_end_date, free_pool_sla_end_date, is_accepted, accepted_at,
       is_claimed_from_pool, is_assigned_from_lead_pool, review_rating, review_feedback)
     values ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23)`,
    [
      id,
      assetId,
      leadId,
      s.sourceDataId ?? `CRM-${leadId}`,
      s.source ?? 'Website',
      s.status ?? 'Open',
      s.stage ?? 'New',
      s.contactType ?? 'Buyer',
      s.inputSource ?? 'CMS',
      s.agentId ?? null,
      s.projectId ?? null,
      s.listingId ?? null,
      s.customerId ?? null,
      s.parentId ?? null,
      s.createdAt ?? new Date(),
      s.initialSlaEndDate ?? null,
      s.freePoolSlaEndDate ?? null,
      s.isAccepted ?? false,
      s.acceptedAt ?? null,
      s.isClaimedFromPool ?? false,
      s.isAssignedFromLeadPool ?? false,
      s.reviewRating ?? null,
      s.reviewFeedback ?? null,
    ],
  )
  return { id, leadId }
}

export async function insertAgent(
  db: Db,
  assetId: string,
  name: string,
  opts: { isTest?: boolean; officeName?: string; reportedTo?: string } = {},
) {
  const id = crypto.randomUUID()
  await db.query(
    'insert into team_members (id, asset_id, name, office_name, is_test, reported_to_id, enabled) values ($1,$2,$3,$4,$5,$6,true)',
    [id, assetId, name, opts.officeName ?? null, opts.isTest ?? false, opts.reportedTo ?? null],
  )
  return id
}

export async function insertProject(db: Db, assetId: string, name: string, developerName: string) {
  const dev = crypto.randomUUID()
  await db.query('insert into developers (id, asset_id, name) values ($1,$2,$3)', [dev, assetId, developerName])
  const id = crypto.randomUUID()
  await db.query('insert into projects (id, asset_id, name, campaign_name, developer_id) values ($1,$2,$3,$4,$5)', [
    id,
    assetId,
    name,
    `${name} Campaign`,
    dev,
  ])
  return id
}

export async function insertListing(db: Db, assetId: string, reference: string) {
  const id = crypto.randomUUID()
  await db.query('insert into listings (id, asset_id, reference) values ($1,$2,$3)', [id, assetId, reference])
  return id
}
