import type { AuditEntry } from '../../domain/audit.ts'
import { RESOURCES } from '../../domain/resources/index.ts'

/** Pages of record types the registry does not declare. */
const PAGES: Record<string, (id: string) => string> = {
  leads: (id) => `/reports/leads/${id}`,
  customers: (id) => `/customers/${id}`,
  users: (id) => `/admin/users/${id}`,
}

/** The console page of a logged record, when it has one and still exists (a record deleted for good has none). */
export function recordLink(e: Pick<AuditEntry, 'resource' | 'recordType' | 'recordId' | 'action'>): string | null {
  if (e.action === 'destroy') return null
  const declared = RESOURCES.find((r) => r.name === e.resource)
  if (declared) return `${declared.route}/${e.recordId}`
  return PAGES[e.recordType]?.(e.recordId) ?? null
}
