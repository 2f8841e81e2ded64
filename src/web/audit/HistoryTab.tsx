import type { DetailTabProps } from '../resources/detailProps.ts'
import { RecordHistory } from './RecordHistory.tsx'

/** Every declared resource's record page ends with this tab: the record's changes from the activity log. */
export default function HistoryTab({ resource, row }: DetailTabProps) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4">
      <RecordHistory resource={resource.name} id={String(row._id)} fields={resource.fields} />
    </div>
  )
}
