import { useId, useLayoutEffect, type KeyboardEvent } from 'react'
import { registerCommands } from '../../../commands/registry.ts'
import { matchesKey } from '../../../commands/shortcuts.ts'
import type { Command } from '../../../commands/types.ts'

/** A key a control answers itself, as the '?' help lists it and with what it does. */
export interface ControlKey extends Pick<Command, 'id' | 'title' | 'group' | 'disabled'> {
  /** A key spec as on commands ('ctrl+enter,command+enter', 'alt+up,alt+down', 'esc'). */
  shortcut: string
  /** Runs on the key (then the key's default is prevented); answers false to leave the key alone. */
  run: (e: KeyboardEvent) => unknown
}

/**
 * The keys a control answers itself while focus is in it (a form's Ctrl+Enter, a list's Alt+↑/↓), declared
 * once: its handler runs only these, and while it is mounted they are registered as `control` commands
 * (the shortcut binder leaves those alone) so the '?' help lists them. Spread the result on the element:
 * its onKeyDown, and data-keys naming the declared keys (the browser test checks every element that
 * answers keys declares them). With `contain`, no key leaves the element (a dialog over a page).
 */
export function useControlKeys(source: string, keys: ControlKey[], { contain = false } = {}) {
  const instance = useId()
  // What the help shows: re-registered when a key, its title (the language) or its availability changes.
  const shown = keys.map((k) => [k.id, k.shortcut, k.title, k.disabled ?? ''].join('\u0000')).join('\u0001')
  // biome-ignore lint/correctness/useExhaustiveDependencies: `shown` is what the registration depends on
  useLayoutEffect(
    () =>
      registerCommands(
        `${source}${instance}`,
        keys.map(({ run: _, ...k }) => ({ ...k, control: true, hidden: true })),
      ),
    [source, instance, shown],
  )
  return {
    'data-keys': keys.map((k) => k.id).join(' '),
    onKeyDown: (e: KeyboardEvent) => {
      const key = keys.find((k) => matchesKey(k.shortcut, e))
      if (key && !key.disabled && key.run(e) !== false) e.preventDefault()
      // A dialog over a page: none of its keys reach the page's shortcuts, which listen on the document.
      if (contain) e.stopPropagation()
    },
  }
}

/**
 * A field that refuses some typed characters (a phone number's e, +, -, .): not keys it answers, so not
 * listed in the help; marked so the browser test tells it from an undeclared key handler.
 */
export function refuseKeys(keys: readonly string[]) {
  return {
    'data-refused-keys': keys.join(' '),
    onKeyDown: (e: KeyboardEvent) => {
      if (keys.includes(e.key)) e.preventDefault()
    },
  }
}
