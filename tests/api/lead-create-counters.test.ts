import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from './helpers/testApp.ts'
import { leadEditorFixtures, listingLeadBody, type AssetFixture } from './helpers/leadEditorFixtures.ts'

// Every create of the same kind (month, status, stage, source, market, agent …) updated the same
// rows of the report's counter tables, so a create waited for the one before it to commit (most of a
// create's time under 10 clients). PGlite runs one transaction at a time, so only PostgreSQL can show it.
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'lead creates and the report counters (PostgreSQL: needs TEST_DATABASE_URL)',
  () => {
    let t: TestApp
    let a: AssetFixture
    let manager: string
    let other: pg.Client
    beforeAll(async () => {
      t = await startTestApp()
      ;({ a } = await leadEditorFixtures(t.db))
      manager = await t.login('manager@demo.test')
      other = new pg.Client({ connectionString: t.databaseUrl })
      await other.connect()
    })
    afterAll(async () => {
      await other?.end()
      await t?.close()
    })

    it('a create does not wait for another transaction writing a lead of the same kind, and the counters stay exact', async () => {
      const body = listingLeadBody(a, { isManualAssignment: true, agent: a.agentA })
      const first = await t.request('POST', '/api/properties/leads', { token: manager, body })
      expect(first.status).toBe(201)
      // Another writer's uncommitted copy of that lead: the same counter keys in every counter table.
      await other.query('begin')
      const [{ cols }] = (
        await other.query<{ cols: string }>(
          `select string_agg(quote_ident(column_name), ', ' order by ordinal_position) as cols from information_schema.columns
          where table_schema = current_schema() and table_name = 'leads' and is_generated = 'NEVER'`,
        )
      ).rows
      await other.query(
        `insert into leads (${cols}) select ${cols} from jsonb_populate_record(null::leads,
         (select to_jsonb(l) || jsonb_build_object('id', gen_random_uuid(), 'lead_id', l.lead_id + 5000000) from leads l where id = $1))`,
        [first.body.data._id],
      )
      const [{ pid }] = (await other.query<{ pid: number }>('select pg_backend_pid() as pid')).rows
      const second = t.request('POST', '/api/properties/leads', {
        token: manager,
        body: { ...body, remarks: 'second' },
      })
      // Until the create answers: whether any statement waits for a lock the other writer holds.
      const blocked = async () =>
        (
          await t.db.query<{ n: number }>(
            `select count(*)::int as n from pg_stat_activity where $1 = any(pg_blocking_pids(pid))`,
            [pid],
          )
        )[0].n > 0
      let outcome: 'answered' | 'waited' | undefined
      const answered = second.then(() => 'answered' as const)
      while (!outcome)
        outcome = await Promise.race([answered, blocked().then((b) => (b ? ('waited' as const) : undefined))])
      await other.query('commit')
      expect(outcome).toBe('answered')
      expect((await second).status).toBe(201)

      // Each counter table's total per key (the sum of its slots) equals a recount of the asset's leads.
      const tables: Array<[string, string, string]> = [
        [
          'lead_report_counts',
          'agent_id, status, stage, contact_type, source, market',
          'agent_id, status, stage, contact_type, source, lead_report_market(project_id, listing_id)',
        ],
        [
          'lead_report_sla_counts',
          'sla_stage, agent_id, status, stage, source, market',
          'sla_settled_stage, agent_id, status, stage, source, lead_report_market(project_id, listing_id)',
        ],
        [
          'lead_report_day_counts',
          'day, sla_stage, status, agent_id',
          'lead_report_day(data_source_created_at), sla_settled_stage, status, agent_id',
        ],
        [
          'lead_report_month_counts',
          'month, sla_stage, status, stage, market, contact_type, source, input_source',
          'lead_report_month(data_source_created_at), sla_settled_stage, status, stage, lead_report_market(project_id, listing_id), contact_type, source, input_source',
        ],
        ['lead_report_status_counts', 'agent_id, sla_stage, status', 'agent_id, sla_settled_stage, status'],
      ]
      for (const [table, keys, exprs] of tables) {
        const by = keys
          .split(',')
          .map((_, i) => i + 1)
          .join(', ')
        const kept = `select ${keys}, sum(n)::int from ${table} where asset_id = $1 group by ${by} having sum(n) <> 0`
        const settled = table === 'lead_report_sla_counts' ? " and sla_settled_stage <> '-'" : ''
        const recount = `select ${exprs}, count(*)::int from leads where asset_id = $1 and parent_id is null and deleted_at is null${settled} group by ${by}`
        const rows = await t.db.query(
          `((${kept}) except all (${recount})) union all ((${recount}) except all (${kept}))`,
          [a.assetId],
        )
        expect(rows, table).toEqual([])
      }
    })
  },
)
