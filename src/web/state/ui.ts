import { atom } from 'jotai'
import { atomWithStorage } from 'jotai/utils'

/** Shell UI state shared by the header, the palette, the shortcut handler and the pages. */
export const paletteOpenAtom = atom(false)
/** The palette's nested page ('assets' lists the asset switches), null for the root list. */
export const palettePageAtom = atom<string | null>(null)
export const shortcutHelpOpenAtom = atom(false)
/** Text of the full-screen loader ('Logging Out...', 'Switch Asset To X...'), null when hidden. */
export const busyAtom = atom<string | null>(null)
export const sidebarCollapsedAtom = atomWithStorage('agency.sidebarCollapsed', false)
