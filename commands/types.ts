/**
 * A palette command. Every menu destination, lead action and asset switch is one; page-local keys
 * (row moves, selection) are commands too, `hidden` from the palette list. Each is permission-checked
 * with the same rule as its route (hasAccess in src/domain/permissions.ts).
 */
export interface Command {
  id: string
  /** In English; `titleText` gives it in the console's language (a menu entry's, a declaration's words). */
  title: string
  titleText?: () => string
  /** Palette section, e.g. 'Navigation', 'Create', 'Leads', 'Assets', 'Account', 'Help', or a page's own. */
  group: string
  keywords?: string[]
  /** hotkeys-js key spec; a space means a sequence ('g l'); several alternatives separated by ','. */
  shortcut?: string
  permission?: readonly string[]
  strict?: boolean
  superOnly?: boolean
  /** A shortcut only, not listed in the palette (still listed in the '?' help). */
  hidden?: boolean
  /** Also fires while typing in a field (e.g. ctrl+enter to save); a function: only in the fields it accepts. */
  inInputs?: boolean | ((field: HTMLElement) => boolean)
  /**
   * Why the command cannot run now ('Move to a row first'): the '?' help still lists it, dimmed, with this
   * reason; its key does nothing and the palette leaves it out.
   */
  disabled?: string
  /**
   * A key a control answers itself while focus is in it (its own key handler, made by useControlKeys), not
   * bound by the shortcut binder: declared here only so the '?' help lists it.
   */
  control?: boolean
  /** Takes its key only when no other command does (a default, like Esc leaving a field). */
  fallback?: boolean
  /** Nested palette page id this command opens instead of running (e.g. 'assets'). */
  page?: string
  /** The palette stays open after running it (a toggle among several, e.g. a report column). */
  keepOpen?: boolean
  /** Listed only inside this nested palette page (e.g. each asset switch lives in 'assets'). */
  inPage?: string
  run?: () => void | Promise<void>
  /** Shown under the title (e.g. the route or a record's detail). */
  subtitle?: string
  /** Optional icon (a lucide-react component) shown before the title. */
  icon?: import('react').ComponentType<{ className?: string; 'aria-hidden'?: boolean }>
}
