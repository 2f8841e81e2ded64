import { leadSettings } from '../../../domain/globals/leadSettings.ts'
import type { GlobalStore } from '../../globals/store.ts'
import { loadLeadSettings } from '../editor/leadSettings.ts'

/** leadSettings (/settings/lead-setting): columns of the asset, read by the SLA engine and the lead form. */
export const leadSettingsStore: GlobalStore = {
  global: leadSettings,
  load: async (q, assetId) => ({ ...(await loadLeadSettings(q, assetId)) }),
  async save(q, assetId, s) {
    await q.query(
      `update assets set initial_sla_minutes = coalesce($2, initial_sla_minutes), pool_sla_minutes = coalesce($3, pool_sla_minutes),
              daily_lead_limit = coalesce($4, daily_lead_limit), hide_pool_customer_names = coalesce($5, hide_pool_customer_names),
              updated_at = now() where id = $1`,
      [
        assetId,
        s.initialSlaMinutes ?? null,
        s.poolSlaMinutes ?? null,
        s.dailyLeadLimit ?? null,
        s.hidePoolCustomerNames ?? null,
      ],
    )
  },
}
