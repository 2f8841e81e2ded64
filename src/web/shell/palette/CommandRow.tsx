import { memo } from 'react'
import type { Command } from '../../../../commands/types.ts'
import { Kbd } from '../../ui/Kbd.tsx'
import { PaletteItem } from './PaletteItem.tsx'
import { groupLabel } from './commandText.ts'

/**
 * A command's row: icon, title, its group while typing, its shortcut. Memoized on stable props (the
 * registered command object, stable callbacks), so a keystroke renders only the rows entering the list
 * and the two whose highlight changes.
 */
export const CommandRow = memo(function CommandRow({
  command: c,
  selected,
  showGroup,
  onRun,
  onHover,
}: {
  command: Command
  selected: boolean
  showGroup: boolean
  onRun(c: Command): void
  onHover(value: string): void
}) {
  return (
    <PaletteItem value={c.id} selected={selected} onSelect={() => onRun(c)} onHover={onHover}>
      {c.icon ? (
        <c.icon className="size-4 shrink-0 text-slate-600" aria-hidden />
      ) : (
        <span className="size-4 shrink-0" />
      )}
      <span className="min-w-0 flex-1 truncate">
        {c.title}
        {c.subtitle && <span className="ms-2 text-xs text-slate-600">{c.subtitle}</span>}
      </span>
      {showGroup && <span className="text-[11px] text-slate-600">{groupLabel(c.group)}</span>}
      <Kbd shortcut={c.shortcut} />
    </PaletteItem>
  )
})
