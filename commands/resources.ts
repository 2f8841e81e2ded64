import { RESOURCES } from '../src/domain/resources/index.ts'
import type { Command } from './types.ts'

/**
 * The palette commands every declared resource adds (src/domain/resources): "Create {label}" behind its
 * add key, with the declaration's shortcut, and "Import {plural}" for those that declare an import. "Go to {plural}" is the menu's (menu.ts, same route), and
 * record search by title comes from the declarations too (src/web/shell/palette/recordSources.ts).
 */
export function resourceCommands(navigate: (to: string) => void): Command[] {
  const imports = RESOURCES.filter((r) => r.import && r.access?.add).map((r) => ({
    id: `import.${r.name}`,
    title: `Import ${r.plural.toLowerCase()}`,
    group: 'Create',
    keywords: [`csv ${r.plural.toLowerCase()}`, `upload ${r.plural.toLowerCase()}`],
    permission: r.access!.add,
    subtitle: `${r.route}/import`,
    run: () => navigate(`${r.route}/import`),
  }))
  return [
    ...imports,
    ...RESOURCES.filter((r) => r.access?.add).map((r) => ({
      id: `create.${r.name}`,
      title: `Create ${r.label.toLowerCase()}`,
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
