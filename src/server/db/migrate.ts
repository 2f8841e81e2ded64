import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Db } from './db.ts'

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations')

/**
 * Applies the checked-in SQL files of ./migrations in name order, each once, each in a transaction.
 * File names start with a number; the same files run on PGlite and PostgreSQL.
 */
export async function migrate(db: Db): Promise<string[]> {
  await db.exec(
    `create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())`,
  )
  const done = new Set((await db.query<{ name: string }>('select name from schema_migrations')).map((r) => r.name))
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()
  const applied: string[] = []
  for (const file of files) {
    if (done.has(file)) continue
    const sql = fs.readFileSync(path.join(dir, file), 'utf8')
    await db.exec(
      `begin;\n${sql}\n;insert into schema_migrations(name) values ('${file.replace(/'/g, "''")}');\ncommit;`,
    )
    applied.push(file)
  }
  return applied
}
