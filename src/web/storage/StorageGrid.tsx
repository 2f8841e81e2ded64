import { useEffect, useState, type ReactNode } from 'react'
import { ChevronLeft, ChevronRight, Search } from 'lucide-react'
import { FileThumb } from './FileThumb.tsx'
import { useStorageSearch, type StorageSearch } from './useStorageSearch.ts'
import type { StorageFile } from '../../domain/storage/storageFile.ts'
import { t } from '../../domain/i18n/index.ts'
import { formatNumber } from '../../domain/format.ts'

interface Props {
  kind?: StorageSearch['kind']
  /** Clicking a tile picks it (the modal); without it tiles are inert (the media page). */
  onPick?: (file: StorageFile) => void
  /** Extra controls per tile (the media page's delete). */
  actions?: (file: StorageFile) => ReactNode
  /** Bump to reload after an upload or delete. */
  reloadKey?: number
}

/** The storage grid: search (debounced 500 ms), 52 tiles per page, pager; errors as an alert (spec 2 §2). */
export function StorageGrid({ kind, onPick, actions, reloadKey }: Props) {
  const [input, setInput] = useState('')
  const [text, setText] = useState('')
  const [page, setPage] = useState(1)
  useEffect(() => {
    const t = setTimeout(() => {
      setText(input)
      setPage(1)
    }, 500)
    return () => clearTimeout(t)
  }, [input])
  const { data, error, isLoading, mutate } = useStorageSearch({ page, text, kind })
  useEffect(() => {
    if (reloadKey) void mutate()
  }, [reloadKey, mutate])
  const files = data?.data ?? []
  const meta = data?.meta

  return (
    <div className="flex flex-col gap-3">
      <label className="relative block">
        <span className="sr-only">{t('storage.search')}</span>
        <Search className="pointer-events-none absolute top-2 start-2 size-4 text-slate-400" aria-hidden />
        <input
          type="search"
          value={input}
          onChange={(e) => setInput(e.target.value)}
          placeholder={t('storage.search')}
          className="w-full rounded border border-slate-300 py-1.5 pe-2 ps-8 text-sm focus:border-brand focus:outline-none"
        />
      </label>
      {error && (
        <p role="alert" className="rounded border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
          {error.message || t('common.somethingWentWrong')}
        </p>
      )}
      {!error && !isLoading && files.length === 0 && (
        <p className="py-10 text-center text-sm text-slate-500">
          {t('storage.noFiles')} {text ? t('storage.changeFilter') : t('storage.uploadOne')}
        </p>
      )}
      <ul
        className="grid grid-cols-[repeat(auto-fill,minmax(104px,1fr))] gap-2"
        aria-label={t('storage.files')}
        aria-busy={isLoading}
      >
        {files.map((f) => (
          <li
            key={f._id}
            className="group relative overflow-hidden rounded border border-slate-200 bg-white"
            data-testid="storage-tile"
          >
            {onPick ? (
              <button
                type="button"
                onClick={() => onPick(f)}
                title={f.name}
                className="block w-full text-start focus-visible:outline-2 focus-visible:outline-brand"
              >
                <span className="block aspect-square">
                  <FileThumb file={f} />
                </span>
                <span className="block truncate px-1.5 py-1 text-xs text-slate-700" data-i18n-data>
                  {f.name}
                </span>
              </button>
            ) : (
              <a href={f.file} target="_blank" rel="noreferrer" title={f.name} className="block">
                <span className="block aspect-square">
                  <FileThumb file={f} />
                </span>
                <span className="block truncate px-1.5 py-1 text-xs text-slate-700" data-i18n-data>
                  {f.name}
                </span>
              </a>
            )}
            {actions && <div className="absolute top-1 end-1">{actions(f)}</div>}
          </li>
        ))}
      </ul>
      {meta && meta.totalPages > 1 && (
        <nav className="flex items-center justify-end gap-2 text-sm text-slate-600" aria-label={t('storage.pages')}>
          <span>
            {t('storage.page', {
              count: meta.total,
              page: formatNumber(meta.page),
              pages: formatNumber(meta.totalPages),
              n: formatNumber(meta.total),
            })}
          </span>
          <button
            type="button"
            disabled={!meta.hasPrevPage}
            onClick={() => setPage((p) => p - 1)}
            className="rounded border p-1 disabled:opacity-40"
            aria-label={t('storage.previousPage')}
          >
            <ChevronLeft className="size-4 rtl:-scale-x-100" aria-hidden />
          </button>
          <button
            type="button"
            disabled={!meta.hasNextPage}
            onClick={() => setPage((p) => p + 1)}
            className="rounded border p-1 disabled:opacity-40"
            aria-label={t('storage.nextPage')}
          >
            <ChevronRight className="size-4 rtl:-scale-x-100" aria-hidden />
          </button>
        </nav>
      )}
    </div>
  )
}
