import os from 'node:os'
import type { Db } from '../../src/server/db/db.ts'
import { seedDemo } from '../../src/server/db/seed/demo.ts'
import { newId } from '../../src/server/auth/tokens.ts'
import { withBenchServer } from './benchServer.ts'
import { leadBodies, postLeads } from './leadCreates.ts'

/**
 * What routing rules cost a lead create: `lead-create`'s mix of bodies through the API on PostgreSQL, 10
 * clients, in alternating phases without rules and with 6 rules (5 skipped on their source, then a weighted
 * round robin of 4 agents with daily caps and a fallback), so both run on the machine at the same time.
 *   npm run bench -- routing [seconds per phase, default 10] [rounds, default 2]
 * BENCH_DATABASE_URL as for lead-create; its own database agency_bench_routing.
 */
export default async function routingBench(args: string[]) {
  const seconds = Number(args[0] ?? 10)
  const rounds = Number(args[1] ?? 2)
  await withBenchServer(
    'agency_bench_routing',
    (db) => seedDemo(db, { leadsPerAsset: 5000 }),
    async ({ db, base, login }) => {
      const { token, assetId } = await login('manager@demo.test')
      const bodies = await leadBodies(db, assetId)
      console.log(`POST /api/properties/leads on PostgreSQL, 10 connections, ${seconds} s a phase`)
      for (let round = 0; round < rounds; round++)
        for (const withRules of [false, true]) {
          await setRules(db, assetId, withRules)
          const r = await postLeads(base, token, bodies, seconds)
          console.log(
            `  ${withRules ? 'with 6 rules' : 'no rules    '}  ${r.perSecond.toFixed(1)} creates/s  p50 ${r.p50}  p99 ${r.p99} ms  failed ${r.failed}  load average ${os.loadavg()[0].toFixed(1)}`,
          )
        }
    },
  )
}

async function setRules(db: Db, assetId: string, on: boolean) {
  await db.query('delete from routing_rules where asset_id = $1', [assetId])
  if (!on) return
  const agents = (
    await db.query<{ id: string }>(
      'select id from team_members where asset_id = $1 and enabled and deleted_at is null order by id limit 5',
      [assetId],
    )
  ).map((r) => r.id)
  const rule = (position: number, name: string, criteria: object, target: object, fallbacks: object[] = []) =>
    db.query(
      'insert into routing_rules (id, asset_id, position, name, criteria, target, fallbacks) values ($1, $2, $3, $4, $5, $6, $7)',
      [newId(), assetId, position, name, JSON.stringify(criteria), JSON.stringify(target), JSON.stringify(fallbacks)],
    )
  for (let i = 1; i <= 5; i++)
    await rule(i, `Portal ${i}`, { sources: [`Portal ${i}`] }, { kind: 'agent', agentId: agents[i % agents.length] })
  const members = agents.slice(0, 4).map((agentId, i) => ({ agentId, weight: 1 + (i % 2), dailyCap: 100_000 }))
  await rule(6, 'Website', { sources: ['Website'] }, { kind: 'roundRobin', members }, [
    { kind: 'agent', agentId: agents[4] },
  ])
}
