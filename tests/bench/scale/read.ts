import type { ScaleContext } from '../scale.ts'

/**
 * The read paths of the scale table: the leads report sorted by agent name and searched by a source
 * word, the customers list (first page with its total, search by phone fragment and by name), the
 * palette's record search over its four sources, and the dashboard, all as the console asks for them;
 * and the digits an agent remembers of a number (its last 6 or 4, its local form) in the customers
 * search, the report's search and the palette.
 */
export default async function readRows({ db, measure }: ScaleContext) {
  const f = (filter: unknown) => `filter=${encodeURIComponent(JSON.stringify(filter))}`
  const report = (query: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
    `/api/properties/leads?${f({ page: 1, limit: 20, ...extra, query })}`
  // The customers list's call (the registry's useListController), with the search box's text.
  const customers = (text?: string) =>
    `/api/customers?${f({ page: 1, limit: 20, sort: { createdAt: -1 }, populate: ['avatar'], query: text ? { $text: { $search: text } } : {} })}`
  // The palette's four sources (useRecordSearch), 5 rows each.
  const palette = (q: string) =>
    [
      ['/api/properties/leads/search', { populate: ['customer'] }],
      ['/api/customers/search', {}],
      ['/api/properties/listings/search', {}],
      ['/api/properties/projects/search', { populate: ['developer'] }],
    ].map(([path, extra]) => `${path}?q=${encodeURIComponent(q)}&${f({ page: 1, limit: 5, ...(extra as object) })}`)

  // A customer from the middle of the biggest asset (the admin's): a fragment of their phone as typed, and their name.
  const [c] = await db.query<{ phone: string; name: string }>(
    `select phone, first_name || ' ' || left(last_name, 3) as name from customers
      where asset_id = (select asset_id from customers group by 1 order by count(*) desc limit 1) and phone is not null
      order by customer_id desc limit 1 offset 40000`,
  )
  const phoneFragment = c.phone.slice(1, 7)
  const [last6, last4] = [c.phone.slice(-6), c.phone.slice(-4)]
  const local = `0${c.phone.slice(0, 2)} ${c.phone.slice(2, 5)} ${c.phone.slice(5)}`
  const [source] = await db.query<{ word: string }>(
    `select lower(split_part(source, ' ', 2)) as word from leads where source like '% %' group by source order by count(*) desc limit 1`,
  )

  await measure('baseline: GET /api/profile (session only)', ['/api/profile'])
  await measure('report sorted by agent name, first page + total', [report({}, { sort: { agent: 1 } })])
  await measure('report sorted by agent name desc, page 5 + total', [report({}, { page: 5, sort: { agent: -1 } })])
  await measure(
    'report sorted by agent name, This Month, as a team manager',
    [report({ datePreset: 'This Month' }, { sort: { agent: 1 } })],
    'manager@demo.test',
  )
  await measure(`report search by a source word "${source.word}"`, [report({ search: source.word })])
  await measure('customers list, first page + total', [customers()])
  await measure(`customers search by phone fragment "${phoneFragment}"`, [customers(phoneFragment)])
  await measure(`customers search by name "${c.name}"`, [customers(c.name)])
  await measure(`customers search by the last 6 digits "${last6}"`, [customers(last6)])
  await measure(`customers search by the last 4 digits "${last4}"`, [customers(last4)])
  await measure(`customers search by a local form "${local}"`, [customers(local)])
  await measure(`report search by the last 6 digits "${last6}"`, [report({ search: last6 })])
  await measure(`report search by the last 4 digits "${last4}"`, [report({ search: last4 })])
  await measure(`palette, 4 sources, phone "0${c.phone}"`, palette(`0${c.phone}`))
  await measure(`palette, 4 sources, phone fragment "${phoneFragment}"`, palette(phoneFragment))
  await measure(`palette, 4 sources, last 6 digits "${last6}"`, palette(last6))
  await measure(`palette, 4 sources, last 4 digits "${last4}"`, palette(last4))
  await measure(`palette, 4 sources, name "${c.name}"`, palette(c.name))
  await measure('dashboard as admin', ['/api/dashboard/stats'])
  await measure('dashboard as agent', ['/api/dashboard/stats'], 'agent@demo.test')
}
