import { Box, Building2, Contact, HardHat, House, ListChecks, Network, UsersRound, type LucideIcon } from 'lucide-react'

/**
 * The lucide-react icons declarations name (Resource.icon), imported one by one so the bundle carries
 * only these; a name not listed shows a box (tests/unit/resources/declarations.test.ts lists none missing).
 */
export const RESOURCE_ICONS: Record<string, LucideIcon> = { Building2, Contact, HardHat, House, ListChecks, Network, UsersRound }

export const resourceIcon = (name: string): LucideIcon => RESOURCE_ICONS[name] ?? Box
