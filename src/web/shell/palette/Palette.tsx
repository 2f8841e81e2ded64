import { useEffect } from 'react'
import { Dialog, DialogPanel } from '@headlessui/react'
import { useAtom, useSetAtom } from 'jotai'
import { paletteOpenAtom, palettePageAtom } from '../../state/ui.ts'
import { PaletteBody } from './PaletteBody.tsx'
import { paletteKeys } from './paletteKeys.ts'
import { useRegisterCommands } from '../../../../commands/registry.ts'
import { t } from '../../../domain/i18n/index.ts'

/**
 * The command palette's dialog (Headless UI, like the other dialogs): Ctrl/Cmd+K or the header button
 * opens it, Esc or a click outside closes it. The cmdk content is its own component, so typing in it
 * never re-renders the dialog.
 */
export function Palette() {
  const [open, setOpen] = useAtom(paletteOpenAtom)
  const setPage = useSetAtom(palettePageAtom)
  useEffect(() => {
    if (!open) setPage(null)
  }, [open, setPage])
  // Listed in the '?' help on every page, the palette closed (its open body answers them: PaletteBody).
  useRegisterCommands(
    'palette.keys',
    paletteKeys().map(({ run: _, ...k }) => ({ ...k, control: true, hidden: true })),
    [],
  )

  return (
    <Dialog
      open={open}
      onClose={() => setOpen(false)}
      aria-label={t('shell.palette.label')}
      className="fixed inset-0 z-[80] focus:outline-none"
    >
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden />
      <DialogPanel
        cmdk-dialog=""
        className="fixed left-1/2 top-[12vh] w-[min(640px,calc(100vw-2rem))] -translate-x-1/2 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-2xl"
      >
        <PaletteBody />
      </DialogPanel>
    </Dialog>
  )
}
