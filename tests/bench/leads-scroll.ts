import fs from 'node:fs'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { buildApp, distDir } from '../../src/server/app.ts'
import { loadConfig } from '../../src/server/config.ts'
import { migrate } from '../../src/server/db/migrate.ts'
import { openPostgres } from '../../src/server/db/postgres.ts'
import { DEMO_PASSWORD } from '../../src/server/db/seed/demo.ts'
import { FLING_SPEED } from '../../src/web/leads/report/useFlingRows.ts'
import { chromiumArgs, findChromium } from '../chromium.ts'

/**
 * Scrolling the leads report in Chromium with 10,000 rows loaded in continuous mode: frame time
 * (requestAnimationFrame deltas while scrolling a fixed distance per frame) and row elements in the DOM.
 *   npx vite build && npm run bench -- leads-scroll [rows, default 10000] [px per frame, comma-separated, default 40,60,120]
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5433/leads_bench): a database seeded with
 * at least that many leads in the first asset (npm run seed -- --leads N).
 */
export default async function leadsScrollBench(args: string[]) {
  const want = Number(args[0] ?? 10_000)
  // px per frame: 40 is a brisk wheel or trackpad scroll (2,400 px/s), 120 a hard fling (7,200 px/s)
  const steps = (args[1] ?? '40,60,120').split(',').map(Number)
  if (!fs.existsSync(path.join(distDir, 'index.html'))) throw new Error('Build the web app first: npx vite build')
  const db = await openPostgres(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5433/leads_bench', 10)
  await migrate(db)
  const app = await buildApp({ db, config: { ...loadConfig({}), logLevel: 'silent' } }, { logger: false })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const addr = app.server.address()
  const base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs })
  try {
    const login = await (
      await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'manager@demo.test', password: DEMO_PASSWORD }),
      })
    ).json()
    const page = await browser.newPage({ viewport: { width: 1600, height: 900 } })
    await page.goto(`${base}/auth/login`)
    await page.evaluate(
      (s) => localStorage.setItem('agency.session', JSON.stringify({ accessToken: s.accessToken, profile: s.profile })),
      login.data,
    )
    await page.goto(`${base}/reports/leads?refresh=1&mode=continuous`)
    const loaded = async () =>
      Number(((await page.getByTestId('pager-summary').textContent()) ?? '0').split(' ')[0].replace(/,/g, ''))
    await page.getByTestId('lead-row').first().waitFor()
    const t0 = Date.now()
    while ((await loaded()) < want) {
      const before = await loaded()
      await page.getByTestId('leads-scroll').evaluate((el) => el.scrollTo({ top: el.scrollHeight }))
      await page.waitForFunction(
        (b) =>
          Number(
            (document.querySelector('[data-testid=pager-summary]')?.textContent ?? '0').split(' ')[0].replace(/,/g, ''),
          ) > b,
        before,
        { timeout: 30_000 },
      )
    }
    console.log(
      `\nloaded ${(await loaded()).toLocaleString()} rows in continuous mode in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
    )
    const idle = (await page.evaluate(`new Promise((resolve) => {
      const frames = []
      let last = performance.now()
      const tick = (now) => { frames.push(now - last); last = now; if (frames.length > 120) return resolve(frames.slice(1)); requestAnimationFrame(tick) }
      requestAnimationFrame(tick)
    })`)) as number[]
    const si = [...idle].sort((a, b) => a - b)
    console.log(
      `idle page (no scrolling): frame time p50 ${si[Math.floor(si.length / 2)].toFixed(1)} ms, p95 ${si[Math.ceil(si.length * 0.95) - 1].toFixed(1)} ms`,
    )
    // Frames come at vsync ticks: a frame time is a whole number of refresh periods, its rAF delta that
    // number with a tenth of a millisecond of time-stamp jitter either way (16.6, 16.8 on an idle page).
    const period = si[Math.floor(si.length / 2)]
    const inPeriods = (t: number) => Math.max(1, Math.round(t / period)) * period
    for (const step of steps) {
      // In-page code as text: the bundler's name helpers do not exist in the page.
      const result = (await page.evaluate(`new Promise((resolve) => {
      const el = document.querySelector('[data-testid=leads-scroll]')
      el.scrollTop = 0
      // The app's own work per scroll event (the virtualizer's render and React's commit): from the
      // capturing window listener, which runs first, to a listener on the scroller added after the app's.
      let scrollStart = 0
      const work = []
      const onStart = () => { scrollStart = performance.now() }
      const onEnd = () => work.push(performance.now() - scrollStart)
      window.addEventListener('scroll', onStart, true)
      el.addEventListener('scroll', onEnd)
      const end = el.scrollHeight - el.clientHeight
      const frames = []
      let maxRows = 0
      let lightSeen = 0
      let top = 0
      let last = performance.now()
      const tick = (now) => {
        frames.push(now - last)
        last = now
        if (frames.length % 30 === 0) maxRows = Math.max(maxRows, el.querySelectorAll('[data-testid=lead-row]').length)
        if (frames.length % 30 === 0) lightSeen += el.querySelectorAll('[data-testid=lead-row][data-light]').length ? 1 : 0
        if (top >= end || frames.length > 600) {
          window.removeEventListener('scroll', onStart, true)
          el.removeEventListener('scroll', onEnd)
          return resolve({ frames: frames.slice(1), maxRows, work, lightSeen: lightSeen ? 'yes' : 'no' })
        }
        top += ${step}
        el.scrollTop = top
        requestAnimationFrame(tick)
      }
      requestAnimationFrame(tick)
    })`)) as { frames: number[]; maxRows: number; work: number[]; lightSeen: string }
      const pct = (values: number[], p: number) => {
        const s = [...values].sort((a, b) => a - b)
        return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]
      }
      const raw = result.frames
      const f = raw.map(inPeriods)
      // a frame is late when the next one came one refresh period or more after its own
      const late = f.filter((t) => t > period * 1.5).length
      console.log(
        `scrolled ${f.length} frames at ${step} px/frame: frame time p50 ${pct(f, 50).toFixed(1)} ms, p95 ${pct(f, 95).toFixed(1)} ms, max ${pct(f, 100).toFixed(1)} ms;` +
          ` late frames ${late} (${((100 * late) / f.length).toFixed(1)} %); raw rAF deltas p95 ${pct(raw, 95).toFixed(1)} ms`,
      )
      console.log(
        `  of which the app's render and commit per scroll event: p50 ${pct(result.work, 50).toFixed(1)} ms, p95 ${pct(result.work, 95).toFixed(1)} ms (the rest is the browser's style, layout, paint and raster)`,
      )
      console.log(
        `  row elements in the DOM: at most ${result.maxRows} (of ${(await loaded()).toLocaleString()} loaded)`,
      )
      // Above 3 px/ms (useFlingRows) rows entering render their first cells only; all fill in once the scrolling stops.
      // How long until they have: measured, not a fixed wait (a bench on a busy machine would only see "some left").
      const stopped = Date.now()
      await page.waitForFunction(() => !document.querySelector('[data-testid=lead-row][data-light]'), null, {
        timeout: 30_000,
      })
      console.log(
        `  rows entering faster than ${FLING_SPEED} px/ms rendered light: ${result.lightSeen}; all filled in ${Date.now() - stopped} ms after the scrolling stopped`,
      )
    }
  } finally {
    await browser.close()
    await app.close()
    await db.close()
  }
}
