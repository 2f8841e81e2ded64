import { useState } from 'react'
import type { ColumnVisibilityState } from '@tanstack/react-table'

/** A list's column choice (ColumnChooser), kept across visits under `key`; `initial` hides what the list starts without. */
export function useStoredColumns(
  key: string,
  initial: ColumnVisibilityState = {},
): [ColumnVisibilityState, (v: ColumnVisibilityState) => void] {
  const [value, setValue] = useState<ColumnVisibilityState>(() => {
    try {
      return { ...initial, ...(JSON.parse(localStorage.getItem(key) ?? '{}') as ColumnVisibilityState) }
    } catch {
      return initial
    }
  })
  return [
    value,
    (v) => {
      localStorage.setItem(key, JSON.stringify(v))
      setValue(v)
    },
  ]
}
