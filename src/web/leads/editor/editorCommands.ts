import type { Command } from '../../../../commands/types.ts'
import { P } from '../../../domain/permissions.ts'

/** What the editor's keys act on. */
export interface EditorHandle {
  /** Settles when the save is over, saved or refused. */
  save(): Promise<void>
  focusStage(): void
  /** Leaves the editor, asking first when it holds unsaved changes. */
  close(): void
  /** The editor's form: Esc in its fields closes the pane, in other fields it only leaves the field. */
  root(): HTMLElement | null
}

export const NO_PANE = 'Open a lead beside the table first (e)'

/**
 * The lead editor's keys: one list for the editor as a page, in the report's split pane, and for the
 * report while no pane is open (null editor: listed in the '?' help as unavailable, doing nothing).
 */
export function editorCommands(variant: 'page' | 'pane', mode: 'create' | 'update', editor: EditorHandle | null): Command[] {
  const disabled = editor ? undefined : NO_PANE
  const base = `lead-editor.${variant}`
  const commands: Command[] = [
    {
      id: `${base}.save`,
      title: mode === 'create' ? 'Save new lead' : 'Save lead',
      group: 'Lead editor',
      shortcut: 'ctrl+enter,command+enter',
      inInputs: true,
      permission: [mode === 'create' ? P.LEAD_ADD : P.LEAD_UPDATE],
      disabled,
      run: () => editor?.save(),
    },
    { id: `${base}.stage`, title: 'Go to Stage', group: 'Lead editor', shortcut: 'alt+s', inInputs: true, hidden: true, disabled, run: () => editor?.focusStage() },
  ]
  if (variant === 'pane')
    commands.push({
      id: `${base}.close`,
      title: 'Close the lead beside the table (asks first when changed)',
      group: 'Lead editor',
      shortcut: 'esc',
      inInputs: (field) => !!editor?.root()?.contains(field),
      hidden: true,
      disabled,
      run: () => editor?.close(),
    })
  return commands
}
