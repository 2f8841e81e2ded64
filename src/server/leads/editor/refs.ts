import type { LeadFormValues } from '../../../domain/leads/leadForm.ts'
import { apiFieldName } from '../../../domain/leads/leadApi.ts'
import type { Queryable } from '../../db/db.ts'
import { badRequest, type FieldError } from '../../http/errors.ts'
import { t } from '../../../domain/i18n/index.ts'
import type { en } from '../../../domain/i18n/en/index.ts'

/** The references a lead body may carry and where each must exist (always in the caller's asset). */
const REFS: Array<{ field: keyof LeadFormValues; table: string; label: string }> = [
  { field: 'customer', table: 'customers', label: 'Customer' },
  { field: 'listing', table: 'listings', label: 'Listing' },
  { field: 'campaignName', table: 'projects', label: 'Project' },
  { field: 'agent', table: 'team_members', label: 'Agent' },
  { field: 'referredBy', table: 'team_members', label: 'Referred By' },
  { field: 'parentId', table: 'leads', label: 'Parent lead' },
]

export interface ResolvedRefs {
  customerType: string | null
}

/**
 * Checks every referenced record exists, is not deleted and belongs to the asset; another asset's record
 * answers 400 naming the field exactly as a missing one does (no existence leak across assets).
 */
export async function checkRefs(q: Queryable, assetId: string, v: LeadFormValues): Promise<ResolvedRefs> {
  // One round trip: a row per reference found in the asset (null ids match nothing).
  const params: unknown[] = [assetId]
  const parts = REFS.map((r) => {
    params.push(v[r.field] ?? null)
    const extra = r.table === 'customers' ? 'type' : r.table === 'leads' ? 'parent_id' : 'null'
    return `select '${r.field}' as field, ${extra}::text as extra from ${r.table} where id = $${params.length}::uuid and asset_id = $1 and deleted_at is null`
  })
  const found = new Map(
    (await q.query<{ field: string; extra: string | null }>(parts.join(' union all '), params)).map((r) => [
      r.field,
      r.extra,
    ]),
  )
  const errors: FieldError[] = REFS.filter((r) => v[r.field] && !found.has(r.field)).map((r) => ({
    path: apiFieldName(r.field),
    message: t(`errors.missing.${r.field as keyof typeof en.errors.missing}`),
  }))
  // Merges are one level deep: a parent must itself be a root lead.
  if (found.get('parentId')) errors.push({ path: 'parentId', message: t('errors.leads.parentIsChild') })
  if (errors.length) throw badRequest(errors.map((e) => e.message).join(' '), errors)
  return { customerType: found.get('customer') ?? null }
}
