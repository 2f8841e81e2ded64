import { useState } from 'react'
import { Download, LoaderCircle } from 'lucide-react'
import { useAtomValue } from 'jotai'
import { formatNumber } from '../../../domain/format.ts'
import { P } from '../../../domain/permissions.ts'
import { http } from '../../lib/http.ts'
import { canAtom } from '../../state/session.ts'
import { toast } from '../../ui/toast.tsx'
import { useRegisterCommands } from '../../../../commands/registry.ts'
import { t } from '../../../domain/i18n/index.ts'

/**
 * Downloads the filtered report as CSV (the server streams it in ranges of 5000), showing progress
 * as rows received out of the list's total; 'Data is empty' when there is nothing to export. Shown
 * only with LEADS_REPORT_EXPORT. The palette runs it too ('Export leads').
 */
export function ExportButton({ filter, total }: { filter: Record<string, unknown>; total: number | null }) {
  const [progress, setProgress] = useState<number | null>(null)
  // Exporting has its own key (the server refuses the download without it).
  const allowed = useAtomValue(canAtom)([P.LEADS_REPORT_EXPORT])
  const run = async () => {
    if (total === 0) return void toast.warning(t('messages.dataIsEmpty'))
    setProgress(0)
    try {
      const res = await http<Response>('GET', '/api/properties/leads/export', { query: { filter }, raw: true })
      const reader = res.body!.getReader()
      const chunks: Uint8Array[] = []
      let lines = 0
      for (;;) {
        const { done, value } = await reader.read()
        if (done) break
        chunks.push(value)
        for (let i = 0; i < value.length; i++) if (value[i] === 10) lines++
        if (total) setProgress(Math.min(99, Math.round((lines / total) * 100)))
      }
      const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'leads.csv'
      const url = URL.createObjectURL(new Blob(chunks as BlobPart[], { type: 'text/csv' }))
      const a = Object.assign(document.createElement('a'), { href: url, download: name })
      document.body.append(a)
      a.click()
      a.remove()
      setTimeout(() => URL.revokeObjectURL(url), 10_000)
      toast.success(t('messages.exported', { count: Math.max(0, lines - 1), n: formatNumber(Math.max(0, lines - 1)) }))
    } catch (e) {
      toast.error((e as Error).message || t('common.somethingWentWrong'))
    } finally {
      setProgress(null)
    }
  }
  useRegisterCommands(
    'leads-export',
    [
      {
        id: 'leads.export',
        title: 'Export leads (CSV)',
        group: 'Leads report',
        keywords: ['download', 'csv', 'excel'],
        icon: Download,
        permission: [P.LEADS_REPORT_EXPORT],
        run,
      },
    ],
    [filter, total],
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
        {progress !== null ? t('report.exporting', { n: formatNumber(progress) }) : t('report.export')}
      </span>
    </button>
  )
}
