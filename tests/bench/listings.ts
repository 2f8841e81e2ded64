import os from 'node:os'
import zlib from 'node:zlib'
import { chromium, type Page } from '@playwright/test'
import { buildWeb, webBuildIsStale } from '../../src/server/build.ts'
import type { Db } from '../../src/server/db/db.ts'
import { migrate } from '../../src/server/db/migrate.ts'
import { openPostgres } from '../../src/server/db/postgres.ts'
import { DEMO_ASSETS, seedDemo } from '../../src/server/db/seed/demo.ts'
import { chromiumArgs, findChromium } from '../chromium.ts'
import { withOwnDatabase } from './benchServer.ts'
import { SEARCH_COUNT_CAP } from '../../src/server/resources/register.ts'
import { measuringServer } from './scale/measuring.ts'

/**
 * The listings performance bar (100 ms at p95): the listings registry with 100,000 listings in PostgreSQL.
 *   npm run bench -- listings [requests per case, default 40] [listings, default 100000] [api]
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5433/postgres) names the server; the bench
 * creates and drops its own database agency_bench_listings there (the demo agency with 500 leads per
 * asset, its first asset's 200 listings copied up to N with unique references). Prints the list's first
 * page with its total and text searches (reference, title, community) as the console asks for them:
 * server time p50/p95 beside the bare SQL (scale/recorder.ts), the plans of a search's statements, then
 * (without `api`) in Chromium the list opened from the palette to interactive and the JavaScript it adds.
 */
export default async function listingsBench(args: string[]) {
  const n = Number(args[0] ?? 40)
  const size = Number(args[1] ?? 100_000)
  await withOwnDatabase('agency_bench_listings', async (url) => {
    const db = await openPostgres(url, 10)
    try {
      await migrate(db)
      let t0 = performance.now()
      await seedDemo(db, { leadsPerAsset: 500 })
      console.log(`demo agency seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s`)
      t0 = performance.now()
      const assetId = await fillListings(db, size)
      console.log(
        `listings of ${DEMO_ASSETS[0]} copied up to ${size.toLocaleString()} and analyzed in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
      )
      const server = await measuringServer(db, n)
      try {
        await apiCases(db, server, n, assetId)
        if (args[2] !== 'api') await browserCase(server.base)
      } finally {
        await server.close()
      }
      console.log(`\nload average at the end: ${load()}`)
    } finally {
      db.pool.on('error', () => {}) // the drop ends idle connections
      await db.close()
    }
  })
}

const load = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')

/**
 * Copies the first asset's demo listings (every column) until it holds `size`: references made unique by a
 * suffix, each copy listed 7 hours before the last, so a community's or building's listings spread over time.
 */
export async function fillListings(db: Db, size: number): Promise<string> {
  const [{ id: assetId }] = await db.query<{ id: string }>('select id from assets where name = $1', [DEMO_ASSETS[0]])
  const cols = (
    await db.query<{ c: string }>(
      `select column_name as c from information_schema.columns where table_name = 'listings' and column_name not in ('id', 'reference') order by ordinal_position`,
    )
  ).map((r) => r.c)
  const [{ n: have }] = await db.query<{ n: number }>('select count(*)::int as n from listings where asset_id = $1', [
    assetId,
  ])
  const rounds = Math.ceil((size - have) / have)
  for (let g = 1; g <= rounds; g += 50) {
    await db.query(
      `insert into listings (id, reference, ${cols.join(', ')})
       select gen_random_uuid(), l.reference || '-' || g, ${cols.map((c) => (c === 'created_at' || c === 'updated_at' ? `l.${c} - make_interval(hours => g * 7)` : `l.${c}`)).join(', ')}
       from (select * from listings where asset_id = $1 and reference not like '%-%-%-%') l, generate_series($2::int, $3::int) g`,
      [assetId, g, Math.min(rounds, g + 49)],
    )
  }
  await db.query(
    `delete from listings where id in (select id from listings where asset_id = $1 order by created_at limit greatest(0, (select count(*) from listings where asset_id = $1) - $2))`,
    [assetId, size],
  )
  // As autovacuum leaves a table: the GIN indexes' pending lists merged (a search scans them whole) and statistics taken.
  await db.query('vacuum (analyze) listings')
  return assetId
}

async function apiCases(db: Db, { measure }: Awaited<ReturnType<typeof measuringServer>>, n: number, assetId: string) {
  // The list screen's call (useListController's listFilter): page 1 of 20, newest first, agent and gallery populated.
  const list = (text?: string) =>
    `/api/properties/listings?filter=${encodeURIComponent(JSON.stringify({ page: 1, limit: 20, sort: { createdAt: -1 }, populate: ['agent', 'images'], query: text ? { $text: { $search: text } } : {} }))}`
  const [{ n: listings }] = await db.query<{ n: number }>(
    'select count(*)::int as n from listings where asset_id = $1',
    [assetId],
  )
  const [mid] = await db.query<{ reference: string; title: string; community: string }>(
    'select reference, title, community from listings where asset_id = $1 order by created_at, id offset $2 limit 1',
    [assetId, Math.floor(listings / 2)],
  )
  // Titles read '2 Bedroom Apartment in Marina Gate, Dubai Marina': the building is what a user types; 'Bedroom' is in most titles.
  const building = mid.title.split(' in ')[1]?.split(',')[0] ?? mid.title
  console.log(
    `\nListings: PostgreSQL with ${listings.toLocaleString()} listings in ${DEMO_ASSETS[0]}, ${n} requests per case, one at a time; load average ${load()} on ${os.cpus().length} cores`,
  )
  console.log(
    '  API: server time p50 p95 (ms); SQL: the same statements straight on the database, p50 p95; API/SQL at p50; bar: p95 <= 100 ms',
  )
  await measure('list, first page + total', [list()])
  await measure(`search by reference "${mid.reference}"`, [list(mid.reference)])
  await measure(`search by a reference fragment "${mid.reference.slice(4, 10)}"`, [list(mid.reference.slice(4, 10))])
  await measure(`search by a building in the title "${building}"`, [list(building)])
  await measure('search by a word in most titles "Bedroom"', [list('Bedroom')])
  await measure(`search by community "${mid.community}"`, [list(mid.community)])
  // The most matches a search still counts exactly (under register.ts's SEARCH_COUNT_CAP): the largest community below it.
  const [big] = await db.query<{ community: string }>(
    `select community from listings where asset_id = $1 and community is not null group by community having count(*) <= $2 order by count(*) desc limit 1`,
    [assetId, SEARCH_COUNT_CAP],
  )
  if (big && big.community !== mid.community)
    await measure(`search by the largest community "${big.community}"`, [list(big.community)])
  // The plan of a search's page (its matches counted and sorted in one pass: rows.ts searchPageIds) and total, served by migration 1102's trigram indexes.
  const params = [assetId, `%${mid.community}%`]
  const where = `asset_id = $1 and deleted_at is null and (reference ilike $2 or title ilike $2 or community ilike $2 or location ilike $2 or permit_number ilike $2)`
  for (const [label, sql] of [
    [
      'page',
      `select id, count(*) over () from (select id, created_at as s0 from listings where ${where} limit ${SEARCH_COUNT_CAP + 1}) m order by s0 desc, id limit 20`,
    ],
    ['total', `select count(*) from listings where ${where}`],
  ]) {
    const plan = await db.query<{ 'QUERY PLAN': string }>(
      `explain (analyze, costs off, timing off, summary off) ${sql}`,
      params,
    )
    console.log(`  plan of the community search's ${label}:\n${plan.map((r) => `    ${r['QUERY PLAN']}`).join('\n')}`)
  }
}

/** In Chromium: Ctrl+K, "listings", Enter on a dashboard until the list's first row is painted and `j` focuses it. */
async function browserCase(base: string) {
  if (webBuildIsStale()) await buildWeb()
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs })
  try {
    const cold: number[] = []
    const warm: number[] = []
    let chunks: Array<{ url: string; raw: number; gzip: number }> = []
    for (let k = 0; k < 5; k++) {
      // A new context each round: nothing cached, so the list's lazy chunks are fetched on the first open.
      const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } })
      const page = await context.newPage()
      await page.goto(`${base}/auth/login`)
      await page.getByLabel('E-mail').fill('admin@demo.test')
      await page.getByLabel('Password').fill('demopass1')
      await page.keyboard.press('Enter')
      await page.waitForURL(/\/dashboard$/)
      await page.getByRole('heading', { name: 'Dashboard' }).waitFor()
      const fetched: Array<Promise<{ url: string; raw: number; gzip: number }>> = []
      page.on('response', (res) => {
        if (res.url().endsWith('.js'))
          fetched.push(
            res
              .body()
              .then((b) => ({ url: new URL(res.url()).pathname, raw: b.length, gzip: zlib.gzipSync(b).length })),
          )
      })
      cold.push(await openFromPalette(page))
      if (k === 0) chunks = await Promise.all(fetched)
      await page.keyboard.press('g')
      await page.keyboard.press('d')
      await page.waitForURL(/\/dashboard$/)
      warm.push(await openFromPalette(page))
      await context.close()
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)].toFixed(0)
    console.log(
      `\nListings list from the palette to interactive (first row painted and 'j' focuses it), Chromium, median of 5; bar: <= 1 s`,
    )
    console.log(
      `  first open (lazy chunks fetched)   ${median(cold)} ms   (runs: ${cold.map((x) => x.toFixed(0)).join(', ')})`,
    )
    console.log(
      `  again after the dashboard         ${median(warm)} ms   (runs: ${warm.map((x) => x.toFixed(0)).join(', ')})`,
    )
    const kb = (b: number) => `${(b / 1024).toFixed(1)} kB`
    console.log(
      `  JavaScript the list page added: ${chunks.length} chunks, ${kb(chunks.reduce((s, c) => s + c.raw, 0))} (${kb(chunks.reduce((s, c) => s + c.gzip, 0))} gzip)`,
    )
    for (const c of chunks)
      console.log(`    ${c.url.padEnd(48)} ${kb(c.raw).padStart(9)} ${kb(c.gzip).padStart(9)} gzip`)
    console.log(`  load average ${load()}`)
  } finally {
    await browser.close()
  }
}

async function openFromPalette(page: Page): Promise<number> {
  await page.keyboard.press('Control+k')
  const input = page.getByPlaceholder(/Type a command/)
  await input.waitFor()
  await input.fill('listings')
  await page.locator('[cmdk-item]').first().filter({ hasText: 'Listings' }).waitFor()
  const t = performance.now()
  await page.keyboard.press('Enter')
  const first = page.getByTestId('resource-row').first()
  await first.waitFor()
  await page.keyboard.press('j')
  await page.locator('[data-testid="resource-row"][data-focused="true"]').waitFor()
  return performance.now() - t
}
