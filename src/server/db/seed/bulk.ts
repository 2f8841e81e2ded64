import type { Queryable } from '../db.ts'

/**
 * Column of a bulk insert. `type` is the SQL type of one value; list types ('text[]', 'int[]') travel
 * as '|'-joined text because unnest cannot carry ragged arrays.
 */
export interface Col {
  name: string
  type:
    | 'uuid'
    | 'text'
    | 'int'
    | 'bigint'
    | 'numeric'
    | 'boolean'
    | 'timestamptz'
    | 'date'
    | 'jsonb'
    | 'text[]'
    | 'int[]'
}

export type Row = Record<string, unknown>

/** `insert … select from unnest($1::uuid[], $2::text[], …)`: one statement and one param per column. */
export async function insertRows(q: Queryable, table: string, cols: Col[], rows: Row[], batch = 4000): Promise<void> {
  const params = cols.map((c, i) => {
    const list = c.type.endsWith('[]')
    return {
      cast: `$${i + 1}::${list ? 'text' : c.type}[]`,
      expr: list ? `coalesce(string_to_array(u.${c.name}, '|')::${c.type}, '{}')` : `u.${c.name}`,
    }
  })
  const sql =
    `insert into ${table} (${cols.map((c) => c.name).join(', ')}) ` +
    `select ${params.map((p) => p.expr).join(', ')} ` +
    `from unnest(${params.map((p) => p.cast).join(', ')}) as u(${cols.map((c) => c.name).join(', ')})`
  const encoders = cols.map(encoder)
  for (let i = 0; i < rows.length; i += batch) {
    const end = Math.min(rows.length, i + batch)
    const columns = cols.map(() => new Array(end - i))
    for (let k = i; k < end; k++) {
      const row = rows[k]
      for (let j = 0; j < cols.length; j++) {
        const v = row[cols[j].name]
        columns[j][k - i] = v === undefined || v === null ? null : encoders[j](v)
      }
    }
    await q.query(sql, columns)
  }
}

function encoder(c: Col): (v: unknown) => unknown {
  if (c.type.endsWith('[]')) return (v) => (v as unknown[]).join('|')
  if (c.type === 'jsonb') return (v) => JSON.stringify(v)
  if (c.type === 'timestamptz') return (v) => (v instanceof Date ? v.toISOString() : v)
  return (v) => v
}

/** Shorthand: `cols('id:uuid', 'name:text', …)`. */
export function cols(...specs: string[]): Col[] {
  return specs.map((s) => {
    const [name, type] = s.split(':')
    return { name, type: type as Col['type'] }
  })
}
