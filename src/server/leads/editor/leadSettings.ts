import { NO_SLA_CUSTOMER_TYPES } from '../../../domain/leads/constants.ts'
import type { Queryable } from '../../db/db.ts'

/** An asset's lead settings (columns of assets): SLA durations in minutes and the daily lead limit per agent. */
export interface LeadSettings {
  initialSlaMinutes: number
  poolSlaMinutes: number
  dailyLeadLimit: number
  hidePoolCustomerNames: boolean
}

export async function loadLeadSettings(q: Queryable, assetId: string): Promise<LeadSettings> {
  const [r] = await q.query<LeadSettings>(
    `select initial_sla_minutes as "initialSlaMinutes", pool_sla_minutes as "poolSlaMinutes", daily_lead_limit as "dailyLeadLimit",
            hide_pool_customer_names as "hidePoolCustomerNames"
       from assets where id = $1`,
    [assetId],
  )
  return r
}

export interface SlaDates {
  initialSlaEndDate: Date | null
  freePoolSlaEndDate: Date | null
}

/**
 * SLA dates from the settings: the agent has the initial period, then the pool has its own. Sending to
 * the pool starts the pool period now. External Agent and Spam customers get none.
 */
export function autoSlaDates(
  s: LeadSettings,
  o: { sendToPool?: boolean; customerType?: string | null },
  now = new Date(),
): SlaDates {
  if (o.customerType && NO_SLA_CUSTOMER_TYPES.includes(o.customerType))
    return { initialSlaEndDate: null, freePoolSlaEndDate: null }
  const min = 60_000
  const initial = o.sendToPool ? now : new Date(now.getTime() + s.initialSlaMinutes * min)
  return { initialSlaEndDate: initial, freePoolSlaEndDate: new Date(initial.getTime() + s.poolSlaMinutes * min) }
}
