import { useMemo } from 'react'
import { useAtomValue } from 'jotai'
import { allCommandsAtom } from '../../../../commands/registry.ts'
import type { Command } from '../../../../commands/types.ts'
import { canAtom } from '../../state/session.ts'
import { commandTitle } from './commandText.ts'

/** The registered commands this user may run (the same rule as the routes, hasAccess), titled in the console's language. */
export function useAllowedCommands(): Command[] {
  const all = useAtomValue(allCommandsAtom)
  const can = useAtomValue(canAtom)
  return useMemo(
    () =>
      all
        .filter((c) => can(c.permission, { strict: c.strict, superOnly: c.superOnly }))
        .map((c) => {
          const title = commandTitle(c)
          return title === c.title ? c : { ...c, title }
        }),
    [all, can],
  )
}
