import type { KeyboardEvent } from 'react'

/**
 * A dialog's keys stay in the dialog: Ctrl/Cmd+Enter saves, Esc closes (unless a picker inside took it to
 * close its list), and no key reaches the page's shortcuts (the lead page's letters, its Esc back, the
 * editor pane's Ctrl+Enter save), which listen on the document.
 */
export function keepKeys(e: KeyboardEvent, save: (e: KeyboardEvent) => void, close: () => void) {
  if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) save(e)
  else if (e.key === 'Escape' && !e.defaultPrevented) close()
  e.stopPropagation()
}
