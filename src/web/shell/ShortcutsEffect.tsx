import { useAllowedCommands } from './palette/useAllowedCommands.ts'
import { useShortcuts } from './useShortcuts.ts'

/**
 * Binds the permitted commands' shortcuts. A leaf of its own: commands change with every row a page
 * focuses, and only this component (not the whole app) should re-render for that.
 */
export function ShortcutsEffect() {
  useShortcuts(useAllowedCommands())
  return null
}
