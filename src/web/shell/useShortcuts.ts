import { useLayoutEffect, useRef } from 'react'
import hotkeys from 'hotkeys-js'
import { SequenceMatcher, alternatives, commandFor, isSequence } from '../../../commands/shortcuts.ts'
import type { Command } from '../../../commands/types.ts'

/** True for a control that takes typed keys: shortcuts in it stay quiet unless the command says inInputs. */
export function isField(t: Element | null): t is HTMLElement {
  if (!(t instanceof HTMLElement)) return false
  if (t.isContentEditable) return true
  if (t.tagName === 'TEXTAREA' || t.tagName === 'SELECT') return true
  if (t.tagName === 'INPUT')
    return !['checkbox', 'radio', 'button', 'submit', 'reset', 'file', 'range', 'color'].includes(
      (t as HTMLInputElement).type,
    )
  return t.getAttribute('role') === 'combobox'
}
const typing = (e: KeyboardEvent) => isField(e.target as Element | null)

/** A modal (palette, help, a page's dialog) or a menu is open: it owns the plain keys (Esc, arrows, Enter, letters). */
const overlayOpen = () =>
  !!document.querySelector(
    '[role="dialog"][aria-modal="true"], [role="alertdialog"], [cmdk-dialog], [role="menu"], [role="listbox"]',
  )

/** Enter and Space on a focused control activate that control, not a page's shortcut. */
function activatesControl(e: KeyboardEvent): boolean {
  if (e.key !== 'Enter' && e.key !== ' ') return false
  const t = e.target as HTMLElement | null
  return !!t?.closest(
    'button, a[href], summary, [role="button"], [role="link"], [role="menuitem"], [role="option"], [role="tab"], [role="checkbox"], [role="switch"]',
  )
}

const withModifier = (e: KeyboardEvent) => e.ctrlKey || e.metaKey || e.altKey

/** The key specs the binder listens for: a control's own keys (useControlKeys) are the control's. */
const bindable = (commands: Command[]) => commands.flatMap((c) => (c.control ? [] : alternatives(c.shortcut)))

declare global {
  interface Window {
    activeShortcuts?: () => { key: string; id: string }[]
  }
}

/**
 * Binds the shortcuts of the permitted commands with hotkeys-js: combinations ('ctrl+k', 'esc')
 * directly, sequences and single keys ('g l', '?') through a sequence matcher on hotkeys' key events.
 */
export function useShortcuts(commands: Command[]) {
  const latest = useRef(commands)
  latest.current = commands

  const combos = [...new Set(bindable(commands).filter((a) => !isSequence(a)))].sort().join(',')

  // Bound in a layout effect, like the registrations: a key pressed right after a page's change finds its commands.
  useLayoutEffect(() => {
    hotkeys.filter = () => true // our own `typing` check decides, per command
    const fire = (alt: string, e: KeyboardEvent) => {
      // A control already handled the key (a picker closing its list on Esc, picking on Enter).
      if (e.defaultPrevented) return
      const cmd = commandFor(latest.current, alt, typing(e) ? (e.target as HTMLElement) : null)
      if (!cmd) return
      // Plain keys belong to an open overlay (Esc closes only the top one) and to the focused control.
      if (!withModifier(e) && (overlayOpen() || activatesControl(e))) return
      e.preventDefault()
      void cmd.run?.()
    }
    const bound = combos ? combos.split(',') : []
    const handlers = bound.map((alt) => {
      const h = (e: KeyboardEvent) => fire(alt, e)
      hotkeys(alt, h)
      return [alt, h] as const
    })

    const matcher = new SequenceMatcher()
    const onAnyKey = (e: KeyboardEvent) => {
      if (e.type !== 'keydown' || e.ctrlKey || e.metaKey || e.altKey || e.key.length !== 1) return
      // Shift+letter is a combination ('shift+x'), bound directly, not the letter of a sequence.
      if (e.shiftKey && /^[a-z]$/i.test(e.key)) return matcher.reset()
      if (typing(e) || overlayOpen()) return matcher.reset()
      const known = new Set(bindable(latest.current).filter(isSequence))
      // Timed by when the key was pressed, not when it is handled: keys typed while a page renders wait
      // in the queue, and 'c c' typed quickly is still a sequence however late its second key is handled.
      const done = matcher.push(/^[a-z]$/i.test(e.key) ? e.key.toLowerCase() : e.key, known, e.timeStamp)
      if (done) fire(done, e)
    }
    hotkeys('*', onAnyKey)
    // The keys that act now and the command each runs: what the browser test holds the '?' help to.
    window.activeShortcuts = () =>
      [...new Set(bindable(latest.current))].flatMap((key) => {
        const c = commandFor(latest.current, key)
        return c ? [{ key, id: c.id }] : []
      })
    return () => {
      for (const [alt, h] of handlers) hotkeys.unbind(alt, h)
      hotkeys.unbind('*', onAnyKey)
    }
  }, [combos])
}
