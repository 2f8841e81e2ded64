import type { Command } from '../../../../commands/types.ts'
import { textOr } from '../../../domain/i18n/index.ts'
import { resourceText } from '../../../domain/i18n/resourceText.ts'

/** A command's title in the console's language: its own words (a menu entry's, a declaration's), else the catalogue's by id, else as registered. */
export function commandTitle(c: Command): string {
  return c.titleText?.() || textOr(`shell.commands.${c.id}`, '') || c.title
}

/** A palette or help group's name in the console's language. */
export const groupLabel = (group: string): string => textOr(`shell.groups.${group}`, resourceText(group))
