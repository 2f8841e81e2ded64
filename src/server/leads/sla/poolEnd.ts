import type { Queryable } from '../../db/db.ts'

/** A lead whose free-pool period ended unclaimed, as the scheduler hands it to a pool-end hook. */
export interface PoolEndLead {
  id: string
  assetId: string
  leadNumber: number
  /** leads.pool_fallback: what the writer that put the lead in the pool asked for ({kind, …}). */
  fallback: { kind: string } & Record<string, unknown>
  memberIds: string[] | null
  /** The agent who lost the lead to the pool, if any. */
  previousAgentId: string | null
}

/**
 * Decides a lead at its pool end, in the scheduler's transaction with the lead's row locked (still in the
 * pool). It writes the lead's next state itself (an agent with a new initial period; or the pool again with
 * other members and a new free_pool_sla_end_date, clearing or replacing pool_fallback) and answers true;
 * false: the engine escalates the lead to the manager as if no fallback was set.
 */
export type PoolEndHook = (tx: Queryable, lead: PoolEndLead, now: Date) => Promise<boolean>

const hooks = new Map<string, PoolEndHook>()

/** Registers the hook for leads whose pool_fallback has this kind (e.g. ROUTING's first-to-claim fallback). */
export function onPoolEnd(kind: string, hook: PoolEndHook): void {
  hooks.set(kind, hook)
}

export function poolEndHook(kind: unknown): PoolEndHook | undefined {
  return typeof kind === 'string' ? hooks.get(kind) : undefined
}
