import { useEffect } from 'react'
import { useAtomValue, useSetAtom } from 'jotai'
import { navigate } from 'wouter/use-browser-location'
import { registerCommands } from '../../../commands/registry.ts'
import { menuCommands, shellCommands } from '../../../commands/shell.ts'
import { resourceCommands } from '../../../commands/resources.ts'
import { profileAtom } from '../state/session.ts'
import { paletteOpenAtom, shortcutHelpOpenAtom } from '../state/ui.ts'
import { logout, switchAsset } from './sessionActions.ts'
import { isField } from './useShortcuts.ts'

/** Registers the shell's own commands: menu destinations, create, account, assets and help. */
export function useShellCommands() {
  const profile = useAtomValue(profileAtom)
  const openPalette = useSetAtom(paletteOpenAtom)
  const openHelp = useSetAtom(shortcutHelpOpenAtom)
  const assetKey = profile ? `${profile.activeAsset?._id}|${profile.assets.map((a) => a._id).join(',')}` : ''

  useEffect(() => registerCommands('shell.menu', menuCommands({ navigate: (to) => navigate(to) })), [])
  useEffect(
    () =>
      registerCommands(
        'shell.resources',
        resourceCommands((to) => navigate(to)),
      ),
    [],
  )
  // biome-ignore lint/correctness/useExhaustiveDependencies: the commands depend only on the assets and the active one (assetKey); the setters are stable
  useEffect(() => {
    if (!profile) return registerCommands('shell.actions', [])
    return registerCommands(
      'shell.actions',
      shellCommands(
        {
          navigate: (to) => navigate(to),
          logout: () => void logout(),
          openShortcutHelp: () => {
            openPalette(false)
            openHelp(true)
          },
          openPalette: () => openPalette((o) => !o),
          switchAsset: (a) => void switchAsset(a),
          leaveField: () => {
            const el = document.activeElement
            if (isField(el)) el.blur()
          },
        },
        profile.assets,
        profile.activeAsset?._id ?? null,
      ),
    )
  }, [assetKey])
}
