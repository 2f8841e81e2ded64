import { shortcutKeys } from '../../../commands/shortcuts.ts'

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform)

/** A command's shortcut as key caps: 'g l' → G then L, 'ctrl+k' → Ctrl K (⌘ K on a Mac). */
export function Kbd({ shortcut, className = '' }: { shortcut?: string; className?: string }) {
  const steps = shortcutKeys(shortcut, isMac)
  if (!steps.length) return null
  return (
    <span className={`flex shrink-0 items-center gap-1 ${className}`}>
      <span className="sr-only">Shortcut {steps.map((s) => s.join('+')).join(' then ')}</span>
      {steps.map((keys, i) => (
        <span key={i} className="flex items-center gap-0.5" aria-hidden>
          {i > 0 && <span className="px-0.5 text-[10px] text-slate-600">then</span>}
          {keys.map((k) => (
            <kbd key={k} className="min-w-5 rounded border border-slate-300 bg-slate-50 px-1 text-center font-sans text-[11px] leading-5 text-slate-700">
              {k}
            </kbd>
          ))}
        </span>
      ))}
    </span>
  )
}
