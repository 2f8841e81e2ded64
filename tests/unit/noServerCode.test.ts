import { expect, it } from 'vitest'
import { ar } from '../../src/domain/i18n/ar/index.ts'
import { en } from '../../src/domain/i18n/en/index.ts'
import { firstResponseSql, responseBucketCaseSql } from '../../src/domain/leads/responseTime.ts'
import { slaStageCaseSql } from '../../src/domain/leads/sla.ts'
import { resourceDefs } from '../../src/server/resources/registry.ts'
import { sqlIn } from '../noServerCode.ts'

/**
 * The web build's check (tests/noServerCode.ts, a plugin of vite.config.ts) fails the build when SQL text
 * reaches the bundle. It must know SQL when it sees it, and not mistake the console's texts for it.
 */
it('recognises the SQL of every computed field, were it back in a declaration the console imports', () => {
  const computed = Object.values(resourceDefs).flatMap((d) =>
    Object.entries(d.fields).flatMap(([name, f]) => (f.sql ? [[`${d.name}.${name}`, f.sql] as const] : [])),
  )
  expect(computed.length).toBeGreaterThan(10)
  for (const [field, sql] of computed) expect(sqlIn(`x={sql:\`${sql}\`}`), field).not.toEqual([])
})

it('recognises the SQL helpers the domain shares with the server, were the console to call one', () => {
  for (const sql of [firstResponseSql(), responseBucketCaseSql('m'), slaStageCaseSql()])
    expect(sqlIn(sql), sql).not.toEqual([])
})

it('takes none of the console texts, English or Arabic, for SQL', () => {
  expect(sqlIn(JSON.stringify(en))).toEqual([])
  expect(sqlIn(JSON.stringify(ar))).toEqual([])
})
