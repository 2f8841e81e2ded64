import { ADMIN_MENU, MENU, flattenMenu, menuLabel } from '../../../../commands/menu.ts'
import type { Command } from '../../../../commands/types.ts'
import { currentLanguage, t, textOr } from '../../../domain/i18n/index.ts'
import { resourceText } from '../../../domain/i18n/resourceText.ts'

/** Navigation commands' titles by id, from the menu's labels in the console's language ('CRM › Leads'). */
function navTitle(id: string): string | undefined {
  const key = id.slice('nav.'.length)
  const found = flattenMenu(MENU).find((x) => x.entry.key === key)
  if (found) return [...found.parents, found.entry].map(menuLabel).join(' › ')
  const admin = ADMIN_MENU.find((e) => e.key === key)
  return admin && `${t('shell.adminPrefix')} › ${menuLabel(admin)}`
}

/** A declared resource's create command ('create.listings'), named in the console's language when the catalogue has the resource. */
function resourceTitle(id: string): string | undefined {
  const [verb, name] = id.split('.')
  if ((verb !== 'create' && verb !== 'import') || !name || !textOr(`shell.resources.label.${name}`, ''))
    return undefined
  // English keeps the registered title ('Import listings'); other languages name the records by the resource
  if (verb === 'import' && currentLanguage() === 'en') return undefined
  return t(verb === 'create' ? 'shell.resources.createThing' : 'shell.resources.importThings', {
    thing: textOr(`shell.resources.label.${name}`, name),
  })
}

/** A command's title in the console's language: the catalogue's by id, else as registered (issue 20). */
export function commandTitle(c: Command): string {
  return (
    (c.id.startsWith('nav.') && navTitle(c.id)) ||
    textOr(`shell.commands.${c.id}`, '') ||
    resourceTitle(c.id) ||
    c.title
  )
}

/** A palette or help group's name in the console's language. */
export const groupLabel = (group: string): string => textOr(`shell.groups.${group}`, resourceText(group))
