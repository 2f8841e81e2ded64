import { useLayoutEffect } from 'react'
import { atom, getDefaultStore } from 'jotai'
import type { Command } from './types.ts'

/**
 * Contributed commands by source. Static commands (menu, create, account) register once at start;
 * pages contribute contextual ones while mounted with useRegisterCommands.
 */
export const commandSourcesAtom = atom<Record<string, Command[]>>({})
export const allCommandsAtom = atom((get) => Object.values(get(commandSourcesAtom)).flat())

const store = getDefaultStore()

export function registerCommands(source: string, commands: Command[]) {
  store.set(commandSourcesAtom, (prev) => ({ ...prev, [source]: commands }))
  return () =>
    store.set(commandSourcesAtom, (prev) => {
      const next = { ...prev }
      delete next[source]
      return next
    })
}

/**
 * Contributes commands while the calling component is mounted (pass a stable source id). `deps` are the
 * values the commands close over: the source re-registers when one changes. A layout effect, so the new
 * commands are bound before the next key press: a key right after 'j' must act on the row 'j' focused.
 */
export function useRegisterCommands(source: string, commands: Command[], deps: unknown[]) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller's deps say when its commands change (a new array each render)
  useLayoutEffect(() => registerCommands(source, commands), [source, ...deps])
}
