import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { Command as Cmdk } from 'cmdk'
import { useAtom, useSetAtom } from 'jotai'
import { navigate } from 'wouter/use-browser-location'
import { ChevronLeft, LoaderCircle, Search } from 'lucide-react'
import type { Command } from '../../../../commands/types.ts'
import { paletteOpenAtom, palettePageAtom } from '../../state/ui.ts'
import { CommandRow } from './CommandRow.tsx'
import './palette.css'
import { BEST_RECORD_SCORE, mergeResults, type ResultGroup } from './mergeResults.ts'
import { groupClass } from './paletteClasses.ts'
import { SELECT_EVENT } from './PaletteItem.tsx'
import { RecordRow } from './RecordRow.tsx'
import { loadRecent, rememberCommand } from './recent.ts'
import { rankCommands } from './rankCommands.ts'
import { useAllowedCommands } from './useAllowedCommands.ts'
import { useRecordSearch, type FoundRecord } from './useRecordSearch.ts'
import { groupLabel } from './commandText.ts'
import { paletteKeys } from './paletteKeys.ts'
import { useControlKeys } from '../useControlKeys.ts'
import { t } from '../../../domain/i18n/index.ts'

// Elements made once: React skips an element it has already rendered, so a keystroke leaves the icons be.
const searchIcon = <Search className="size-4 text-slate-600" aria-hidden />
const backIcon = <ChevronLeft className="size-3" aria-hidden />
const spinner = (
  <LoaderCircle className="size-4 animate-spin text-slate-400" aria-label={t('shell.palette.searchingRecords')} />
)

/**
 * Command rows mounted at first, browsing or typing: what the list shows (460 px at most, rows of 32 px
 * and more, so these always overflow it and it can be scrolled). The rest mount when the list is
 * scrolled or navigated by key, so opening and each keystroke handle a few rows, not 100 or 20.
 */
const FIRST_ROWS = 14

/** The groups cut to their first `limit` rows in all. */
function firstRows(groups: ResultGroup[], limit: number): ResultGroup[] {
  const out: ResultGroup[] = []
  for (const g of groups) {
    if (limit <= 0) break
    out.push(g.items.length > limit ? { ...g, items: g.items.slice(0, limit) } : g)
    limit -= g.items.length
  }
  return out
}

/**
 * The open palette's content (cmdk): every permitted command, fuzzy ranked, plus records found on the
 * server. Its text lives here, below the dialog, so a keystroke re-renders the list, not the dialog.
 * Mounted while the palette is open: closing it forgets the text.
 */
export function PaletteBody() {
  const setOpen = useSetAtom(paletteOpenAtom)
  const [page, setPage] = useAtom(palettePageAtom)
  const [query, setQuery] = useState('')
  // The highlighted row, reset to the first row whenever the text or page changes (no extra render);
  // records arriving later for the same text leave a row the user moved to highlighted.
  const [picked, setPicked] = useState({ key: '', value: '' })
  const allowed = useAllowedCommands()
  const recent = useMemo(loadRecent, [])

  const listed = useMemo(
    () => allowed.filter((c) => !c.hidden && !c.disabled && !c.control && (page ? c.inPage === page : !c.inPage)),
    [allowed, page],
  )
  const ranked = useMemo(() => rankCommands(listed, query, page ? [] : recent), [listed, query, recent, page])
  const { records, loading } = useRecordSearch(page ? '' : query)
  const results = useMemo(() => mergeResults(ranked, records, query), [ranked, records, query])

  const firstId = results[0]?.items[0]?.value ?? ''
  const listKey = `${page}|${query}`
  const selected = picked.key === listKey && picked.value ? picked.value : firstId
  // The pointer highlights the row under it; stable (the list's key read at the move), so rows stay memoized.
  const latestKey = useRef(listKey)
  latestKey.current = listKey
  const hover = useCallback((value: string) => setPicked({ key: latestKey.current, value }), [])
  // All rows of this list mounted (see FIRST_ROWS); a new text or page starts short again.
  const [expandedKey, setExpandedKey] = useState('')
  const expanded = expandedKey === listKey
  const groups = useMemo(() => (expanded ? results : firstRows(results, FIRST_ROWS)), [results, expanded])
  const expand = () => !expanded && setExpandedKey(listKey)

  // Stable, so the memoized rows that stay in the list are not rendered again on a keystroke.
  const run = useCallback(
    (c: Command) => {
      rememberCommand(c.id)
      if (c.page) {
        setPage(c.page)
        setQuery('')
        return
      }
      if (!c.keepOpen) setOpen(false)
      void c.run?.()
    },
    [setOpen, setPage],
  )
  const openRecord = useCallback(
    (r: FoundRecord) => {
      setOpen(false)
      navigate(r.href)
    },
    [setOpen],
  )

  // Enter while the records for this text are still on their way runs the best result once they are in,
  // never the list of the previous text or a command a record is about to outrank (unless the user moved);
  // a command no record can outrank runs at once.
  const topCommand = ranked.groups[0]?.items[0]
  const waitForRecords =
    loading && picked.key !== listKey && (ranked.scores?.get(topCommand?.id ?? '') ?? 0) < BEST_RECORD_SCORE
  const listRef = useRef<HTMLDivElement>(null)
  const [enterFor, setEnterFor] = useState('')
  useEffect(() => {
    if (!enterFor || loading) return
    setEnterFor('')
    if (enterFor === listKey)
      listRef.current?.querySelector('[cmdk-item][aria-selected=true]')?.dispatchEvent(new Event(SELECT_EVENT))
  }, [enterFor, loading, listKey])

  // Mount every row before cmdk moves the highlight over the rows in the DOM (End must reach the last).
  const mountAll = () => {
    flushSync(expand)
    return false as const
  }
  const keys = useControlKeys(
    'palette.body',
    paletteKeys({
      next: mountAll,
      previous: mountAll,
      nextGroup: mountAll,
      previousGroup: mountAll,
      first: mountAll,
      last: mountAll,
      run: () => (waitForRecords ? setEnterFor(listKey) : false),
      back: () => (!query && page ? setPage(null) : false),
    }),
  )

  return (
    <Cmdk
      label={t('shell.palette.label')}
      shouldFilter={false}
      loop
      value={selected}
      onValueChange={(value) => setPicked({ key: listKey, value })}
      {...keys}
    >
      <div className="flex items-center gap-2 border-b border-slate-200 px-3">
        {page ? (
          <button
            type="button"
            onClick={() => setPage(null)}
            className="flex items-center gap-1 rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700 focus-visible:outline-2 focus-visible:outline-brand"
          >
            {backIcon} {page === 'assets' || page === 'columns' ? t(`shell.palette.pages.${page}`) : page}
          </button>
        ) : (
          searchIcon
        )}
        <Cmdk.Input
          data-autofocus
          value={query}
          onValueChange={setQuery}
          placeholder={page ? t('shell.palette.choose') : t('shell.palette.placeholder')}
          className="h-12 flex-1 bg-transparent text-sm text-slate-900 outline-none placeholder:text-slate-600"
        />
        {loading && spinner}
      </div>
      <Cmdk.List
        ref={listRef}
        onScroll={expand}
        className="max-h-[min(60vh,460px)] overflow-y-auto overscroll-contain p-1.5"
      >
        {!loading && results.length === 0 && (
          <div cmdk-empty="" role="presentation" className="px-3 py-8 text-center text-sm text-slate-600">
            {t('shell.palette.noResultsFor', { query })}
          </div>
        )}
        {groups.map((g) => (
          <Cmdk.Group key={g.key} heading={groupLabel(g.heading)} className={groupClass}>
            {g.items.map((x) =>
              x.kind === 'command' ? (
                <CommandRow
                  key={x.value}
                  command={x.c}
                  selected={x.value === selected}
                  showGroup={!!query}
                  onRun={run}
                  onHover={hover}
                />
              ) : (
                <RecordRow
                  key={x.value}
                  record={x.r}
                  selected={x.value === selected}
                  onOpen={openRecord}
                  onHover={hover}
                />
              ),
            )}
          </Cmdk.Group>
        ))}
      </Cmdk.List>
      <div className="flex items-center gap-3 border-t border-slate-200 bg-slate-50 px-3 py-1.5 text-[11px] text-slate-600">
        <span>{t('shell.palette.toMove')}</span>
        <span>{t('shell.palette.enterToRun')}</span>
        <span>{t('shell.palette.escToClose')}</span>
        <span className="ms-auto">{t('shell.palette.forShortcuts')}</span>
      </div>
    </Cmdk>
  )
}
