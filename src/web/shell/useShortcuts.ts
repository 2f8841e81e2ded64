import { useEffect, useRef } from 'react'
import hotkeys from 'hotkeys-js'
import { SequenceMatcher, alternatives, commandFor, isSequence } from '../../../commands/shortcuts.ts'
import type { Command } from '../../../commands/types.ts'

/** True while the user types in a field: shortcuts then stay quiet unless the command says inInputs. */
function typing(e: KeyboardEvent): boolean {
  const t = e.target as HTMLElement | null
  if (!t) return false
  if (t.isContentEditable) return true
  if (t.tagName === 'TEXTAREA' || t.tagName === 'SELECT') return true
  if (t.tagName === 'INPUT') return !['checkbox', 'radio', 'button', 'submit', 'reset', 'file', 'range', 'color'].includes((t as HTMLInputElement).type)
  return t.getAttribute('role') === 'combobox'
}

/** Any dialog (palette, help, a page's modal) open: global sequences wait, its own keys win. */
const dialogOpen = () => !!document.querySelector('[role="dialog"][aria-modal="true"], [cmdk-dialog]')

/**
 * Binds the shortcuts of the permitted commands with hotkeys-js: combinations ('ctrl+k', 'esc')
 * directly, sequences and single keys ('g l', '?') through a sequence matcher on hotkeys' key events.
 */
export function useShortcuts(commands: Command[]) {
  const latest = useRef(commands)
  latest.current = commands

  const combos = [...new Set(commands.flatMap((c) => alternatives(c.shortcut)).filter((a) => !isSequence(a)))].sort().join(',')

  useEffect(() => {
    hotkeys.filter = () => true // our own `typing` check decides, per command
    const fire = (alt: string, e: KeyboardEvent) => {
      const cmd = commandFor(latest.current, alt)
      if (!cmd || (typing(e) && !cmd.inInputs)) return
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
      if (typing(e) || dialogOpen()) return matcher.reset()
      const known = new Set(latest.current.flatMap((c) => alternatives(c.shortcut)).filter(isSequence))
      const done = matcher.push(/^[a-z]$/i.test(e.key) ? e.key.toLowerCase() : e.key, known)
      if (done) fire(done, e)
    }
    hotkeys('*', onAnyKey)
    return () => {
      for (const [alt, h] of handlers) hotkeys.unbind(alt, h)
      hotkeys.unbind('*', onAnyKey)
    }
  }, [combos])
}
