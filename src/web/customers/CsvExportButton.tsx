import { useState } from 'react'
import { Download, LoaderCircle } from 'lucide-react'
import { dataIsEmpty } from '../../domain/deleteMessages.ts'
import { t } from '../../domain/i18n/index.ts'
import { http } from '../lib/http.ts'
import { toast } from '../ui/toast.tsx'

/** Downloads a generic resource export (CSV) for the list's filter; 'Data is empty' when there is nothing. */
export function CsvExportButton({
  path,
  filter,
  total,
  params,
}: {
  path: string
  filter: Record<string, unknown>
  total: number | null
  params?: Record<string, string>
}) {
  const [busy, setBusy] = useState(false)
  const run = async () => {
    if (total === 0) return void toast.warning(dataIsEmpty())
    setBusy(true)
    try {
      const res = await http<Response>('GET', path, { query: { ...params, filter }, raw: true })
      const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'export.csv'
      const url = URL.createObjectURL(await res.blob())
      const a = Object.assign(document.createElement('a'), { href: url, download: name })
      document.body.append(a)
      a.click()
      a.remove()
      setTimeout(() => URL.revokeObjectURL(url), 10_000)
    } catch (e) {
      toast.error((e as Error).message || t('common.somethingWentWrong'))
    } finally {
      setBusy(false)
    }
  }
  return (
    <button
      type="button"
      onClick={run}
      disabled={busy}
      className="flex h-8 items-center gap-1.5 rounded-md border border-slate-300 bg-white px-3 text-[13px] font-medium text-slate-700 hover:bg-slate-50 disabled:cursor-progress"
    >
      {busy ? (
        <LoaderCircle className="size-4 animate-spin" aria-hidden />
      ) : (
        <Download className="size-4" aria-hidden />
      )}
      {t('resources.export')}
    </button>
  )
}
