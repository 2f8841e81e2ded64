import type { Queryable } from '../db.ts'
import { cols, insertRows, type Row } from './bulk.ts'
import { ARABIC_FIRST, ARABIC_LAST } from './data.ts'
import { uaeMobile } from './phones.ts'
import type { Rand } from './random.ts'

const CUSTOMER_COLS = cols(
  'id:uuid',
  'asset_id:uuid',
  'customer_id:bigint',
  'first_name:text',
  'last_name:text',
  'email:text',
  'phone_code:text',
  'phone:text',
  'phone_number:text',
  'enabled:boolean',
  'do_not_disturb:boolean',
  'type:text',
  'input_source:text',
  'source_data_id:text',
  'dncr_status:text',
  'crm_id:text',
  'creator_id:uuid',
  'created_at:timestamptz',
  'updated_at:timestamptz',
)
const PROVIDERS = ['gmail.com', 'outlook.com', 'yahoo.com', 'icloud.com', 'hotmail.com', 'emirates.net.ae'] as const

export interface CustomersInput {
  assetId: string
  count: number
  /** customerID of the first new customer; the 'customerID' counter ends at the last. */
  firstCustomerId: number
  /** E.164 numbers already taken in the asset (filled as numbers are drawn). */
  usedPhones: Set<string>
  creatorIds: string[]
  now: Date
  /** Creation times spread over this many days before now. */
  days: number
}

/** Customers with unique valid UAE mobiles; mostly Clients, some External Agents and Spam. Returns their ids. */
export async function seedCustomers(q: Queryable, r: Rand, input: CustomersInput): Promise<string[]> {
  const rows: Row[] = []
  for (let i = 0; i < input.count; i++) {
    const arabic = r.chance(0.45)
    const first = arabic ? r.pick(ARABIC_FIRST) : r.faker.person.firstName()
    const last = arabic ? r.pick(ARABIC_LAST) : r.faker.person.lastName()
    const p = uaeMobile(r, input.usedPhones)
    const type = r.weighted([
      ['Client', 88],
      ['External Agent', 8],
      ['Spam', 4],
    ] as const)
    const at = new Date(input.now.getTime() - r.next() * input.days * 86_400_000)
    const customerId = input.firstCustomerId + i
    rows.push({
      id: r.uuid(),
      asset_id: input.assetId,
      customer_id: customerId,
      first_name: first,
      last_name: last,
      email: r.chance(0.9)
        ? `${first}.${last}${r.int(1, 999)}@${r.pick(PROVIDERS)}`.toLowerCase().replace(/\s+/g, '')
        : null,
      phone_code: p.phoneCode,
      phone: p.phone,
      phone_number: p.phoneNumber,
      enabled: r.chance(0.97),
      do_not_disturb: r.chance(0.05),
      type,
      input_source: r.pick(['CRM', 'Website', 'Portal', 'Manual']),
      source_data_id: r.chance(0.7) ? `C-${100000 + customerId}` : null,
      dncr_status: r.weighted([
        [null, 6],
        ['Not Registered', 3],
        ['Registered', 1],
      ] as const),
      crm_id: r.chance(0.5) ? String(500000 + customerId) : null,
      creator_id: r.chance(0.6) ? r.pick(input.creatorIds) : null,
      created_at: at,
      updated_at: at,
    })
  }
  await insertRows(q, 'customers', CUSTOMER_COLS, rows)
  await q.query(
    `insert into asset_counters (asset_id, name, value) values ($1, 'customerID', $2)
     on conflict (asset_id, name) do update set value = greatest(asset_counters.value, excluded.value)`,
    [input.assetId, input.firstCustomerId + input.count - 1],
  )
  return rows.map((c) => c.id as string)
}
