import { NO_SLA_CUSTOMER_TYPES } from '../../../domain/leads/constants.ts'
import { fromLeadApiBody, apiFieldName } from '../../../domain/leads/leadApi.ts'
import { leadFormSchema, missingAgentMessage, type LeadFormValues } from '../../../domain/leads/leadForm.ts'
import { isAcceptedOnCreate, leadTypeFor } from '../../../domain/leads/transitions.ts'
import { POOL_AGENT_MESSAGE, SLA_NOTES, slaHoldOf } from '../../../domain/leads/pool.ts'
import { P } from '../../../domain/permissions.ts'
import { newId } from '../../auth/tokens.ts'
import type { Db, Queryable } from '../../db/db.ts'
import { fusedReads } from '../../db/fusedReads.ts'
import { prepared } from '../../db/prepared.ts'
import { actingUserId, type AuthContext } from '../../http/access.ts'
import { badRequest, conflict, forbidden, invalid, notFound, zodFieldErrors } from '../../http/errors.ts'
import { claimIdempotencyKey, rememberAnswer } from '../../http/idempotency.ts'
import { findParent } from './assignment.ts'
import type { RoutingLogEntry } from '../../../domain/leads/routingChain.ts'
import { applyRouting, notRouted, readRouting, type RoutingRead } from '../routing/route.ts'
import { poolColumns } from '../routing/pool.ts'
import { autoSlaDates, loadLeadSettings, type SlaDates } from './leadSettings.ts'
import { leadToApi, readLead } from './leadRow.ts'
import { checkRefs } from './refs.ts'
import { leadScopeParams, leadVisibility } from '../scope.ts'
import { isUuid } from '../../resources/index.ts'
import { takeLeadNumber } from './leadNumbers.ts'
import { leadAssignedCtes, notifyLeadAssigned } from '../../notifications/leadAssigned.ts'
import { announceSql } from '../../events/publish.ts'
import { leadEnteredPool } from '../sla/poolNotices.ts'
import { t } from '../../../domain/i18n/index.ts'

/** The channel of every lead the console creates. */
const CMS = 'CMS'

/**
 * Where a lead came from: the console by default; the intake names its source channel and input source
 * ('API', a portal's) and when the enquiry was received, and routing rules on the source channel see it.
 */
export interface LeadChannel {
  sourceChannel: string
  inputSource: string
  receivedAt?: Date | null
}
const CONSOLE: LeadChannel = { sourceChannel: CMS, inputSource: CMS }

export interface CreateOptions {
  channel?: LeadChannel
  /**
   * An open transaction to create the lead in (its reads and its writes), so that what the caller wrote before
   * (the customer it found or made) commits with the lead or not at all; with the lead number the caller took
   * before opening it (takeLeadNumber: inside, the asset's counter row would stay locked to the commit, and on
   * the embedded database's one connection the number's own statement would wait for the transaction forever).
   */
  within?: { q: Queryable; leadNumber: number }
}

/**
 * The shared schema on a body in the API's names; errors name the API's fields. The form's slaHold is the
 * server's to judge: `agentLater` leaves the agent rule to the caller, who knows whether the stored lead is
 * held by the SLA engine (the update); otherwise the lead is taken as not held.
 */
export function parseLeadBody(body: unknown, opts: { agentLater?: boolean } = {}): LeadFormValues {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest(t('errors.requestBodyObject'))
  const res = leadFormSchema.safeParse({
    ...fromLeadApiBody(body as Record<string, unknown>),
    slaHold: opts.agentLater ? 'pool' : null,
  })
  if (res.success) return res.data
  throw invalid(zodFieldErrors(res.error, undefined, apiFieldName))
}

const noSla = (customerType: string | null) => !!customerType && NO_SLA_CUSTOMER_TYPES.includes(customerType)

/** Manual SLA dates: only with LEAD_UPDATE_SLA. */
function manualDates(a: AuthContext, v: LeadFormValues): SlaDates {
  if (!a.can(P.LEAD_UPDATE_SLA)) throw forbidden(t('errors.leads.slaForbidden'))
  return { initialSlaEndDate: new Date(v.initialSlaEndDate!), freePoolSlaEndDate: new Date(v.freePoolSlaEndDate!) }
}

async function officeOf(q: Queryable, agentId: string | null): Promise<string | null> {
  if (!agentId) return null
  const [r] = await q.query<{ office_name: string | null }>('select office_name from team_members where id = $1', [
    agentId,
  ])
  return r?.office_name ?? null
}

async function history(
  q: Queryable,
  assetId: string,
  leadId: string,
  actor: string,
  kind: string,
  from: unknown,
  to: unknown,
  note: string | null = null,
) {
  await q.query(
    'insert into lead_history (id, asset_id, lead_id, kind, from_value, to_value, actor_id, note) values ($1,$2,$3,$4,$5,$6,$7,$8)',
    [newId(), assetId, leadId, kind, from ?? null, to ?? null, actor, note],
  )
}

/** Columns written from the form on both create and update. */
function formColumns(v: LeadFormValues) {
  return {
    customer_id: v.customer,
    contact_type: v.contactType,
    listing_id: v.type === 'listing' ? v.listing : null,
    project_id: v.type === 'offplan' ? v.campaignName : null,
    source: v.source,
    // The contact type decides it (the editor shows it, no choice): one rule on both sides.
    lead_type: leadTypeFor(v.contactType) ?? v.leadType,
    referred_by_id: v.referredBy,
    enquiry_method: v.enquiryMethod,
    contact_method: v.contactMethod,
    min_bedrooms: v.minBedroom,
    max_bedrooms: v.maxBedroom,
    min_bathrooms: v.minBathrooms,
    max_bathrooms: v.maxBathrooms,
    min_price: v.minBudget,
    max_price: v.maxBudget,
    remarks: v.remarks,
    stage: v.stage,
    status: v.status,
    action: v.action,
    type: v.type,
    unit_type: v.propertyType,
    amenities: v.amenities,
    country: v.country,
    city: v.city,
    location: v.location,
    sub_location: v.subLocation,
    community: v.community,
    locations: v.location ? [v.location] : [],
    is_manual_assignment: v.isManualAssignment,
    send_to_pool: v.sendToPool,
    set_auto_sla_details: v.setAutoSLADetails,
    rating: v.rating,
    utm: JSON.stringify(v.utm ?? {}),
  }
}

/**
 * The assignment the create applies, as the form previewed it: an explicit agent (by hand) and a merge
 * parent's agent win; otherwise the routing rules decide, in the transaction (turns and caps are taken there).
 */
interface AutoAssignment {
  agent: string | null
  parent: string | null
  /** What routing read, when the rules decide. */
  routing: RoutingRead | null
  /** The routing log when the rules were not asked, saying why. */
  log: RoutingLogEntry[]
}

async function autoAssignment(
  q: Queryable,
  assetId: string,
  v: LeadFormValues,
  sourceChannel: string,
): Promise<AutoAssignment> {
  if (!v.isManualAssignment && !v.sendToPool && v.type !== 'general') {
    const target = v.type === 'listing' ? { listing: v.listing } : { project: v.campaignName }
    const [parent, routing] = await Promise.all([
      findParent(q, assetId, { customer: v.customer, ...target }),
      readRouting(q, assetId, {
        ...v,
        listing: null,
        ...target,
        leadType: leadTypeFor(v.contactType) ?? v.leadType,
        sourceChannel,
      }),
    ])
    if (parent)
      return {
        agent: parent.agent?._id ?? null,
        parent: parent._id,
        routing: null,
        log: notRouted('merged', { id: parent.leadID }),
      }
    return { agent: null, parent: null, routing, log: [] }
  }
  const log = notRouted(v.sendToPool ? 'sentToPool' : 'byHand')
  // A general need merges under the customer's open general lead; the agent stays the one chosen.
  if (v.type === 'general' && !v.parentId && v.customer)
    return {
      agent: null,
      parent: (await findParent(q, assetId, { customer: v.customer }))?._id ?? null,
      routing: null,
      log,
    }
  return { agent: null, parent: null, routing: null, log }
}

/**
 * What a create reads before it writes, side by side: its references (checked), its assignment and the
 * asset's SLA settings, sent as one statement (fusedReads).
 */
async function createInputs(db: Queryable, assetId: string, v: LeadFormValues, sourceChannel: string) {
  const q = fusedReads(db)
  const [refs, auto, settings] = await Promise.all([
    checkRefs(q, assetId, v),
    autoAssignment(q, assetId, v, sourceChannel),
    loadLeadSettings(q, assetId),
  ])
  return { refs, auto, settings }
}

/**
 * POST /properties/leads: validated, assigned, SLA-dated, numbered and recorded in one transaction.
 * Answers the JSON of {data: lead}; under an Idempotency-Key, the same request again gets the answer
 * the first one committed (the key is claimed and its answer stored in the lead's transaction).
 */
export async function createLead(
  db: Db,
  a: AuthContext,
  body: unknown,
  idempotencyKey?: string,
  { channel = CONSOLE, within }: CreateOptions = {},
): Promise<string> {
  const v = parseLeadBody(body)
  const assetId = a.assetId
  const id = newId()
  const scope = idempotencyKey === undefined ? null : { userId: a.userId, assetId, key: idempotencyKey }
  // The reads run at once, in parallel on the pool, so the transaction only writes (each statement in
  // sequence is a round trip while locks are held); nothing they read is locked, as inside it. A read
  // that failed answers after the key's claim, so a replay still gets what the first request answered.
  const [leadId, inputs] = await Promise.all([
    within ? within.leadNumber : takeLeadNumber(db, assetId),
    createInputs(within?.q ?? db, assetId, v, channel.sourceChannel).then(
      (read) => () => read,
      (err: unknown) => () => {
        throw err
      },
    ),
  ])
  const inTx = async (q: Queryable) => {
    const prior = scope && (await claimIdempotencyKey(q, scope, v, 'lead'))
    if (prior) return prior
    const { refs, auto, settings } = inputs()
    // Routing takes its round-robin turns and cap slots here, held to commit: before the lead's write.
    const routed = auto.routing && (await applyRouting(q, assetId, auto.routing))
    const agentId = routed ? (routed.agent?._id ?? null) : (auto.agent ?? (v.sendToPool ? null : v.agent))
    const parentId = auto.parent ?? v.parentId
    if (!agentId && !v.sendToPool && !routed?.pool)
      throw badRequest(missingAgentMessage(v), [{ path: 'agent', message: missingAgentMessage(v) }])
    let dates: SlaDates
    if (v.setAutoSLADetails || noSla(refs.customerType))
      dates = autoSlaDates(settings, { sendToPool: v.sendToPool, customerType: refs.customerType })
    else {
      dates = manualDates(a, v)
      if (dates.initialSlaEndDate!.getTime() < Date.now() - 60_000)
        throw invalid([{ path: 'initialSlaEndDate', message: t('errors.leads.initialSlaPast') }])
    }
    const accepted = isAcceptedOnCreate({ action: v.action, stage: v.stage, parentId })
    const cols: Record<string, unknown> = {
      id,
      asset_id: assetId,
      ...formColumns(v),
      agent_id: agentId,
      parent_id: parentId,
      initial_sla_end_date: dates.initialSlaEndDate,
      free_pool_sla_end_date: dates.freePoolSlaEndDate,
      is_in_free_pool: v.sendToPool,
      is_accepted: accepted,
      accepted_at: accepted ? new Date() : null,
      agent_assigned_at: agentId ? new Date() : null,
      input_source: channel.inputSource,
      source_channel: channel.sourceChannel,
      ...(channel.receivedAt ? { data_source_created_at: channel.receivedAt } : {}),
      creator_id: a.userId,
      updated_by_id: a.userId,
      // a first-to-claim group: the pool for the group's window, then the rule's next fallback
      ...(routed?.pool ? poolColumns(routed.pool, new Date()) : {}),
    }
    // The lead, its two history rows, its routing log and its agent's notification in one statement, so
    // concurrent creates wait for the locks routing took for as little as possible.
    const names = Object.keys(cols)
    const log = routed ? routed.log : auto.log
    const params = [
      ...Object.values(cols),
      leadId,
      newId(),
      newId(),
      v.stage,
      agentId ?? 'Lead Pool',
      newId(),
      routed && isUuid(routed.ruleId) ? routed.ruleId : null,
      JSON.stringify(log),
    ]
    const p = (k: number) => `$${names.length + k}`
    const notice =
      agentId &&
      leadAssignedCtes(
        { assetId, leadId: id, leadNumber: leadId, agentId, actorUserId: actingUserId(a) },
        (v) => `$${params.push(v)}`,
      )
    // Prepared (a few variants: with or without the notice, a group's pool columns): planned once per connection.
    const [row] = await q.query(
      prepared(`with l as (
         insert into leads (${names.join(', ')}, lead_id, office_name)
         values (${names.map((_, i) => `$${i + 1}`).join(', ')}, ${p(1)}, (select office_name from team_members where id = $${names.indexOf('agent_id') + 1}))
         returning *),
       h as (
         insert into lead_history (id, asset_id, lead_id, kind, from_value, to_value, actor_id)
         select x.hid, l.asset_id, l.id, x.kind, null, x.to_value, l.creator_id
           from l cross join (values (${p(2)}::uuid, 'stage', ${p(4)}::text), (${p(3)}::uuid, 'assignment', ${p(5)}::text)) as x(hid, kind, to_value)),
       r as (
         insert into lead_routing_logs (id, asset_id, lead_id, rule_id, agent_id, entries)
         select ${p(6)}::uuid, l.asset_id, l.id, ${p(7)}::uuid, l.agent_id, ${p(8)}::jsonb from l)
       ${notice ? `, ${notice} select l.* from l, (select count(${announceSql('e')}) from e) announced` : 'select * from l'}`),
      params,
    )
    if (!agentId && (v.sendToPool || routed?.pool)) await leadEnteredPool(q, assetId, { id, leadNumber: leadId })
    // A new lead has no children yet.
    const answer = JSON.stringify({ data: { ...leadToApi(row), childLeads: [] } })
    if (scope) await rememberAnswer(q, scope, answer)
    return answer
  }
  return within ? inTx(within.q) : db.tx(inTx)
}

/** PATCH /properties/leads/cms/{id}: only a root lead the caller may see, only from the version the editor read. */
export async function updateLead(db: Db, a: AuthContext, id: string, body: unknown) {
  if (!isUuid(id)) throw notFound(t('messages.leadNotFound'))
  const v = parseLeadBody(body, { agentLater: true })
  if (!v.version)
    throw badRequest(`version: ${t('errors.leads.versionRequired')}`, [
      { path: 'version', message: t('errors.leads.versionRequired') },
    ])
  const assetId = a.assetId
  await db.tx(async (q) => {
    const params: unknown[] = [id, assetId]
    const visible = leadScopeParams(leadVisibility(a), 'agent_id', params, 'escalated_to_ids')
    const [cur] = await q.query(
      `select * from leads where id = $1 and asset_id = $2 and deleted_at is null and ${visible} for update`,
      params,
    )
    if (!cur) throw notFound(t('messages.leadNotFound'))
    if (cur.parent_id) throw badRequest(t('messages.childLead'))
    if (cur.version !== v.version) throw conflict(t('errors.leads.stale'))
    if (v.parentId === id) throw invalid([{ path: 'parentId', message: t('errors.leads.ownParent') }])
    const refs = await checkRefs(q, assetId, v)
    const agentId = v.sendToPool ? null : v.agent
    // A lead the SLA engine holds (pool, manager) keeps its state; an agent for it is an assignment from the pool.
    const hold = slaHoldOf({
      isInFreePool: cur.is_in_free_pool,
      sendToPool: cur.send_to_pool,
      escalatedToIds: cur.escalated_to_ids,
    })
    if (hold && agentId && !a.can(P.LEAD_POOL_ASSIGN))
      throw badRequest(POOL_AGENT_MESSAGE[hold], [{ path: 'agent', message: POOL_AGENT_MESSAGE[hold] }])
    const held = hold !== null && !agentId
    const missing = missingAgentMessage({ ...v, slaHold: null })
    if (!agentId && !v.sendToPool && !held) throw badRequest(missing, [{ path: 'agent', message: missing }])
    const settings = await loadLeadSettings(q, assetId)
    const current: SlaDates = {
      initialSlaEndDate: cur.initial_sla_end_date,
      freePoolSlaEndDate: cur.free_pool_sla_end_date,
    }
    let dates = current
    if (noSla(refs.customerType)) dates = { initialSlaEndDate: null, freePoolSlaEndDate: null }
    else if (!v.setAutoSLADetails) {
      const same = (x: Date | null, s: string | null) => (x ? x.getTime() : null) === (s ? Date.parse(s) : null)
      const changed =
        cur.set_auto_sla_details ||
        !same(current.initialSlaEndDate, v.initialSlaEndDate) ||
        !same(current.freePoolSlaEndDate, v.freePoolSlaEndDate)
      if (changed) dates = manualDates(a, v)
    } else if (
      !held &&
      ((v.sendToPool && !cur.send_to_pool) ||
        agentId !== cur.agent_id ||
        !cur.initial_sla_end_date ||
        !cur.set_auto_sla_details)
    ) {
      dates = autoSlaDates(settings, { sendToPool: v.sendToPool, customerType: refs.customerType })
    }
    const cols: Record<string, unknown> = {
      ...formColumns(v),
      agent_id: agentId,
      parent_id: v.parentId,
      office_name: agentId === cur.agent_id ? cur.office_name : await officeOf(q, agentId),
      initial_sla_end_date: dates.initialSlaEndDate,
      free_pool_sla_end_date: dates.freePoolSlaEndDate,
      agent_assigned_at: agentId !== cur.agent_id ? (agentId ? new Date() : null) : cur.agent_assigned_at,
      updated_by_id: a.userId,
      ...(held
        ? { send_to_pool: cur.send_to_pool }
        : {
            is_in_free_pool: v.sendToPool,
            // a first-to-claim group's pool ends with an edit: assigned, or sent to everyone's pool from the form
            pool_member_ids: null,
            pool_fallback: null,
          }),
      // given an agent out of the pool or the manager's hands: assigned from the lead pool (SLA stage Manager)
      ...(hold && agentId ? { escalated_to_ids: null, is_assigned_from_lead_pool: true } : {}),
    }
    const names = Object.keys(cols)
    const sets = names.map((n, i) => `${n} = $${i + 4}`).join(', ')
    const rows = await q.query(
      `update leads set ${sets}, version = version + 1, updated_at = now() where id = $1 and asset_id = $2 and version = $3 returning id`,
      [id, assetId, v.version, ...Object.values(cols)],
    )
    if (!rows.length) throw conflict(t('errors.leads.stale'))
    if (cur.stage !== v.stage) await history(q, assetId, id, a.userId, 'stage', cur.stage, v.stage)
    if (cur.agent_id !== agentId)
      await history(
        q,
        assetId,
        id,
        a.userId,
        'assignment',
        cur.agent_id ?? (hold === 'manager' ? 'Manager' : 'Lead Pool'),
        agentId ?? 'Lead Pool',
        hold ? SLA_NOTES.assigned(a.profile.fullName) : null,
      )
    if (agentId && cur.agent_id !== agentId)
      await notifyLeadAssigned(q, {
        assetId,
        leadId: id,
        leadNumber: cur.lead_id,
        agentId,
        actorUserId: actingUserId(a),
      })
    if (v.sendToPool && !cur.is_in_free_pool) await leadEnteredPool(q, assetId, { id, leadNumber: cur.lead_id })
    if (cur.status !== v.status) await history(q, assetId, id, a.userId, 'status', cur.status, v.status)
  })
  return readLead(db, assetId, id, null)
}
