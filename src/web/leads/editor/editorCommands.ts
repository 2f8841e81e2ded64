import type { Command } from '../../../../commands/types.ts'
import { P } from '../../../domain/permissions.ts'
import { t } from '../../../domain/i18n/index.ts'
import { removeLastValueKey, takeDateKey } from '../../shell/fieldKeys.ts'

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

/**
 * The lead editor's keys: one list for the editor as a page, in the report's split pane, and for the
 * report while no pane is open (null editor: listed in the '?' help as unavailable, doing nothing).
 */
export function editorCommands(
  variant: 'page' | 'pane',
  mode: 'create' | 'update',
  editor: EditorHandle | null,
): Command[] {
  const disabled = editor ? undefined : t('editor.commands.noPane')
  const base = `lead-editor.${variant}`
  const commands: Command[] = [
    {
      id: `${base}.save`,
      title: mode === 'create' ? t('editor.commands.saveNew') : t('editor.commands.save'),
      group: 'Lead editor',
      shortcut: 'ctrl+enter,command+enter',
      inInputs: true,
      permission: [mode === 'create' ? P.LEAD_ADD : P.LEAD_UPDATE],
      disabled,
      run: () => editor?.save(),
    },
    {
      id: `${base}.stage`,
      title: t('editor.commands.stage'),
      group: 'Lead editor',
      shortcut: 'alt+s',
      inInputs: true,
      hidden: true,
      disabled,
      run: () => editor?.focusStage(),
    },
  ]
  // What its fields answer themselves (their controls declare these while mounted), listed with the editor's keys.
  for (const key of [takeDateKey(), removeLastValueKey()])
    commands.push({ ...key, control: true, hidden: true, disabled })
  if (variant === 'pane')
    commands.push({
      id: `${base}.close`,
      title: t('editor.commands.close'),
      group: 'Lead editor',
      shortcut: 'esc',
      inInputs: (field) => !!editor?.root()?.contains(field),
      hidden: true,
      disabled,
      run: () => editor?.close(),
    })
  return commands
}
