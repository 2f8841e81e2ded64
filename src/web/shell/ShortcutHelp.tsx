import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react'
import { useAtom } from 'jotai'
import { X } from 'lucide-react'
import { shortcutHelpOpenAtom } from '../state/ui.ts'
import { Kbd } from '../ui/Kbd.tsx'
import { useAllowedCommands } from './palette/useAllowedCommands.ts'
import { groupLabel } from './palette/commandText.ts'
import { t } from '../../domain/i18n/index.ts'

/**
 * The '?' overlay: every shortcut of this page for this user, by group, from the very commands the keys
 * run, and the keys its controls answer themselves (useControlKeys). Those that cannot run right now (no
 * row focused, no pane open) are dimmed, with what they need.
 */
export function ShortcutHelp() {
  const [open, setOpen] = useAtom(shortcutHelpOpenAtom)
  // A control mounted more than once (two date fields) declares its keys once per instance: listed once.
  const commands = useAllowedCommands().filter((c, i, all) => c.shortcut && all.findIndex((d) => d.id === c.id) === i)
  const groups = [...new Set(commands.map((c) => c.group))]
  return (
    <Dialog open={open} onClose={() => setOpen(false)} className="fixed inset-0 z-[85] focus:outline-none">
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden />
      <div className="fixed inset-0 flex items-start justify-center p-4 pt-[10vh]">
        <DialogPanel className="max-h-[75vh] w-full max-w-xl overflow-y-auto rounded-xl bg-white p-5 shadow-2xl">
          <div className="flex items-center justify-between">
            <DialogTitle className="text-base font-semibold text-slate-900">{t('shell.shortcuts.title')}</DialogTitle>
            <button
              type="button"
              onClick={() => setOpen(false)}
              aria-label={t('common.close')}
              className="rounded p-1 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand"
            >
              <X className="size-4" aria-hidden />
            </button>
          </div>
          <p className="mt-1 text-xs text-slate-600">{t('shell.shortcuts.hint')}</p>
          {groups.map((g) => (
            <section key={g} className="mt-4">
              <h3 className="text-[11px] font-semibold tracking-wide text-slate-600 uppercase">{groupLabel(g)}</h3>
              <ul className="mt-1 divide-y divide-slate-100">
                {commands
                  .filter((c) => c.group === g)
                  .map((c) => (
                    <li
                      key={c.id}
                      data-command={c.id}
                      data-shortcut={c.shortcut}
                      aria-disabled={c.disabled ? true : undefined}
                      className={`flex items-center justify-between gap-3 py-1.5 text-sm ${c.disabled ? 'text-slate-500' : 'text-slate-800'}`}
                    >
                      <span>
                        {c.title}
                        {c.disabled && <span className="block text-xs text-slate-500">{c.disabled}</span>}
                      </span>
                      <Kbd shortcut={c.shortcut} all />
                    </li>
                  ))}
              </ul>
            </section>
          ))}
        </DialogPanel>
      </div>
    </Dialog>
  )
}
