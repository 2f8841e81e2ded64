import { memo } from 'react'
import { Command as Cmdk } from 'cmdk'
import { CornerDownLeft } from 'lucide-react'
import { itemClass } from './paletteClasses.ts'
import type { FoundRecord } from './useRecordSearch.ts'

/** A record found by the server's search; Enter opens it. Memoized like CommandRow. */
export const RecordRow = memo(function RecordRow({ record: r, onOpen }: { record: FoundRecord; onOpen(r: FoundRecord): void }) {
  return (
    <Cmdk.Item value={`record:${r.id}`} onSelect={() => onOpen(r)} className={itemClass}>
      <r.source.icon className="size-4 shrink-0 text-slate-600" aria-hidden />
      <span className="min-w-0 flex-1 truncate">
        {r.title}
        {r.subtitle && <span className="ml-2 text-xs text-slate-600">{r.subtitle}</span>}
      </span>
      <CornerDownLeft className="size-3.5 text-slate-400" aria-hidden />
    </Cmdk.Item>
  )
})
