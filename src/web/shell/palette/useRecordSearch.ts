import { useEffect, useState } from 'react'
import { useAtomValue } from 'jotai'
import { http } from '../../lib/http.ts'
import { activeAssetIdAtom, canAtom } from '../../state/session.ts'
import type { RecordSource } from './recordSource.ts'
import { RECORD_SOURCES } from './recordSources.ts'
import type { RecordValues } from '../../../domain/resources/types.ts'

export interface FoundRecord {
  id: string
  source: RecordSource
  title: string
  subtitle?: string
  href: string
}

const DEBOUNCE_MS = 250
const PER_SOURCE = 5

/**
 * Server-side record search for the palette: waits for a pause in typing, asks every source the user
 * may view in parallel, and aborts the requests in flight when the text changes. A failing source
 * (not built yet, forbidden) simply contributes nothing.
 */
export function useRecordSearch(text: string): { records: FoundRecord[]; loading: boolean } {
  const can = useAtomValue(canAtom)
  const assetId = useAtomValue(activeAssetIdAtom)
  const [state, setState] = useState<{ q: string; records: FoundRecord[] }>({ q: '', records: [] })
  const q = text.trim()

  useEffect(() => {
    if (q.length < 2 || !assetId) return
    // Created when the search starts: aborting an unused controller on every keystroke costs an error object.
    let ctrl: AbortController | undefined
    const timer = setTimeout(async () => {
      ctrl = new AbortController()
      const { signal } = ctrl
      // a source reading a phrase searches for its part of the text, or not at all
      const asked = RECORD_SOURCES.filter((s) => can(s.permission, { superOnly: s.superOnly })).flatMap((s) => {
        const parsed = s.query ? s.query(q) : { q, context: undefined }
        return parsed ? [{ s, ...parsed }] : []
      })
      const sources = asked.map((a) => a.s)
      const answers = await Promise.allSettled(
        asked.map((a) =>
          http<{ data: RecordValues[] }>('GET', a.s.path, {
            query: { q: a.q, filter: { page: 1, limit: PER_SOURCE, ...a.s.filter } },
            signal,
            allow403: true,
          }),
        ),
      )
      if (signal.aborted) return
      const records = answers.flatMap((a, i) =>
        a.status === 'fulfilled' && Array.isArray(a.value?.data)
          ? a.value.data.slice(0, PER_SOURCE).map((row) => ({
              id: `${sources[i].key}:${row._id}`,
              source: sources[i],
              title: String(sources[i].title(row, asked[i].context)),
              subtitle: sources[i].subtitle(row),
              href: sources[i].href(row, asked[i].context),
            }))
          : [],
      )
      setState({ q, records })
    }, DEBOUNCE_MS)
    return () => {
      clearTimeout(timer)
      ctrl?.abort()
    }
  }, [q, assetId, can])

  const fresh = state.q === q && q.length >= 2
  return { records: fresh ? state.records : [], loading: q.length >= 2 && !fresh }
}
