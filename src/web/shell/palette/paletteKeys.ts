import type { ControlKey } from '../useControlKeys.ts'
import { t } from '../../../domain/i18n/index.ts'

const KEYS = {
  // cmdk's own keys (its vim bindings included), declared so the '?' help lists them
  next: 'down,ctrl+n,ctrl+j',
  previous: 'up,ctrl+p,ctrl+k',
  nextGroup: 'alt+down',
  previousGroup: 'alt+up',
  first: 'home,command+up',
  last: 'end,command+down',
  run: 'enter',
  // ours: Backspace in the empty search box leaves a nested page; the dialog closes on Esc
  back: 'backspace',
  close: 'esc',
} as const
export type PaletteKey = keyof typeof KEYS

/**
 * The keys the open palette answers (cmdk's, the dialog's and its own), one list for the palette's key
 * handler and the '?' help; `run` adds what the palette does on a key (false: the key is cmdk's alone).
 */
export function paletteKeys(run: Partial<Record<PaletteKey, ControlKey['run']>> = {}): ControlKey[] {
  return (Object.keys(KEYS) as PaletteKey[]).map((k) => ({
    id: `palette.${k}`,
    title: t(`shell.palette.keys.${k}`),
    group: 'Command palette',
    shortcut: KEYS[k],
    run: run[k] ?? (() => false),
  }))
}
