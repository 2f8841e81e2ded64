import { memo } from 'react'
import { CornerDownLeft } from 'lucide-react'
import { PaletteItem } from './PaletteItem.tsx'
import type { FoundRecord } from './useRecordSearch.ts'

/** The row value of a record found by the server's search. */
export const recordValue = (r: FoundRecord) => `record:${r.id}`

/** A record found by the server's search; Enter opens it. Memoized like CommandRow. */
export const RecordRow = memo(function RecordRow({
  record: r,
  selected,
  onOpen,
  onHover,
}: {
  record: FoundRecord
  selected: boolean
  onOpen(r: FoundRecord): void
  onHover(value: string): void
}) {
  return (
    <PaletteItem value={recordValue(r)} selected={selected} onSelect={() => onOpen(r)} onHover={onHover}>
      <r.source.icon className="size-4 shrink-0 text-slate-600" aria-hidden />
      <span className="min-w-0 flex-1 truncate">
        {r.title}
        {r.subtitle && <span className="ms-2 text-xs text-slate-600">{r.subtitle}</span>}
      </span>
      <CornerDownLeft className="size-3.5 text-slate-400" aria-hidden />
    </PaletteItem>
  )
})
