import { useState } from 'react'
import type { ColumnVisibilityState } from '@tanstack/react-table'
import type { Resource } from '../../../domain/resources/types.ts'

/** The user's choice of a list's columns, kept across visits; the declaration's hidden columns start off. */
export function useColumnChoice(r: Resource): [ColumnVisibilityState, (v: ColumnVisibilityState) => void] {
  const key = `agency.list-columns.${r.name}`
  const initial = Object.fromEntries(r.list.columns.filter((c) => c.hidden).map((c) => [c.field, false]))
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
