import type { Command } from './types.ts'

/**
 * Shortcut specs as declared on commands: alternatives separated by ',', a sequence by spaces
 * ('g l'), a combination by '+' ('ctrl+k'). Combinations and named keys go to hotkeys-js as they are;
 * sequences and single printable keys ('?', 'g l') are matched by the small sequence matcher below,
 * fed by hotkeys-js's key events.
 */
export function alternatives(spec: string | undefined): string[] {
  return (spec ?? '')
    .split(',')
    .map((s) => s.trim().replace(/\s+/g, ' '))
    .filter(Boolean)
}

/** True for 'g l' and '?', false for 'ctrl+k' or 'esc' (those hotkeys-js binds directly). */
export function isSequence(alt: string): boolean {
  return alt.includes(' ') || [...alt].length === 1
}

const worksIn = (c: Command, field: HTMLElement) =>
  typeof c.inInputs === 'function' ? c.inInputs(field) : !!c.inInputs

/**
 * Which command a shortcut runs, with focus in `field` (a text field being typed in) or not: among the
 * enabled commands that work there, the one registered last wins, so a page's contextual command can
 * take over a global key while the page is mounted; a fallback only when no other takes the key.
 */
export function commandFor(commands: Command[], alt: string, field: HTMLElement | null = null): Command | undefined {
  let fallback: Command | undefined
  for (let i = commands.length - 1; i >= 0; i--) {
    const c = commands[i]
    if (c.disabled || c.control || !alternatives(c.shortcut).includes(alt) || (field && !worksIn(c, field))) continue
    if (!c.fallback) return c
    fallback ??= c
  }
  return fallback
}

/** Key sequences typed within `timeoutMs` of each other, e.g. 'g' then 'l'. */
export class SequenceMatcher {
  private keys: string[] = []
  private last = 0
  constructor(private timeoutMs = 1200) {}

  /** Feeds one key; answers the completed sequence among `known`, or null. */
  push(key: string, known: ReadonlySet<string>, now = Date.now()): string | null {
    if (now - this.last > this.timeoutMs) this.keys = []
    this.last = now
    this.keys.push(key)
    // Longest suffix that is a complete sequence or still a prefix of one.
    for (let start = 0; start < this.keys.length; start++) {
      const typed = this.keys.slice(start).join(' ')
      if (known.has(typed)) {
        this.keys = []
        return typed
      }
      if ([...known].some((k) => k.startsWith(`${typed} `))) {
        this.keys = this.keys.slice(start)
        return null
      }
    }
    this.keys = []
    return null
  }

  reset() {
    this.keys = []
  }
}

/** KeyboardEvent.key of the named keys of a spec ('esc' → 'Escape'); a single character is itself. */
const eventKeys: Record<string, string> = {
  esc: 'Escape',
  escape: 'Escape',
  enter: 'Enter',
  tab: 'Tab',
  space: ' ',
  backspace: 'Backspace',
  del: 'Delete',
  delete: 'Delete',
  up: 'ArrowUp',
  down: 'ArrowDown',
  left: 'ArrowLeft',
  right: 'ArrowRight',
  home: 'Home',
  end: 'End',
  pageup: 'PageUp',
  pagedown: 'PageDown',
  comma: ',',
}

type KeyPress = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>

/**
 * Whether a key press is one of the spec's combinations ('ctrl+enter,command+enter', 'alt+up', 'comma'),
 * with exactly its modifiers: for the keys a control answers itself (useControlKeys). Shift is not asked of
 * a printable character (it makes the character: '?').
 */
export function matchesKey(spec: string | undefined, e: KeyPress): boolean {
  return alternatives(spec).some((alt) => {
    if (isSequence(alt) && alt.length > 1) return false
    const parts = alt.split('+')
    const name = parts[parts.length - 1]
    const mods = new Set(parts.slice(0, -1).map((m) => (m === 'command' || m === 'cmd' ? 'meta' : m)))
    const key = eventKeys[name] ?? name
    const printable = [...key].length === 1 && key !== ' '
    if (printable ? e.key.toLowerCase() !== key.toLowerCase() : e.key !== key) return false
    const shiftOk = (printable && !/[a-z]/i.test(key)) || e.shiftKey === mods.has('shift')
    return e.ctrlKey === mods.has('ctrl') && e.metaKey === mods.has('meta') && e.altKey === mods.has('alt') && shiftOk
  })
}

const names: Record<string, string> = {
  ctrl: 'Ctrl',
  command: '⌘',
  cmd: '⌘',
  shift: 'Shift',
  alt: 'Alt',
  option: '⌥',
  esc: 'Esc',
  escape: 'Esc',
  enter: 'Enter',
  up: '↑',
  down: '↓',
  left: '←',
  right: '→',
  space: 'Space',
  backspace: '⌫',
  del: 'Del',
  delete: 'Del',
  comma: ',',
  pageup: 'PgUp',
  pagedown: 'PgDn',
}

const forPlatform = (a: string, mac: boolean) => (mac ? !a.includes('ctrl+') : !a.includes('command+'))
const keysOf = (alt: string) =>
  alt
    .split(' ')
    .map((step) =>
      step.split('+').map((k) => names[k] ?? (k.length === 1 ? k.toUpperCase() : k[0].toUpperCase() + k.slice(1))),
    )

/** The keys to show for a shortcut's first alternative (or the one for this platform): 'g l' → ['G', 'L']. */
export function shortcutKeys(spec: string | undefined, mac = false): string[][] {
  const alts = alternatives(spec)
  const pick = alts.find((a) => forPlatform(a, mac)) ?? alts[0]
  return pick ? keysOf(pick) : []
}

/** Every alternative's keys for this platform ('j,down' → J, ↓), for the '?' help. */
export function allShortcutKeys(spec: string | undefined, mac = false): string[][][] {
  const alts = alternatives(spec)
  const own = alts.filter((a) => forPlatform(a, mac))
  return (own.length ? own : alts.slice(0, 1)).map(keysOf)
}
