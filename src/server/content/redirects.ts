import type { Queryable } from '../db/db.ts'
import { badRequest } from '../http/errors.ts'
import { t } from '../../domain/i18n/index.ts'

const refuse = (path: string, message: string) => badRequest(message, [{ path, message }])

/**
 * A custom URL (redirect) written, in its transaction: its source may be no other live redirect's, and
 * following targets from its target through the asset's live redirects must never come back to its
 * source (a loop sends browsers round until they give up). One transaction lock per asset, so two saves
 * that close a loop between them cannot both pass; the unique index on (asset_id, source) backs the first rule.
 */
export async function redirectRules(q: Queryable, values: Record<string, unknown>, assetId: string, id?: string) {
  if (values.source === undefined && values.target === undefined) return
  await q.query(`select pg_advisory_xact_lock(hashtext($1))`, [`redirects:${assetId}`])
  let { source, target } = values as { source?: string; target?: string }
  if ((source === undefined || target === undefined) && id) {
    const [row] = await q.query<{ source: string; target: string }>(
      `select source, target from seo_custom_urls where id = $1::uuid and asset_id = $2::uuid`,
      [id, assetId],
    )
    source ??= row?.source
    target ??= row?.target
  }
  if (!source || !target) return
  if (source === target) throw refuse('target', t('errors.content.redirectSelf', { source }))
  const [taken] = await q.query<{ target: string; title: string }>(
    `select target, title from seo_custom_urls where asset_id = $1::uuid and deleted_at is null and source = $2 and ($3::uuid is null or id <> $3::uuid) limit 1`,
    [assetId, source, id ?? null],
  )
  if (taken)
    throw refuse('source', t('errors.content.redirectTaken', { source, target: taken.target, title: taken.title }))
  // the chain from the new target through the other live redirects (at most 100 steps)
  const [loop] = await q.query<{ trail: string[] }>(
    `with recursive chain(path, trail) as (
       select $3::text, array[$3::text]
       union all
       select u.target, c.trail || u.target from chain c
       join seo_custom_urls u on u.asset_id = $1::uuid and u.deleted_at is null and u.source = c.path and ($2::uuid is null or u.id <> $2::uuid)
       where cardinality(c.trail) < 100 and c.path <> $4
     )
     select trail from chain where path = $4 limit 1`,
    [assetId, id ?? null, target, source],
  )
  if (loop) throw refuse('target', t('errors.content.redirectLoop', { trail: [source, ...loop.trail].join(' → ') }))
}

/** A redirect restored from the trash: the rules of a save of its source and target, in the restore's transaction. */
export async function redirectRestoreRules(q: Queryable, assetId: string, id: string) {
  const [row] = await q.query<{ source: string; target: string }>(
    `select source, target from seo_custom_urls where id = $1::uuid and asset_id = $2::uuid`,
    [id, assetId],
  )
  if (row) await redirectRules(q, row, assetId, id)
}
