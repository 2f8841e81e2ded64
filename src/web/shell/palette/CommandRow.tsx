import { memo } from 'react'
import { Command as Cmdk } from 'cmdk'
import type { Command } from '../../../../commands/types.ts'
import { Kbd } from '../../ui/Kbd.tsx'
import { itemClass } from './paletteClasses.ts'

/**
 * A command's row: icon, title, its group while typing, its shortcut. Memoized on stable props (the
 * registered command object, a stable onRun), so a keystroke renders only the rows entering the list.
 */
export const CommandRow = memo(function CommandRow({ command: c, showGroup, onRun }: { command: Command; showGroup: boolean; onRun(c: Command): void }) {
  return (
    <Cmdk.Item value={c.id} onSelect={() => onRun(c)} className={itemClass}>
      {c.icon ? <c.icon className="size-4 shrink-0 text-slate-600" aria-hidden /> : <span className="size-4 shrink-0" />}
      <span className="min-w-0 flex-1 truncate">
        {c.title}
        {c.subtitle && <span className="ml-2 text-xs text-slate-600">{c.subtitle}</span>}
      </span>
      {showGroup && <span className="text-[11px] text-slate-600">{c.group}</span>}
      <Kbd shortcut={c.shortcut} />
    </Cmdk.Item>
  )
})
