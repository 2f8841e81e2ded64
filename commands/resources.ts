import { currentLanguage, t } from '../src/domain/i18n/index.ts'
import { resourceNames } from '../src/domain/resources/define.ts'
import { RESOURCES } from '../src/domain/resources/index.ts'
import type { Resource } from '../src/domain/resources/types.ts'
import type { Command } from './types.ts'

/**
 * The palette commands every declared resource adds (src/domain/resources): "Create {label}" behind its
 * add key, with the declaration's shortcut, and "Import {plural}" for those that declare an import, titled by the
 * declaration's words in the console's language. "Go to {plural}" is the menu's (menu.ts, same route), and
 * record search by title comes from the declarations too (src/web/shell/palette/recordSources.ts).
 */
export function resourceCommands(
  navigate: (to: string) => void,
  resources: readonly Resource[] = RESOURCES,
): Command[] {
  const names = (r: Resource) => resourceNames(r, currentLanguage())
  const imports = resources
    .filter((r) => r.import && r.access?.add)
    .map((r) => ({
      id: `import.${r.name}`,
      title: `Import ${resourceNames(r, 'en').many}`,
      titleText: () => t('shell.resources.importThings', { things: names(r).many }),
      group: 'Create',
      keywords: [`csv ${r.plural.toLowerCase()}`, `upload ${r.plural.toLowerCase()}`],
      permission: r.access!.add,
      subtitle: `${r.route}/import`,
      run: () => navigate(`${r.route}/import`),
    }))
  return [
    ...imports,
    ...resources
      .filter((r) => r.access?.add)
      .map((r) => ({
        id: `create.${r.name}`,
        title: `Create ${resourceNames(r, 'en').one}`,
        titleText: () => t('shell.resources.createThing', { thing: names(r).one }),
        group: 'Create',
        keywords: [`new ${r.label.toLowerCase()}`, `add ${r.label.toLowerCase()}`, ...(r.palette?.keywords ?? [])],
        shortcut: r.palette?.createShortcut,
        permission: r.access!.add,
        superOnly: r.access?.super,
        subtitle: `${r.route}/create`,
        run: () => navigate(`${r.route}/create`),
      })),
  ]
}
