/** A select's options for records by id, each named. */
export function RecordOptions({ records }: { records: ReadonlyArray<{ _id: string; name: string }> }) {
  return records.map((r) => (
    <option key={r._id} value={r._id}>
      {r.name}
    </option>
  ))
}
