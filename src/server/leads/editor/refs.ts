import type { LeadFormValues } from '../../../domain/leads/leadForm.ts'
import { apiFieldName } from '../../../domain/leads/leadApi.ts'
import type { Queryable } from '../../db/db.ts'
import { badRequest, type FieldError } from '../../http/errors.ts'

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
  agentOffice: string | null
}

/**
 * Checks every referenced record exists, is not deleted and belongs to the asset; another asset's record
 * answers 400 naming the field exactly as a missing one does (no existence leak across assets).
 */
export async function checkRefs(q: Queryable, assetId: string, v: LeadFormValues): Promise<ResolvedRefs> {
  const errors: FieldError[] = []
  let customerType: string | null = null
  let agentOffice: string | null = null
  for (const r of REFS) {
    const id = v[r.field] as string | null
    if (!id) continue
    const extra = r.table === 'customers' ? ', type' : r.table === 'team_members' ? ', office_name' : ''
    const [row] = await q.query(`select id${extra} from ${r.table} where id = $1 and asset_id = $2 and deleted_at is null`, [id, assetId])
    if (!row) errors.push({ path: apiFieldName(r.field), message: `${r.label} does not exist.` })
    else if (r.field === 'customer') customerType = row.type
    else if (r.field === 'agent') agentOffice = row.office_name ?? null
  }
  if (errors.length) throw badRequest(errors.map((e) => e.message).join(' '), errors)
  return { customerType, agentOffice }
}
