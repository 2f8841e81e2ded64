import type { Queryable } from '../db.ts'
import { cols, insertRows, type Row } from './bulk.ts'
import { AREAS, ARABIC_FIRST, ARABIC_LAST } from './data.ts'
import { uaeMobile } from './phones.ts'
import type { Rand } from './random.ts'

const MEMBER_COLS = cols(
  'id:uuid',
  'asset_id:uuid',
  'user_id:uuid',
  'name:text',
  'office_name:text',
  'designation:text',
  'email:text',
  'phone:text',
  'phone_code:text',
  'phone_number:text',
  'whatsapp:text',
  'input_source:text',
  'enabled:boolean',
  'data_source_created_at:timestamptz',
  'data_source_updated_at:timestamptz',
  'source_data_id:text',
  'crm_id:text',
  'group_ids:uuid[]',
  'department_id:uuid',
  'whatsapp_code:text',
  'whatsapp_number:text',
  'areas:text[]',
  'description:text',
  'show_contact_info:boolean',
  'is_test:boolean',
  'is_lead_process_enabled:boolean',
  'type:text',
  'average_response_time:numeric',
  'reported_to_id:uuid',
  'created_at:timestamptz',
  'updated_at:timestamptz',
)

export interface TeamInput {
  assetId: string
  offices: readonly string[]
  /** Console users to link: the first office's manager and one of its agents (first asset only). */
  linkManager?: { userId: string; name: string; email: string }
  linkAgent?: { userId: string; name: string; email: string }
  now: Date
  /** The stream of records added after the demo's first release (departments, groups), so the members' ids stay. */
  later: Rand
}

/** Departments and groups of the demo agency; a member's group names were drawn before these were records. */
const DEPARTMENTS: Record<string, string> = {
  Management: 'Office managers and team leaders.',
  Sales: 'Buyers and sellers of ready and off-plan homes.',
  Leasing: 'Tenants and landlords.',
}
const GROUPS: Record<string, string> = {
  Management: 'Receives escalations from the lead pool.',
  Sales: 'Secondary-market sales.',
  Leasing: 'Rentals, yearly and monthly.',
  'Off Plan': 'New projects from the developers.',
}
const departmentOf = (group: string) =>
  group === 'Management' ? 'Management' : group === 'Leasing' ? 'Leasing' : 'Sales'

/**
 * Per office one manager (two in the first office) and four to six agents reporting to them, plus two
 * test agents ('Test Agent 1', 'Test Agent 2') and one disabled former agent, in departments and groups.
 * Returns the rows inserted.
 */
export async function seedTeam(q: Queryable, r: Rand, input: TeamInput): Promise<Row[]> {
  const departmentIds = Object.fromEntries(Object.keys(DEPARTMENTS).map((d) => [d, input.later.uuid()]))
  const groupIds = Object.fromEntries(Object.keys(GROUPS).map((g) => [g, input.later.uuid()]))
  const structure = (table: string, ids: Record<string, string>, descriptions: Record<string, string>) =>
    q.query(
      `insert into ${table} (id, asset_id, name, description, created_at, updated_at)
       select id, $1, name, description, $2, $2 from unnest($3::uuid[], $4::text[], $5::text[]) as t(id, name, description)`,
      [input.assetId, input.now, Object.values(ids), Object.keys(ids), Object.keys(ids).map((k) => descriptions[k])],
    )
  await structure('departments', departmentIds, DEPARTMENTS)
  await structure('team_groups', groupIds, GROUPS)
  const phones = new Set<string>()
  const rows: Row[] = []
  let seq = 1000
  const member = (name: string, office: string, kind: 'Manager' | 'Agent', extra: Partial<Row> = {}): Row => {
    const p = uaeMobile(r, phones)
    const since = new Date(input.now.getTime() - r.int(200, 1500) * 86_400_000)
    const row: Row = {
      id: r.uuid(),
      asset_id: input.assetId,
      name,
      office_name: office,
      designation:
        kind === 'Manager'
          ? r.pick(['Sales Manager', 'Team Leader', 'Leasing Manager'])
          : r.pick(['Property Consultant', 'Senior Property Consultant', 'Leasing Consultant', 'Off-Plan Specialist']),
      email: `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@agency.demo.test`,
      phone: p.phone,
      phone_code: p.phoneCode,
      phone_number: p.phoneNumber,
      whatsapp: p.phoneNumber,
      whatsapp_code: p.phoneCode,
      whatsapp_number: p.phone,
      input_source: 'CRM',
      enabled: true,
      data_source_created_at: since,
      data_source_updated_at: since,
      source_data_id: `AG-${++seq}`,
      crm_id: `${seq}`,
      group_ids: [kind === 'Manager' ? 'Management' : r.pick(['Sales', 'Leasing', 'Off Plan'])],
      areas: r.some(AREAS, r.int(2, 3)).map((a) => a.location),
      description: `${kind === 'Manager' ? 'Leads' : 'Member of'} the ${office} team.`,
      show_contact_info: r.chance(0.7),
      is_test: false,
      is_lead_process_enabled: kind === 'Agent',
      type: kind,
      average_response_time: r.chance(0.85) ? Math.round(r.next() * 9000) / 100 + 2 : null,
      reported_to_id: null,
      created_at: since,
      updated_at: since,
      ...extra,
    }
    // the group name drawn as before (same stream), then the records it names
    const group = (row.group_ids as string[])[0]
    row.department_id = departmentIds[departmentOf(group)]
    row.group_ids = [groupIds[group]]
    rows.push(row)
    return row
  }
  const personName = () =>
    r.chance(0.4)
      ? `${r.pick(ARABIC_FIRST)} ${r.pick(ARABIC_LAST)}`
      : `${r.faker.person.firstName()} ${r.faker.person.lastName()}`

  input.offices.forEach((office, o) => {
    const managers = [
      o === 0 && input.linkManager
        ? member(input.linkManager.name, office, 'Manager', {
            user_id: input.linkManager.userId,
            email: input.linkManager.email,
          })
        : member(personName(), office, 'Manager'),
    ]
    if (o === 0) managers.push(member(personName(), office, 'Manager'))
    if (o === 0 && input.linkAgent) {
      member(input.linkAgent.name, office, 'Agent', {
        user_id: input.linkAgent.userId,
        email: input.linkAgent.email,
        reported_to_id: managers[0].id,
      })
    }
    for (let i = r.int(4, 6); i > 0; i--) member(personName(), office, 'Agent', { reported_to_id: r.pick(managers).id })
    if (o === 0) {
      member('Test Agent 1', office, 'Agent', {
        is_test: true,
        reported_to_id: managers[0].id,
        source_data_id: null,
        show_contact_info: false,
      })
      member('Test Agent 2', office, 'Agent', {
        is_test: true,
        reported_to_id: managers[1].id,
        source_data_id: null,
        show_contact_info: false,
      })
    }
  })
  member(personName(), input.offices[input.offices.length - 1], 'Agent', {
    enabled: false,
    is_lead_process_enabled: false,
    description: 'Left the agency.',
    reported_to_id: rows[0].id,
  })
  await insertRows(q, 'team_members', MEMBER_COLS, rows)
  return rows
}

/**
 * The customers' reviews of agents: one per reviewed lead, from the lead's review (the subject is the lead;
 * its qualification time falls back to the lead's timeToQualify when read). One statement per asset.
 */
export async function seedAgentReviews(q: Queryable, assetId: string) {
  await q.query(
    `insert into agent_reviews (id, asset_id, agent_id, customer_id, subject_id, subject_type, subject, category, rating, feedback, status, created_at, updated_at)
     select md5('review:' || l.id)::uuid, l.asset_id, l.agent_id, l.customer_id, l.id, 'Lead', 'Lead #' || l.lead_id, l.review_category,
            least(greatest(l.review_rating, 0), 5), l.review_feedback,
            case when l.lead_id % 17 = 0 then 'hidden' else 'published' end, l.updated_at, l.updated_at
       from leads l
      where l.asset_id = $1 and l.review_rating is not null and l.agent_id is not null and l.deleted_at is null`,
    [assetId],
  )
}
