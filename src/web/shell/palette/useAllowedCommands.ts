import { useMemo } from 'react'
import { useAtomValue } from 'jotai'
import { allCommandsAtom } from '../../../../commands/registry.ts'
import type { Command } from '../../../../commands/types.ts'
import { canAtom } from '../../state/session.ts'

/** The registered commands this user may run: the same rule as the routes (hasAccess). */
export function useAllowedCommands(): Command[] {
  const all = useAtomValue(allCommandsAtom)
  const can = useAtomValue(canAtom)
  return useMemo(() => all.filter((c) => can(c.permission, { strict: c.strict, superOnly: c.superOnly })), [all, can])
}
