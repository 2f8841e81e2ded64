/**
 * Statements PostgreSQL parses and plans once per pooled connection (named prepared statements) instead of
 * at every call. Under lead creates planning the create's statements cost more database CPU
 * than running them: the session lookup, the fused reads and the lead's insert planned for about 2 ms of a
 * create's 6. Mark a statement by passing its text through `prepared` where it is sent; PGlite ignores it.
 * Only for texts with a bounded number of variants: every connection keeps each text it ran for its life.
 */
const names = new Map<string, string>()

/** Marks `sql` as a statement to prepare; returns it unchanged. */
export function prepared(sql: string): string {
  if (!names.has(sql)) names.set(sql, `agency_${names.size + 1}`)
  return sql
}

/** The prepared statement's name of a marked text (the same on every connection of the process). */
export function preparedName(sql: string): string | undefined {
  return names.get(sql)
}
