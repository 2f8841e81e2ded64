import { useRef } from 'react'
import { getDefaultStore } from 'jotai'
import { allCommandsAtom, useRegisterCommands } from '../../../../commands/registry.ts'
import { P } from '../../../domain/permissions.ts'
import type { LeadRow } from './tableFeatures.ts'
import { t } from '../../../domain/i18n/index.ts'

/** The split pane editor's own save command (editorCommands): this key saves exactly as Ctrl+Enter does. */
const PANE_SAVE = 'lead-editor.pane.save'

/**
 * Triage beside the table: while the split pane is open, Alt+N saves its lead and opens the next row's
 * lead in the pane (the editor puts the cursor in Stage), so a lead costs its stage's letters, Enter and
 * Alt+N. Returns what the pane's onSaved must call: the advance happens only after a save this key asked
 * for has succeeded, during that save (a refused save stays on the lead, with its messages).
 */
export function usePaneNext({
  open,
  rows,
  focused,
  setFocused,
  openInPane,
}: {
  open: boolean
  rows: LeadRow[]
  focused: number
  setFocused: (i: number) => void
  openInPane: (row: LeadRow) => void
}) {
  const asked = useRef(false)
  // Registered with the pane closed too (unavailable, saying why), so the '?' help always lists the key.
  useRegisterCommands(
    'leads-pane-next',
    [
      {
        id: 'leads.pane.next',
        title: t('report.commands.saveNext'),
        group: 'Lead editor',
        shortcut: 'alt+n',
        inInputs: true,
        permission: [P.LEAD_UPDATE],
        disabled: open ? undefined : t('editor.commands.noPane'),
        run: async () => {
          // Only this save may advance: a refused one (its messages shown) leaves the next save alone.
          asked.current = true
          try {
            await getDefaultStore()
              .get(allCommandsAtom)
              .find((c) => c.id === PANE_SAVE)
              ?.run?.()
          } finally {
            asked.current = false
          }
        },
      },
    ],
    [open],
  )
  return () => {
    if (!asked.current) return
    asked.current = false
    const next = rows[focused + 1]
    if (!next) return
    setFocused(focused + 1)
    openInPane(next)
  }
}
