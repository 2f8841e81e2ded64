import { phoneFromText } from '../../domain/customers/phone.ts'
import { t } from '../../domain/i18n/index.ts'
import {
  intakeCrossProblems,
  intakeLeadSchema,
  REQUIREMENT_FIELDS,
  type IntakeLead,
  type IntakeResult,
} from '../../domain/intake.ts'
import { DEFAULT_CITY, DEFAULT_COUNTRY } from '../../domain/leads/constants.ts'
import { findOrCreateCustomer } from '../customers/findOrCreate.ts'
import type { Db, Queryable } from '../db/db.ts'
import type { AuthContext } from '../http/access.ts'
import { badRequest, HttpError, invalid, zodFieldErrors, type FieldError } from '../http/errors.ts'
import { createLead } from '../leads/editor/leadWrite.ts'
import { takeLeadNumber } from '../leads/editor/leadNumbers.ts'

/** How the intake's answer names a lead and what it came to. */
export interface IntakeAnswer {
  status: 200 | 201
  result: IntakeResult
  leadId: string
  body: {
    data: {
      lead: { _id: string; leadID: number }
      customer: { _id: string }
      created: boolean
      mergedInto?: { _id: string; leadID: number }
    }
  }
}

export interface IntakeOptions {
  idempotencyKey?: string
  /** The lead's and a new customer's input source: 'API', or the portal's name. */
  inputSource: string
}

/** A key that makes a second request the first one's lead: the sender's external id (per source), or its Idempotency-Key. */
type IntakeKey = [kind: 'external' | 'idempotency', source: string, key: string]

const REQUIREMENT = new Set<string>(REQUIREMENT_FIELDS)

/** The lead form's field names (API names) as the intake calls them, so a 400 names what the sender sent. */
function intakePath(path: string): string {
  const [head] = path.split('.')
  if (head === 'listing') return 'listingReference'
  if (head === 'project') return 'projectSlug'
  if (head === 'remarks') return 'message'
  if (head === 'customer') return 'customer'
  return REQUIREMENT.has(head) ? `requirement.${path}` : path
}

async function replayOf(q: Queryable, assetId: string, keys: IntakeKey[]): Promise<IntakeAnswer | null> {
  const taken: IntakeKey[] = []
  for (const [kind, source, key] of keys) {
    const claimed = await q.query(
      `insert into intake_keys (asset_id, kind, source, key) values ($1, $2, $3, $4) on conflict do nothing returning key`,
      [assetId, kind, source, key],
    )
    if (!claimed.length) taken.push([kind, source, key])
  }
  if (!taken.length) return null
  // Taken: the request that took it has committed (this insert waited for it), so its lead is there.
  const replay = (await answerOf(q, assetId, taken[0]))!
  // The other keys this request sent now name the same lead (an external id sent again with a new Idempotency-Key).
  const { lead, customer, mergedInto } = replay.body.data
  await rememberLead(q, assetId, keys, lead._id, customer._id, mergedInto?._id ?? null)
  return replay
}

/** The answer a committed key gives again, or null when no request took it yet. */
async function answerOf(q: Queryable, assetId: string, [kind, source, key]: IntakeKey): Promise<IntakeAnswer | null> {
  const [r] = await q.query<{
    lead_id: string
    lead_number: number
    customer_id: string
    merged_into: string | null
    parent_number: number | null
  }>(
    `select k.lead_id, l.lead_id as lead_number, k.customer_id, k.merged_into, p.lead_id as parent_number
       from intake_keys k join leads l on l.id = k.lead_id left join leads p on p.id = k.merged_into
      where k.asset_id = $1 and k.kind = $2 and k.source = $3 and k.key = $4`,
    [assetId, kind, source, key],
  )
  if (!r) return null
  return {
    status: 200,
    result: 'replayed',
    leadId: r.lead_id,
    body: intakeAnswer(
      false,
      r.lead_id,
      r.lead_number,
      r.customer_id,
      r.merged_into ? { _id: r.merged_into, leadID: r.parent_number } : null,
    ),
  }
}

/** The keys claimed by this request, given its lead (a key already naming one keeps it). */
async function rememberLead(
  q: Queryable,
  assetId: string,
  keys: IntakeKey[],
  leadId: string,
  customerId: string,
  mergedInto: string | null,
) {
  for (const [kind, source, key] of keys)
    await q.query(
      `update intake_keys set lead_id = $5, customer_id = $6, merged_into = $7
        where asset_id = $1 and kind = $2 and source = $3 and key = $4 and lead_id is null`,
      [assetId, kind, source, key, leadId, customerId, mergedInto],
    )
}

/** What the enquiry is about, as the lead form's fields: a listing by its reference, a project by its slug, or a need. */
async function targetFields(q: Queryable, assetId: string, v: IntakeLead): Promise<Record<string, unknown>> {
  if (v.listingReference !== undefined) {
    const [l] = await q.query<{ id: string; purpose: string }>(
      'select id, purpose from listings where asset_id = $1 and reference = $2 and deleted_at is null limit 1',
      [assetId, v.listingReference],
    )
    if (!l) {
      const message = t('intake.errors.listingNotFound', { reference: v.listingReference })
      throw invalid([{ path: 'listingReference', message }])
    }
    return { type: 'listing', listing: l.id, contactType: v.contactType ?? (l.purpose === 'rent' ? 'Tenant' : 'Buyer') }
  }
  if (v.projectSlug !== undefined) {
    const [p] = await q.query<{ id: string; name: string; property_types: string[] }>(
      'select id, name, property_types from projects where asset_id = $1 and slug = $2 and deleted_at is null limit 1',
      [assetId, v.projectSlug],
    )
    if (!p) {
      const message = t('intake.errors.projectNotFound', { slug: v.projectSlug })
      throw invalid([{ path: 'projectSlug', message }])
    }
    const unitType = v.unitType ?? p.property_types[0]
    if (!unitType) throw invalid([{ path: 'unitType', message: t('intake.errors.unitType', { project: p.name }) }])
    return { type: 'offplan', project: p.id, unitType, contactType: v.contactType ?? 'Buyer' }
  }
  // A need without a listing or project has no agent to route to (the console asks for one): it goes to the pool.
  return {
    type: 'general',
    country: DEFAULT_COUNTRY,
    city: DEFAULT_CITY,
    ...v.requirement,
    contactType: v.contactType ?? 'Buyer',
    sendToPool: true,
  }
}

/**
 * POST /api/intake/leads, and every portal's push after its adapter: the customer found or made (phone as E.164,
 * e-mail case-insensitive) and the lead made through the console's own create path (createLead: merge under the
 * customer's open lead of the same listing or project, routing and its log, SLA dates, history, the agent told,
 * the webhook outbox) in one transaction with the sender's keys, so a bad request writes nothing and a repeated
 * one answers the first one's lead.
 */
export async function intakeLead(db: Db, a: AuthContext, raw: unknown, o: IntakeOptions): Promise<IntakeAnswer> {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw badRequest(t('intake.errors.bodyObject'))
  const parsed = intakeLeadSchema.safeParse(raw)
  const errors = [
    ...(parsed.success ? [] : zodFieldErrors(parsed.error)),
    ...intakeCrossProblems(raw as Record<string, unknown>),
  ]
  if (!parsed.success || errors.length) throw invalid(errors)
  const v = parsed.data
  const phone = v.customer.phone ? phoneFromText(v.customer.phone) : null
  if (v.customer.phone && !phone) throw invalid([{ path: 'customer.phone', message: t('intake.errors.phone') }])
  const referredBy = v.referredBy ?? a.profile.agentId
  if (!referredBy) throw invalid([{ path: 'referredBy', message: t('intake.errors.referredBy') }])
  const keys: IntakeKey[] = []
  if (v.externalId !== undefined) keys.push(['external', v.source, v.externalId])
  if (o.idempotencyKey !== undefined) keys.push(['idempotency', '', o.idempotencyKey])
  // A push sent again (the usual replay: one key) is answered by one read, without a lead number or a transaction.
  const known = keys.length === 1 ? await answerOf(db, a.assetId, keys[0]) : null
  if (known) return known
  const leadNumber = await takeLeadNumber(db, a.assetId)
  return db.tx(async (q) => {
    const replay = await replayOf(q, a.assetId, keys)
    if (replay) return replay
    const target = await targetFields(q, a.assetId, v)
    const customer = await findOrCreateCustomer(q, a, {
      firstName: v.customer.firstName,
      lastName: v.customer.lastName ?? '',
      phone,
      email: v.customer.email ?? null,
      inputSource: o.inputSource,
    })
    let answer: string
    try {
      answer = await createLead(
        db,
        a,
        {
          ...target,
          customer: customer._id,
          source: v.source,
          referredBy,
          contactMethod: v.contactMethod ?? 'Website',
          enquiryMethod: v.enquiryMethod ?? null,
          action: 'Requires call from agent',
          remarks: v.message ?? null,
          utm: v.utm ?? {},
        },
        undefined,
        {
          within: { q, leadNumber },
          channel: {
            sourceChannel: v.sourceChannel ?? o.inputSource,
            inputSource: o.inputSource,
            receivedAt: v.receivedAt ? new Date(v.receivedAt) : null,
          },
        },
      )
    } catch (err) {
      if (!(err instanceof HttpError) || err.statusCode !== 400 || !err.errors) throw err
      const errors: FieldError[] = err.errors.map((e) => ({ ...e, path: intakePath(e.path) }))
      throw badRequest(err.message, errors)
    }
    const lead = JSON.parse(answer).data as { _id: string; leadID: number; parentId: string | null }
    const [parent] = lead.parentId
      ? await q.query<{ lead_id: number }>('select lead_id from leads where id = $1', [lead.parentId])
      : []
    await rememberLead(q, a.assetId, keys, lead._id, customer._id, lead.parentId)
    return {
      status: 201,
      result: lead.parentId ? 'merged' : 'created',
      leadId: lead._id,
      body: intakeAnswer(
        true,
        lead._id,
        lead.leadID,
        customer._id,
        lead.parentId ? { _id: lead.parentId, leadID: parent.lead_id } : null,
      ),
    }
  })
}

/** The intake's answer, the same for a lead made now and for one a replay finds. */
function intakeAnswer(
  created: boolean,
  leadId: string,
  leadNumber: number | string,
  customerId: string,
  parent: { _id: string; leadID: number | string | null } | null,
) {
  return {
    data: {
      lead: { _id: leadId, leadID: Number(leadNumber) },
      customer: { _id: customerId },
      created,
      ...(parent ? { mergedInto: { _id: parent._id, leadID: Number(parent.leadID) } } : {}),
    },
  }
}
