import type { LucideIcon } from 'lucide-react'
import { currentLanguage } from '../src/domain/i18n/index.ts'
import { menuWords } from '../src/domain/resources/define.ts'
import { RESOURCES } from '../src/domain/resources/index.ts'
import type { Resource } from '../src/domain/resources/types.ts'
import { MENU_GROUPS, type MenuPlace, type Words } from '../src/domain/sections.ts'
import { resourceIcon } from '../src/web/resources/icons.ts'
import { SCREENS, type Screen } from '../src/web/routes.tsx'

/**
 * The menu (spec 2 §2, keys from §6), derived from the sections: each declared resource and each hand-written
 * screen (SCREENS in src/web/routes.tsx) says its entry (src/domain/sections.ts: key, group, order, words), and
 * the groups are MENU_GROUPS. It feeds the sidebar, the settings dropdown, the palette's navigation commands and
 * the route guards' keys: a new section is placed by its own declaration, not by a line here.
 */
export interface MenuEntry {
  /** Stable id, also the palette command id suffix. */
  key: string
  /** Its name in each language (menuLabel: in the console's). */
  label: Words
  /** Absent on a group whose children carry the routes. */
  route?: string
  /** At the sidebar's top level only (a group's children show none; the palette gives them the group's). */
  icon?: LucideIcon
  /** Any of these keys grants access (hasAccess); absent = login only. */
  permission?: readonly string[]
  /** Extra palette search words. */
  keywords?: readonly string[]
  children?: MenuEntry[]
}

/** A section's entry and its place. */
interface Placed {
  place: MenuPlace
  entry: MenuEntry
}

const placed = (
  place: MenuPlace,
  route: string,
  label: Words,
  icon: string | undefined,
  permission = place.permission,
) => ({
  place,
  entry: {
    key: place.key,
    label: place.label ?? label,
    route,
    icon: icon && !place.group ? resourceIcon(icon) : undefined,
    permission,
    keywords: place.keywords,
  },
})

const resourcePlaced = (r: Resource): Placed =>
  placed(r.menu, r.route, menuWords(r), r.icon, r.menu.permission ?? r.access?.view)
const screenPlaced = (s: Screen): Placed => placed(s.menu, s.route, s.label, s.icon)

const byOrder = (a: { order: number }, b: { order: number }) => a.order - b.order

/**
 * The sidebar (top-level entries and groups by order, each group's entries by order; a group without entries is
 * left out) and the settings dropdown (group 'admin'), from the resources and screens given.
 */
export function buildMenu(
  resources: readonly Resource[],
  screens: readonly Screen[],
): { menu: MenuEntry[]; admin: MenuEntry[] } {
  const all = [...screens.map(screenPlaced), ...resources.map(resourcePlaced)]
  const inGroup = (group: string) =>
    all
      .filter((p) => p.place.group === group)
      .map((p) => ({ order: p.place.order, entry: p.entry }))
      .sort(byOrder)
      .map((x) => x.entry)
  const groups = Object.entries(MENU_GROUPS).map(([key, g]) => ({
    order: g.order,
    entry: { key, label: g.label, icon: resourceIcon(g.icon), children: inGroup(key) },
  }))
  const top = all.filter((p) => !p.place.group).map((p) => ({ order: p.place.order, entry: p.entry }))
  return {
    menu: [...top, ...groups.filter((g) => g.entry.children.length)].sort(byOrder).map((x) => x.entry),
    admin: inGroup('admin'),
  }
}

const built = buildMenu(RESOURCES, SCREENS)
export const MENU: MenuEntry[] = built.menu
/** The header's settings dropdown (super access only, spec 2 §2), each entry behind its key. */
export const ADMIN_MENU: MenuEntry[] = built.admin

/** An entry's label in the console's language. */
export const menuLabel = (entry: MenuEntry): string => entry.label[currentLanguage()]

/** Every destination with a route (leaves and routed groups), parents first. */
export function flattenMenu(
  entries: MenuEntry[],
  parents: MenuEntry[] = [],
): { entry: MenuEntry; parents: MenuEntry[] }[] {
  return entries.flatMap((entry) => [
    ...(entry.route ? [{ entry, parents }] : []),
    ...(entry.children ? flattenMenu(entry.children, [...parents, entry]) : []),
  ])
}

/**
 * Entries the user may open, with groups kept only when a child survives. `can` is the access rule
 * applied to an entry's keys (hasAccess with the profile).
 */
export function visibleMenu(entries: MenuEntry[], can: (permission?: readonly string[]) => boolean): MenuEntry[] {
  return entries.flatMap((entry) => {
    if (entry.children) {
      const children = visibleMenu(entry.children, can)
      return children.length ? [{ ...entry, children }] : []
    }
    return can(entry.permission) ? [entry] : []
  })
}

/** The sidebar search: an entry matches by its name, a group keeps the children that match (or all when it matches). */
export function filterMenu(entries: MenuEntry[], text: string): MenuEntry[] {
  const q = text.trim().toLowerCase()
  if (!q) return entries
  return entries.flatMap((entry) => {
    if (menuLabel(entry).toLowerCase().includes(q) || entry.label.en.toLowerCase().includes(q)) return [entry]
    const children = entry.children ? filterMenu(entry.children, q) : []
    return children.length ? [{ ...entry, children }] : []
  })
}
