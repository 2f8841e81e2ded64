import type { ColumnVisibilityState } from '@tanstack/react-table'
import type { Resource } from '../../../domain/resources/types.ts'
import { useStoredColumns } from '../../ui/lists/useStoredColumns.ts'

/** The user's choice of a list's columns, kept across visits; the declaration's hidden columns start off. */
export function useColumnChoice(r: Resource): [ColumnVisibilityState, (v: ColumnVisibilityState) => void] {
  return useStoredColumns(
    `agency.list-columns.${r.name}`,
    Object.fromEntries(r.list.columns.filter((c) => c.hidden).map((c) => [c.field, false])),
  )
}
