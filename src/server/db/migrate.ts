import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Db } from './db.ts'
import { COMMENTS_REWRITTEN } from './migrationsRewritten.ts'

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations')

/** The advisory lock every process migrates under (any number: the same in every process is all it takes). */
const MIGRATION_LOCK = 5_061_990_118

/**
 * Applies the checked-in SQL files of ./migrations in name order, each once, each in a transaction, and
 * records each file's checksum. A file changed after it was applied stops the start with a sentence naming
 * it: the database holds what the old text did, and running the new one would not make it match. The checksum
 * is of what runs: a whole-line comment may be reworded without stopping anyone.
 * Two processes starting together on one PostgreSQL take turns on an advisory lock: the second finds the
 * files applied. `whileLocked` runs before the lock is released (the start seeds an empty database there,
 * so the second process never seeds it again). Returns the files applied now.
 */
export async function migrate(db: Db, whileLocked?: (applied: string[]) => Promise<void>): Promise<string[]> {
  return withMigrationLock(db, async () => {
    const applied = await applyMigrations(db)
    await whileLocked?.(applied)
    return applied
  })
}

/**
 * PostgreSQL: a transaction on a connection of its own holds the lock while fn works on the others, and
 * ends (releasing it) with fn, or with the process. PGlite has one connection in one process (its data
 * folder cannot be opened twice), and a transaction would hold that connection from fn: no lock there.
 */
function withMigrationLock<T>(db: Db, fn: () => Promise<T>): Promise<T> {
  if (db.engine === 'pglite') return fn()
  return db.tx(async (q) => {
    await q.query(`select pg_advisory_xact_lock(${MIGRATION_LOCK})`)
    return fn()
  })
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')
/** The checksum of a migration's statements: its text without whole-line comments and trailing blanks. */
export const migrationChecksum = (sql: string) =>
  sha256(
    sql
      .split('\n')
      .filter((line) => !line.trimStart().startsWith('--'))
      .map((line) => line.trimEnd())
      .join('\n')
      .trim(),
  )
/** A checksum recorded before checksums left comments out: of the file's whole text, now or before its comments were rewritten. */
const earlierChecksum = (file: string, sql: string, recorded: string) =>
  recorded === sha256(sql) || recorded === COMMENTS_REWRITTEN[file]

async function applyMigrations(db: Db): Promise<string[]> {
  await db.exec(
    `create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now());
     alter table schema_migrations add column if not exists checksum text`,
  )
  const done = new Map(
    (await db.query<{ name: string; checksum: string | null }>('select name, checksum from schema_migrations')).map(
      (r) => [r.name, r.checksum],
    ),
  )
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()
  const applied: string[] = []
  for (const file of files) {
    const sql = fs.readFileSync(path.join(dir, file), 'utf8')
    const sum = migrationChecksum(sql)
    if (done.has(file)) {
      const recorded = done.get(file)
      // applied before checksums were recorded (the file as it is now is taken as the one that ran), or recorded
      // over the whole text: the checksum of what runs from now on
      if (recorded == null || (recorded !== sum && earlierChecksum(file, sql, recorded)))
        await db.query('update schema_migrations set checksum = $1 where name = $2', [sum, file])
      else if (recorded !== sum)
        throw new Error(
          `The migration ${file} was changed after it was applied to this database: restore the file as it was ` +
            'and put the change in a new migration file.',
        )
      continue
    }
    const quote = (s: string) => `'${s.replace(/'/g, "''")}'`
    await db.exec(
      `begin;\n${sql}\n;insert into schema_migrations(name, checksum) values (${quote(file)}, ${quote(sum)});\ncommit;`,
    )
    applied.push(file)
  }
  return applied
}
