import type { Queryable } from '../db.ts'
import { cols, insertRows, type Row } from './bulk.ts'
import {
  ACTION_CLIENT_CONNECTED,
  CONTACT_METHODS,
  ENQUIRY_METHODS,
  LEAD_ACTIONS,
  RATINGS,
} from '../../../domain/leads/constants.ts'
import { ACTIVITY_NOTES, CLOSING_STAGES, REMARKS, SOURCES, UTM_CAMPAIGNS, UTM_MEDIUMS } from './data.ts'
import type { Rand } from './random.ts'
import { copyRequirement, describeRequirement, responseTimes, review } from './leadDetails.ts'
import { makeHistory, seedStagesBefore } from './leadHistory.ts'
import { seedPoolStates } from './leadPool.ts'
import type { Agent, LeadContext } from './leadContext.ts'

const LEAD_COLS = cols(
  'id:uuid',
  'asset_id:uuid',
  'lead_id:bigint',
  'source_data_id:text',
  'contact_type:text',
  'source:text',
  'source_channel:text',
  'input_source:text',
  'type:text',
  'lead_type:text',
  'status:text',
  'stage:text',
  'action:text',
  'enquiry_method:text',
  'contact_method:text',
  'rating:text',
  'unit_type:text',
  'amenities:text[]',
  'min_bedrooms:int',
  'max_bedrooms:int',
  'min_bathrooms:int',
  'max_bathrooms:int',
  'min_price:numeric',
  'max_price:numeric',
  'remarks:text',
  'country:text',
  'city:text',
  'community:text',
  'location:text',
  'sub_location:text',
  'locations:text[]',
  'customer_id:uuid',
  'listing_id:uuid',
  'project_id:uuid',
  'agent_id:uuid',
  'referred_by_id:uuid',
  'parent_id:uuid',
  'office_name:text',
  'is_manual_assignment:boolean',
  'send_to_pool:boolean',
  'set_auto_sla_details:boolean',
  'initial_sla_end_date:timestamptz',
  'free_pool_sla_end_date:timestamptz',
  'is_accepted:boolean',
  'accepted_at:timestamptz',
  'is_contacted:boolean',
  'is_claimed_from_pool:boolean',
  'is_in_free_pool:boolean',
  'is_assigned_from_lead_pool:boolean',
  'is_subscribed_to_notifications:boolean',
  'agent_assigned_at:timestamptz',
  'data_source_created_at:timestamptz',
  'review_rating:int',
  'review_feedback:text',
  'review_category:text',
  'response_times:jsonb',
  'time_to_close:numeric',
  'time_to_qualify:numeric',
  'follow_up_at:timestamptz',
  'latest_activity:jsonb',
  'last_activity_at:timestamptz',
  'tracking_link:text',
  'utm:jsonb',
  'creator_id:uuid',
  'updated_by_id:uuid',
  'created_at:timestamptz',
  'updated_at:timestamptz',
  'pool_left_agent_id:uuid',
)
const HISTORY_COLS = cols(
  'id:uuid',
  'asset_id:uuid',
  'lead_id:uuid',
  'kind:text',
  'from_value:text',
  'to_value:text',
  'actor_id:uuid',
  'created_at:timestamptz',
)

const MIN = 60_000
const DAY = 1440 * MIN

export async function loadLeadContext(q: Queryable, assetId: string): Promise<LeadContext> {
  const [asset] = await q.query<{ i: number; p: number }>(
    'select initial_sla_minutes as i, pool_sla_minutes as p from assets where id = $1',
    [assetId],
  )
  const members = await q.query<{ id: string; office_name: string; is_test: boolean }>(
    `select id, office_name, is_test from team_members where asset_id = $1 and enabled and type = 'Agent' and deleted_at is null order by name, id`,
    [assetId],
  )
  const listings = await q.query(
    `select id, purpose, property_type as "propertyType", price, bedrooms, bathrooms, amenities, community, location,
            sub_location as "subLocation", agent_id as "agentId"
       from listings where asset_id = $1 and deleted_at is null order by reference`,
    [assetId],
  )
  const projects = await q.query(
    `select p.id, p.community, p.location, p.min_price as "minPrice", p.max_price as "maxPrice", p.bedrooms,
            p.property_types as "propertyTypes", p.amenities,
            array(select agent_id from project_agents pa where pa.project_id = p.id order by position) as "agentIds"
       from projects p where p.asset_id = $1 and p.deleted_at is null order by p.name`,
    [assetId],
  )
  const customers = await q.query<{ id: string }>(
    'select id from customers where asset_id = $1 and deleted_at is null order by customer_id',
    [assetId],
  )
  const users = await q.query<{ id: string }>(
    'select user_id as id from user_assets where asset_id = $1 order by user_id',
    [assetId],
  )
  const agent = (m: { id: string; office_name: string }) => ({ id: m.id, officeName: m.office_name })
  return {
    assetId,
    agents: members.filter((m) => !m.is_test).map(agent),
    testAgents: members.filter((m) => m.is_test).map(agent),
    listings: listings as LeadContext['listings'],
    projects: projects as LeadContext['projects'],
    customerIds: customers.map((c) => c.id),
    userIds: users.map((u) => u.id),
    initialSlaMinutes: asset.i,
    poolSlaMinutes: asset.p,
  }
}

export interface LeadRun {
  count: number
  /** leadID of the first new lead; the 'leadID' counter ends at the last. */
  firstLeadId: number
  now: Date
  /** Historical leads are spread over this many days before now (denser towards now). */
  days: number
  batch?: number
  /**
   * How each batch reaches the database (default: on `q`, one after the other). The top-up runs each
   * batch in its own transaction and lets two be stored at once.
   */
  store?: { run: (fn: (q: Queryable) => Promise<void>) => Promise<void>; parallel: number }
  onBatch?: (done: number, rows: number) => void
}

/**
 * SLA situations relative to `now` (spec 1 §4 derived SLA stage, spec 2 §4 filter meanings):
 * initialOpen: initial end in the future · acceptedInInitial: accepted before the initial end ·
 * poolOpen: initial passed, pool running · acceptedInPool / claimed: accepted (claimed) between the two ·
 * fromPool: assigned from the lead pool by a manager · expired: both passed, never accepted ·
 * noSla: a date missing · unassigned: no agent, sent to the pool · child: merged under a parent.
 */
type Scenario =
  | 'initialOpen'
  | 'acceptedInInitial'
  | 'poolOpen'
  | 'acceptedInPool'
  | 'claimed'
  | 'fromPool'
  | 'expired'
  | 'noSla'
  | 'unassigned'
  | 'child'

const HISTORICAL: [Scenario, number][] = [
  ['acceptedInInitial', 55],
  ['acceptedInPool', 9],
  ['claimed', 6],
  ['fromPool', 6],
  ['expired', 12],
  ['noSla', 8],
  ['unassigned', 4],
]
/** Today's leads, by age: older than both SLAs, inside the pool window, inside the initial window. */
const TODAY: [Scenario, number][][] = [
  [
    ['expired', 55],
    ['acceptedInInitial', 20],
    ['claimed', 10],
    ['fromPool', 15],
  ],
  [
    ['poolOpen', 60],
    ['acceptedInPool', 15],
    ['claimed', 10],
    ['acceptedInInitial', 15],
  ],
  [
    ['initialOpen', 75],
    ['acceptedInInitial', 25],
  ],
]
const ACCEPTED_STAGES: [string, number][] = [
  ['New', 8],
  ['Qualified', 18],
  ['Viewing', 10],
  ['Offer', 6],
  ['Reserved', 4],
  ['Deal', 7],
  ['Client Connected To Agent', 8],
  ['Viewing Arranged', 6],
  ['Viewing Done', 5],
  ['Unsuccessful', 12],
  ['Successful', 4],
  ['Closed', 5],
  ['In Progress', 6],
]
const TODAY_STAGES: [string, number][] = [
  ['New', 40],
  ['Client Connected To Agent', 30],
  ['Qualified', 20],
  ['In Progress', 10],
]
const SOURCE_WEIGHTS = SOURCES.map((s) => [s, s.weight] as const)
const SOURCE_CODES: Record<string, string> = {
  'Property Finder': 'PF',
  Bayut: 'BY',
  Dubizzle: 'DZ',
  Website: 'WEB',
  Facebook: 'FB',
  Instagram: 'IG',
  'Google Ads': 'GA',
  'Walk In': 'WI',
  Referral: 'REF',
  'Email Campaign': 'EM',
  'Cold Call': 'CC',
}

/** Generates and inserts `run.count` leads (and history for a share of them) in batches. */
export async function seedLeads(q: Queryable, r: Rand, ctx: LeadContext, run: LeadRun): Promise<void> {
  const batch = run.batch ?? 5000
  const now = run.now.getTime()
  // The newest leads arrived in the last few hours, so every SLA situation exists relative to now.
  const todayCount = Math.min(400, Math.max(45, Math.round(run.count * 0.02)), run.count)
  const historical = run.count - todayCount
  const histEnd = now - 6 * 60 * MIN
  const histSpan = run.days * DAY
  const todayStart = now - (ctx.initialSlaMinutes + ctx.poolSlaMinutes + 120) * MIN
  // The next batch is generated while the database stores the previous ones (on PostgreSQL they overlap).
  const store = run.store ?? { run: (fn: (q: Queryable) => Promise<void>) => fn(q), parallel: 1 }
  const storing = new Set<Promise<void>>()
  // Today's leads the SLA engine would have moved by now (seedPoolStates moves them after they are stored).
  const moved = { pool: [] as string[], escalated: [] as string[] }
  for (let done = 0; done < run.count; ) {
    const n = Math.min(batch, run.count - done)
    const leads: Row[] = []
    const history: Row[] = []
    for (let k = 0; k < n; k++) {
      const i = done + k
      const created =
        i < historical
          ? histEnd - histSpan * (1 - ((i + r.next()) / historical) ** 0.8)
          : todayStart + ((i - historical + r.next()) / todayCount) * (now - 60_000 - todayStart)
      const window =
        i < historical
          ? -1
          : created < now - (ctx.initialSlaMinutes + ctx.poolSlaMinutes) * MIN
            ? 0
            : created < now - ctx.initialSlaMinutes * MIN
              ? 1
              : 2
      let scenario: Scenario = window < 0 ? r.weighted(HISTORICAL) : r.weighted(TODAY[window])
      const parent = window < 0 && leads.length && r.chance(0.05) ? pickParent(r, leads) : null
      if (parent) scenario = 'child'
      const { lead, firstAgentId } = makeLead(r, ctx, run, {
        leadId: run.firstLeadId + i,
        created,
        scenario,
        parent,
        today: window >= 0,
      })
      leads.push(lead)
      if (lead.agent_id && r.chance(0.4)) history.push(...makeHistory(r, ctx, lead, firstAgentId, now))
      if (window >= 0 && lead.agent_id && lead.status === 'Open' && (scenario === 'poolOpen' || scenario === 'expired'))
        moved[scenario === 'poolOpen' ? 'pool' : 'escalated'].push(lead.id as string)
    }
    done += n
    const progress = done
    while (storing.size >= store.parallel) await Promise.race(storing)
    // Parents and history rows only point into their own batch, so batches are independent.
    const stored: Promise<void> = store
      .run(async (bq) => {
        await insertRows(bq, 'leads', LEAD_COLS, leads, batch)
        await insertRows(bq, 'lead_history', HISTORY_COLS, history, batch)
      })
      .then(() => {
        storing.delete(stored)
        run.onBatch?.(progress, leads.length + history.length)
      })
    storing.add(stored)
  }
  await Promise.all(storing)
  await seedPoolStates(q, ctx.assetId, moved)
  await seedStagesBefore(q, ctx.assetId)
  await q.query(
    `insert into asset_counters (asset_id, name, value) values ($1, 'leadID', $2)
     on conflict (asset_id, name) do update set value = greatest(asset_counters.value, excluded.value)`,
    [ctx.assetId, run.firstLeadId + run.count - 1],
  )
}

/** An earlier lead of the batch that is not itself a child (a parent never has a parent). */
function pickParent(r: Rand, leads: Row[]): Row | null {
  for (let tries = 0; tries < 4; tries++) {
    const p = leads[r.int(Math.max(0, leads.length - 200), leads.length - 1)]
    if (!p.parent_id && p.agent_id) return p
  }
  return null
}

interface LeadSeed {
  leadId: number
  created: number
  scenario: Scenario
  parent: Row | null
  today: boolean
}

/** One lead row, and the agent it was first assigned to (a claim or a pool assignment changes it). */
function makeLead(r: Rand, ctx: LeadContext, run: LeadRun, s: LeadSeed): { lead: Row; firstAgentId: string | null } {
  const now = run.now.getTime()
  const { scenario, parent, created } = s
  const src = r.weighted(SOURCE_WEIGHTS)
  const channel = r.pick(src.channels)
  const inputSource = r.pick(src.input)
  const lead: Row = {
    id: r.uuid(),
    asset_id: ctx.assetId,
    lead_id: s.leadId,
    source_data_id: r.chance(0.9) ? `${SOURCE_CODES[src.source]}-${r.int(1_000_000, 9_999_999)}` : null,
    source: src.source,
    source_channel: channel,
    input_source: inputSource,
    enquiry_method: r.chance(0.7) ? r.pick(ENQUIRY_METHODS) : null,
    contact_method: r.pick(CONTACT_METHODS),
    remarks: r.chance(0.5) ? r.pick(REMARKS) : null,
    country: 'United Arab Emirates',
    city: 'Dubai',
    customer_id: r.pick(ctx.customerIds),
    is_subscribed_to_notifications: r.chance(0.3),
    data_source_created_at: new Date(created),
    created_at: new Date(Math.min(now, created + (inputSource === 'Portal' ? r.int(0, 5) * MIN : 0))),
  }
  const preferredAgents = parent ? [] : describeRequirement(r, ctx, lead)
  if (parent) copyRequirement(lead, parent)

  // Assignment and SLA timeline.
  let agent = parent
    ? ([...ctx.agents, ...ctx.testAgents].find((a) => a.id === parent.agent_id) ?? null)
    : pickAgent(r, ctx, preferredAgents)
  const originalAgent = agent
  const assigned = Math.min(now, created + r.int(0, 3) * MIN)
  const initialEnd = assigned + ctx.initialSlaMinutes * MIN
  const poolEnd = initialEnd + ctx.poolSlaMinutes * MIN
  // A moment in [from, to], never after now.
  const upTo = (from: number, to: number) => {
    const hi = Math.min(to, now)
    return hi <= from ? hi : from + r.next() * (hi - from)
  }
  let acceptedAt: number | null = null
  let agentAssignedAt: number | null = assigned
  let slaDates: [number | null, number | null] = [initialEnd, poolEnd]
  switch (scenario) {
    case 'child':
      acceptedAt = created
      break
    case 'acceptedInInitial':
      acceptedAt = upTo(assigned + MIN, initialEnd - MIN)
      break
    case 'acceptedInPool':
      acceptedAt = upTo(initialEnd + MIN, poolEnd - MIN)
      break
    case 'claimed':
      acceptedAt = upTo(initialEnd + MIN, poolEnd - MIN)
      agent = otherAgent(r, ctx, agent)
      agentAssignedAt = acceptedAt
      break
    case 'fromPool':
      agentAssignedAt = upTo(poolEnd + MIN, poolEnd + 600 * MIN)
      agent = otherAgent(r, ctx, agent)
      if (r.chance(0.7)) acceptedAt = upTo(agentAssignedAt, agentAssignedAt + 240 * MIN)
      break
    case 'noSla':
      slaDates = r.weighted([
        [[null, null], 2],
        [[null, poolEnd], 1],
        [[initialEnd, null], 1],
      ] as const) as [number | null, number | null]
      if (r.chance(0.7)) acceptedAt = assigned + r.int(5, 600) * MIN
      break
    case 'unassigned':
      agent = null
      agentAssignedAt = null
      slaDates = [null, null]
      break
    default: // initialOpen, poolOpen, expired: not accepted
  }
  if (acceptedAt !== null && acceptedAt > now) acceptedAt = now - MIN
  const accepted = acceptedAt !== null
  const stage = accepted
    ? r.weighted(s.today ? TODAY_STAGES : ACCEPTED_STAGES)
    : !s.today && r.chance(0.25)
      ? 'Closed'
      : 'New'
  const old = now - created > 120 * DAY
  const status = CLOSING_STAGES.has(stage) || (!s.today && (old || !accepted) && r.chance(0.25)) ? 'Closed' : 'Open'
  const closed = status === 'Closed'
  const lastAt = accepted ? Math.min(now - MIN, acceptedAt! + r.next() * 30 * DAY) : null

  Object.assign(lead, {
    status,
    stage,
    // Connected only once accepted (a create with it counts as accepted); the rest await the agent's call.
    action:
      stage === 'Client Connected To Agent' || (accepted && r.chance(0.6)) ? ACTION_CLIENT_CONNECTED : LEAD_ACTIONS[1],
    rating: accepted && r.chance(0.7) ? r.pick(RATINGS) : null,
    agent_id: agent?.id ?? null,
    office_name: agent?.officeName ?? null,
    parent_id: parent?.id ?? null,
    // A colleague for agent referrals; otherwise the agent who first took the enquiry.
    referred_by_id:
      (src.source === 'Referral' && channel === 'Agent' ? r.pick(ctx.agents) : (originalAgent ?? r.pick(ctx.agents)))
        ?.id ?? null,
    is_manual_assignment: lead.type === 'general' || r.chance(0.15),
    send_to_pool: scenario === 'unassigned',
    // Missing dates (noSla) are data from before the SLA settings: auto SLA fills them on the next save.
    // A few leads carry dates set by hand (the form then requires both, initial before pool).
    set_auto_sla_details: !(slaDates[0] !== null && slaDates[1] !== null && r.chance(0.05)),
    initial_sla_end_date: slaDates[0] === null ? null : new Date(slaDates[0]),
    free_pool_sla_end_date: slaDates[1] === null ? null : new Date(slaDates[1]),
    is_accepted: accepted,
    accepted_at: accepted ? new Date(acceptedAt!) : null,
    is_contacted: accepted && r.chance(stage === 'New' ? 0.4 : 0.9),
    is_claimed_from_pool: scenario === 'claimed',
    // the engine's moves put today's unaccepted leads in the pool (seedPoolStates); a form sent the unassigned ones
    is_in_free_pool: scenario === 'unassigned',
    // the agent who lost a claimed or assigned lead to the pool (its history follows in seedPoolStates)
    pool_left_agent_id: scenario === 'claimed' || scenario === 'fromPool' ? (originalAgent?.id ?? null) : null,
    is_assigned_from_lead_pool: scenario === 'fromPool',
    agent_assigned_at: agentAssignedAt === null ? null : new Date(agentAssignedAt),
    response_times: accepted ? responseTimes(r, (acceptedAt! - (agentAssignedAt ?? assigned)) / MIN) : null,
    time_to_qualify: accepted && stage !== 'New' ? r.int(10, 20_000) : null,
    time_to_close: accepted && closed ? r.int(1440, 200_000) : null,
    follow_up_at:
      accepted && !closed && r.chance(0.4) ? new Date(now + r.int(-3, 14) * DAY + r.int(9, 18) * 60 * MIN) : null,
    latest_activity:
      lastAt && r.chance(0.6)
        ? { type: 'note', note: r.pick(ACTIVITY_NOTES), at: new Date(lastAt).toISOString() }
        : null,
    last_activity_at: lastAt ? new Date(lastAt) : null,
    creator_id: inputSource === 'Manual' || inputSource === 'CRM' ? r.pick(ctx.userIds) : null,
    updated_by_id: accepted && r.chance(0.6) ? r.pick(ctx.userIds) : null,
    updated_at: new Date(Math.max(created, acceptedAt ?? 0, lastAt ?? 0)),
  })
  if (accepted && !s.today && stage !== 'New' && r.chance(0.35)) Object.assign(lead, review(r))
  if (src.utm) {
    const id = `utm-${r.int(100_000, 999_999)}`
    lead.utm = {
      id,
      source: src.source.toLowerCase().replace(/\s+/g, '_'),
      medium: r.pick(UTM_MEDIUMS),
      campaign: r.pick(UTM_CAMPAIGNS),
      term: r.chance(0.5) ? 'dubai property' : null,
      content: r.chance(0.3) ? 'banner_a' : null,
    }
    lead.tracking_link = `https://go.demo.test/${id}`
  }
  return { lead, firstAgentId: originalAgent?.id ?? null }
}

/** Mostly the preferred agent (listing agent, project round robin), sometimes anyone, a few test agents. */
function pickAgent(r: Rand, ctx: LeadContext, preferred: string[]): Agent | null {
  if (ctx.testAgents.length && r.chance(0.03)) return r.pick(ctx.testAgents)
  const agent = preferred.length && r.chance(0.8) ? ctx.agents.find((a) => a.id === r.pick(preferred)) : undefined
  return agent ?? (ctx.agents.length ? r.pick(ctx.agents) : null)
}

function otherAgent(r: Rand, ctx: LeadContext, current: Agent | null): Agent | null {
  const others = ctx.agents.filter((a) => a.id !== current?.id)
  return others.length ? r.pick(others) : current
}
