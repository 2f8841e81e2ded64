import { useState } from 'react'
import type { ColumnVisibilityState } from '@tanstack/react-table'

const KEY = 'agency.leads-report.columns'

/** The user's column choice, kept across visits. */
export function useColumnVisibility(): [ColumnVisibilityState, (v: ColumnVisibilityState) => void] {
  const [value, setValue] = useState<ColumnVisibilityState>(() => {
    try {
      return JSON.parse(localStorage.getItem(KEY) ?? '{}') as ColumnVisibilityState
    } catch {
      return {}
    }
  })
  return [
    value,
    (v) => {
      localStorage.setItem(KEY, JSON.stringify(v))
      setValue(v)
    },
  ]
}
