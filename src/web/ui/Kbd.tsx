import { allShortcutKeys, shortcutKeys } from '../../../commands/shortcuts.ts'
import { t } from '../../domain/i18n/index.ts'

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform)

/** One alternative's key caps: G then L, or Ctrl K. */
function Steps({ steps }: { steps: string[][] }) {
  return steps.map((keys, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: a shortcut's steps, fixed and in order
    <span key={i} className="flex items-center gap-0.5" aria-hidden>
      {i > 0 && <span className="px-0.5 text-[10px] text-slate-600">{t('common.kbdThen')}</span>}
      {keys.map((k) => (
        <kbd
          key={k}
          dir="ltr"
          className="min-w-5 rounded border border-slate-300 bg-slate-50 px-1 text-center font-sans text-[11px] leading-5 text-slate-700"
        >
          {k}
        </kbd>
      ))}
    </span>
  ))
}

const spoken = (steps: string[][]) => steps.map((s) => s.join('+')).join(` ${t('common.kbdThen')} `)

/**
 * A command's shortcut as key caps: 'g l' → G then L, 'ctrl+k' → Ctrl K (⌘ K on a Mac); with `all`,
 * every alternative ('j,down' → J or ↓), as the '?' help lists them.
 */
export function Kbd({
  shortcut,
  className = '',
  all = false,
}: {
  shortcut?: string
  className?: string
  all?: boolean
}) {
  const alts = all ? allShortcutKeys(shortcut, isMac) : [shortcutKeys(shortcut, isMac)].filter((s) => s.length)
  if (!alts.length) return null
  return (
    <span className={`flex shrink-0 items-center gap-1 ${className}`}>
      <span className="sr-only">
        {t('common.kbdShortcut', { keys: alts.map(spoken).join(` ${t('common.kbdOr')} `) })}
      </span>
      {alts.map((steps, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a shortcut's alternatives, fixed and in order
        <span key={i} className="flex items-center gap-1">
          {i > 0 && (
            <span className="text-[10px] text-slate-600" aria-hidden>
              {t('common.kbdOr')}
            </span>
          )}
          <Steps steps={steps} />
        </span>
      ))}
    </span>
  )
}
