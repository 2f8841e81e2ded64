import { t } from '../../domain/i18n/index.ts'
import type { Queryable } from '../db/db.ts'
import { conflict } from '../http/errors.ts'
import { guardDuplicates } from './repo.ts'

/**
 * A customer with live leads stays: the trash would hide the customer under their leads (the report, the pool
 * and the lead page read the customer). The row is locked first: a lead's insert checks its customer with a
 * key-share lock, so a lead made meanwhile either waits for this delete or is counted by it.
 */
export async function customerDeleteRules(q: Queryable, assetId: string, id: string) {
  await q.query('select 1 from customers where id = $1::uuid and asset_id = $2::uuid for update', [id, assetId])
  const [lead] = await q.query(
    'select 1 from leads where customer_id = $1::uuid and asset_id = $2::uuid and deleted_at is null limit 1',
    [id, assetId],
  )
  if (lead) throw conflict(t('customers.rules.hasLeads'))
}

/** A customer back from the trash keeps the rule a save keeps: no other live customer of the asset with its phone or e-mail. */
export async function customerRestoreRules(q: Queryable, assetId: string, id: string) {
  const [c] = await q.query<{ phone_number: string | null; email: string | null }>(
    'select phone_number, email from customers where id = $1::uuid and asset_id = $2::uuid',
    [id, assetId],
  )
  if (c) await guardDuplicates(q, assetId, c.phone_number, c.email, id)
}
