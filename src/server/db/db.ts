/**
 * The one database interface the server uses. Two engines sit behind it with the same SQL:
 * PGlite (embedded PostgreSQL in WASM, the default) and a real PostgreSQL server (DATABASE_URL).
 * Queries use $1-style parameters; int8 and numeric come back as JS numbers on both engines.
 */
/**
 * A row as the database returns it. The code that reads a row types its columns (a mapper to an API shape),
 * so here, in this one place, they are `any`.
 */
// biome-ignore lint/suspicious/noExplicitAny: a row's columns are typed by the code that reads them
export type DbRow = Record<string, any>

export interface Queryable {
  query<T = DbRow>(sql: string, params?: unknown[]): Promise<T[]>
}

export interface Db extends Queryable {
  readonly engine: 'pglite' | 'pg'
  /** Runs fn in one transaction; a thrown error rolls everything back. */
  tx<T>(fn: (q: Queryable) => Promise<T>): Promise<T>
  /** Runs a multi-statement SQL script (migrations). */
  exec(sql: string): Promise<void>
  /**
   * Resolves when the database can take work, without queueing behind it where the engine can tell:
   * PGlite's one connection may be busy with a long query while its thread is alive.
   */
  ping(): Promise<void>
  /**
   * LISTEN on a channel: `receive` gets each NOTIFY payload, in commit order, and `reconnected` is called
   * when a lost listening connection is back (notifications sent meanwhile were missed). Resolves to unlisten.
   */
  listen(channel: string, receive: (payload: string) => void, reconnected?: () => void): Promise<() => Promise<void>>
  close(): Promise<void>
}
