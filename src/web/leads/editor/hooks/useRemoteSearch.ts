import { useCallback, useEffect, useRef, useState } from 'react'
import { useAtomValue } from 'jotai'
import { api } from '../../../lib/http.ts'
import { activeAssetIdAtom } from '../../../state/session.ts'
import type { Option } from '../controls/SearchSelect.tsx'

/**
 * A debounced server search (customers 1000 ms / 40, listings 1000 ms / 100: spec 1 §9). Older answers
 * arriving late are dropped; the first page loads without typing so the list is never empty.
 */
export function useRemoteSearch<T>(
  path: string,
  o: { debounceMs: number; limit: number; select?: string[]; toOption: (row: T) => Option },
) {
  const assetId = useAtomValue(activeAssetIdAtom)
  const [options, setOptions] = useState<Option[]>([])
  const [loading, setLoading] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const seq = useRef(0)
  const toOption = useRef(o.toOption)
  toOption.current = o.toOption

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new asset searches again (the HTTP layer sends the active one); select is inline, fixed per caller
  const run = useCallback(
    async (q: string) => {
      const n = ++seq.current
      setLoading(true)
      try {
        const res = await api.get<{ data: T[] }>(path, {
          search: q.trim(),
          filter: { page: 1, limit: o.limit, ...(o.select ? { select: o.select } : {}) },
        })
        if (n === seq.current) setOptions(res.data.map((r) => toOption.current(r)))
      } catch {
        if (n === seq.current) setOptions([])
      } finally {
        if (n === seq.current) setLoading(false)
      }
    },
    [path, o.limit, assetId],
  )

  useEffect(() => {
    void run('')
    return () => clearTimeout(timer.current)
  }, [run])

  const search = useCallback(
    (q: string) => {
      clearTimeout(timer.current)
      // Waiting out the debounce is loading too: the options shown are still the previous text's, and an
      // answer still on its way is for an older text (dropped, so it cannot end the loading either).
      seq.current++
      setLoading(true)
      timer.current = setTimeout(() => void run(q), o.debounceMs)
    },
    [run, o.debounceMs],
  )
  return { options, loading, search }
}
