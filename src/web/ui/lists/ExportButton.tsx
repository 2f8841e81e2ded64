import { useState } from 'react'
import { Download, LoaderCircle } from 'lucide-react'
import { useAtomValue } from 'jotai'
import { useRegisterCommands } from '../../../../commands/registry.ts'
import type { Command } from '../../../../commands/types.ts'
import { dataIsEmpty } from '../../../domain/deleteMessages.ts'
import { formatNumber } from '../../../domain/format.ts'
import { t } from '../../../domain/i18n/index.ts'
import { http } from '../../lib/http.ts'
import { canAtom } from '../../state/session.ts'
import { toast } from '../../ui/toast.tsx'

/** The records a CSV holds so far: its line ends outside quoted cells (a quoted cell may hold line breaks). */
export function csvRows(chunk: Uint8Array, state: { quoted: boolean; rows: number }) {
  for (const byte of chunk) {
    if (byte === 34) state.quoted = !state.quoted
    else if (byte === 10 && !state.quoted) state.rows++
  }
}

/**
 * The export button of every list (the leads report, the registry lists, the reports): downloads the CSV of
 * what the list shows (its filter in `query`), streamed, with progress as rows received of the list's total
 * when it is known; 'Data is empty' when there is nothing. With `permission` it shows only to its holders
 * (the server refuses the download without it); with `command` the palette runs it too; with `doneText` it
 * says how many rows it wrote.
 */
export function ExportButton({
  path,
  query,
  total,
  fallbackName = 'export.csv',
  permission,
  command,
  doneText,
}: {
  path: string
  query: Record<string, unknown>
  total: number | null
  fallbackName?: string
  permission?: string[]
  command?: Pick<Command, 'id' | 'title' | 'group' | 'keywords'> & { source: string }
  doneText?: (rows: number) => string
}) {
  const [progress, setProgress] = useState<number | null>(null)
  const allowed = useAtomValue(canAtom)(permission ?? [])
  const run = async () => {
    if (total === 0) return void toast.warning(dataIsEmpty())
    setProgress(0)
    try {
      const res = await http<Response>('GET', path, { query, raw: true })
      const reader = res.body!.getReader()
      const chunks: Uint8Array[] = []
      const read = { quoted: false, rows: 0 }
      for (;;) {
        const { done, value } = await reader.read()
        if (done) break
        chunks.push(value)
        csvRows(value, read)
        if (total) setProgress(Math.min(99, Math.round((read.rows / total) * 100)))
      }
      const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName
      const url = URL.createObjectURL(new Blob(chunks as BlobPart[], { type: 'text/csv' }))
      const a = Object.assign(document.createElement('a'), { href: url, download: name })
      document.body.append(a)
      a.click()
      a.remove()
      setTimeout(() => URL.revokeObjectURL(url), 10_000)
      // the header row is no record
      if (doneText) toast.success(doneText(Math.max(0, read.rows - 1)))
    } catch (e) {
      toast.error((e as Error).message || t('common.somethingWentWrong'))
    } finally {
      setProgress(null)
    }
  }
  useRegisterCommands(
    command?.source ?? 'list-export',
    command ? [{ ...command, icon: Download, permission, run }] : [],
    [path, JSON.stringify(query), total],
  )
  if (!allowed) return null
  return (
    <button
      type="button"
      onClick={run}
      disabled={progress !== null}
      data-testid="export-button"
      className="relative flex h-8 items-center gap-1.5 overflow-hidden rounded-md border border-slate-300 bg-white px-3 text-[13px] font-medium text-slate-700 hover:bg-slate-50 disabled:cursor-progress"
    >
      {progress !== null && (
        <span
          className="absolute inset-y-0 start-0 bg-teal-100 transition-[width]"
          style={{ width: `${progress}%` }}
          aria-hidden
        />
      )}
      <span className="relative flex items-center gap-1.5">
        {progress !== null ? (
          <LoaderCircle className="size-4 animate-spin" aria-hidden />
        ) : (
          <Download className="size-4" aria-hidden />
        )}
        {progress !== null && total
          ? t('lists.export.exporting', { n: formatNumber(progress) })
          : t('lists.export.button')}
      </span>
    </button>
  )
}
