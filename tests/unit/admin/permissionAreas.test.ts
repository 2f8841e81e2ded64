import { describe, expect, it } from 'vitest'
import { roleSchema } from '../../../src/domain/admin/roles.ts'
import { grantableKeys, permissionMatrix } from '../../../src/domain/permissionAreas.ts'
import { P } from '../../../src/domain/permissions.ts'

describe('the role matrix (/admin/user-roles)', () => {
  it('shows every key the product knows exactly once, each with a name', () => {
    const rows = permissionMatrix().flatMap((a) => a.keys)
    expect(rows.map((r) => r.key).sort()).toEqual([...new Set(Object.values(P))].sort())
    for (const r of rows) expect(r.label.trim()).not.toBe('')
  })

  it("names the menu keys as spec 2 §6 names their entries, and a key no area lists under 'Other'", () => {
    const label = (key: string) =>
      permissionMatrix()
        .flatMap((a) => a.keys)
        .find((r) => r.key === key)?.label
    expect([
      label(P.LEADS_REPORT_VIEW),
      label(P.BETTER_AGENT_REPORT_VIEW),
      label(P.PRICING_TABLES_VIEW),
      label(P.STORAGES_VIEW),
    ]).toEqual(['Leads', 'Brokers', 'Data Tables', 'Media'])
    const other = permissionMatrix([...Object.values(P), 'LEAD_TELEPORT']).at(-1)!
    expect(other.area).toBe('Other')
    expect(other.keys).toContainEqual({ key: 'LEAD_TELEPORT', label: 'Lead teleport' })
  })

  it('a role may hold only the matrix keys', () => {
    expect(grantableKeys()).toContain(P.USER_ADD)
    expect(roleSchema.safeParse({ name: 'X', permissions: [P.LEADS_REPORT_VIEW], leadScope: 'team' }).success).toBe(
      true,
    )
    expect(roleSchema.safeParse({ name: 'X', permissions: ['SUPER_ADMIN'], leadScope: 'team' }).success).toBe(false)
  })
})
