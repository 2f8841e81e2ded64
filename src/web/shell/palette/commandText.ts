import { ADMIN_MENU, MENU, flattenMenu, menuLabel } from '../../../../commands/menu.ts'
import type { Command } from '../../../../commands/types.ts'
import { t, textOr } from '../../../domain/i18n/index.ts'

/** Navigation commands' titles by id, from the menu's labels in the console's language ('CRM › Leads'). */
function navTitle(id: string): string | undefined {
  const key = id.slice('nav.'.length)
  const found = flattenMenu(MENU).find((x) => x.entry.key === key)
  if (found) return [...found.parents, found.entry].map(menuLabel).join(' › ')
  const admin = ADMIN_MENU.find((e) => e.key === key)
  return admin && `${t('shell.adminPrefix')} › ${menuLabel(admin)}`
}

/** A command's title in the console's language: the catalogue's by id, else as registered (issue 20). */
export function commandTitle(c: Command): string {
  return (c.id.startsWith('nav.') && navTitle(c.id)) || textOr(`shell.commands.${c.id}`, c.title)
}

/** A palette or help group's name in the console's language. */
export const groupLabel = (group: string): string => textOr(`shell.groups.${group}`, group)
