import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import type { MenuEntry } from '../../../commands/menu.ts'
import { hasAccess, SUPER_ADMIN } from '../../../src/domain/permissions.ts'
import { DEMO_ROLES } from '../../../src/domain/roles.ts'

/** What the destination sweeps share: the four demo logins they visit as, who may open what, and axe's findings. */
export const SWEEP_USERS = [
  ['admin@demo.test', SUPER_ADMIN],
  ['manager@demo.test', 'MANAGER'],
  ['agent@demo.test', 'AGENT'],
  ['viewer@demo.test', 'VIEWER'],
] as const

export interface Destination {
  entry: MenuEntry
  /** The settings dropdown's entries: super access only. */
  superOnly: boolean
}

/** Whether a demo role (by code) may open a destination, by the one access rule. */
export function mayOpen(code: string, { entry, superOnly }: Destination): boolean {
  const role = DEMO_ROLES.find((r) => r.code === code)!
  return (
    (!superOnly || code === SUPER_ADMIN) &&
    hasAccess({ role: { code, permissions: role.permissions } }, entry.permission)
  )
}

/** axe's violations on the page as one line each: rule, help and the first nodes. */
export async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze()
  return violations.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')})`,
  )
}
