import { useState } from 'react'
import { useLocation } from 'wouter'
import { Download, FileUp } from 'lucide-react'
import { fieldLabel } from '../../domain/resources/define.ts'
import type { Resource } from '../../domain/resources/types.ts'
import { formatNumber } from '../../domain/format.ts'
import { t } from '../../domain/i18n/index.ts'
import { countOf, labelOf, resourceNames } from './recordText.ts'
import { type ApiError, api } from '../lib/http.ts'
import type { PageProps } from '../routeTypes.ts'
import { BackButton } from '../ui/BackButton.tsx'
import { toast } from '../ui/toast.tsx'

interface PreviewRow {
  row: number
  cells: Record<string, string>
  errors: { path: string; message: string }[]
}
interface Preview {
  columns: string[]
  rows: PreviewRow[]
  total: number
  valid: number
  invalid: number
}

/**
 * `{route}/import` of a declared resource with `import`: a CSV file is previewed row by row with each row's
 * errors (nothing is written), then imported all or nothing, or, when the user chooses, only its valid rows.
 */
export default function ResourceImportPage({ resource: r, title }: PageProps & { resource: Resource }) {
  const [, navigate] = useLocation()
  const [csv, setCsv] = useState<string | null>(null)
  const [fileName, setFileName] = useState('')
  const [preview, setPreview] = useState<Preview | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const columns = r.import?.columns ?? []
  const names = resourceNames(r)

  const choose = async (file: File | undefined) => {
    setPreview(null)
    setError(null)
    if (!file) return
    setFileName(file.name)
    const text = await file.text()
    setCsv(text)
    setBusy(true)
    try {
      setPreview((await api.post<{ data: Preview }>(`${r.basePath}/import/preview`, { csv: text })).data)
    } catch (e) {
      setError((e as ApiError).message || t('common.error'))
    } finally {
      setBusy(false)
    }
  }
  const run = async (validOnly: boolean) => {
    setBusy(true)
    try {
      const res = await api.post<{ data: { created: number; skipped: number } }>(`${r.basePath}/import`, {
        csv,
        validOnly,
      })
      toast.success(
        res.data.skipped
          ? t('resources.import.doneSkipped', {
              ...countOf(r, res.data.created),
              skipped: t('resources.import.rowsWithErrors', {
                count: res.data.skipped,
                n: formatNumber(res.data.skipped),
              }),
            })
          : t('resources.import.done', countOf(r, res.data.created)),
      )
      navigate(r.route)
    } catch (e) {
      setError((e as ApiError).message || t('common.error'))
    } finally {
      setBusy(false)
    }
  }
  const template = `data:text/csv;charset=utf-8,${encodeURIComponent(`${columns.map((k) => fieldLabel(k, r.fields[k])).join(',')}\n`)}`
  const shown = preview ? columns.filter((k) => preview.rows.some((row) => row.cells[k] !== undefined)) : []

  return (
    <div className="h-full overflow-y-auto">
      <div className="flex items-center gap-3 px-6 pt-5 pb-3">
        <BackButton fallback={r.route} />
        <h1 className="text-lg font-semibold text-slate-900">{title}</h1>
      </div>
      <div className="mx-6 mb-6 space-y-4">
        <section className="rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-700">
          <p>{t('resources.import.intro', { label: names.labelWord })}</p>
          {/* the header row's names as the file must carry them (English, whatever the console's language) */}
          <p dir="ltr" className="my-1.5 text-slate-600 rtl:text-right" data-i18n-data>
            {columns.map((k) => fieldLabel(k, r.fields[k])).join(', ')}
          </p>
          <p>{t('resources.import.rules')}</p>
          <div className="mt-3 flex flex-wrap items-center gap-2">
            <label className="flex h-8 cursor-pointer items-center gap-1.5 rounded-md bg-brand px-3 text-[13px] font-medium text-white focus-within:ring-2 focus-within:ring-brand focus-within:ring-offset-2 hover:bg-brand-dark">
              <FileUp className="size-4" aria-hidden /> {t('resources.import.choose')}
              <input
                type="file"
                accept=".csv,text/csv"
                className="sr-only"
                onChange={(e) => void choose(e.target.files?.[0])}
                aria-label={t('resources.import.file')}
              />
            </label>
            <a
              href={template}
              download={`${r.name}-import.csv`}
              className="flex h-8 items-center gap-1.5 rounded-md border border-slate-300 px-3 text-[13px] hover:bg-slate-50"
            >
              <Download className="size-4" aria-hidden /> {t('resources.import.template')}
            </a>
            {fileName && <span className="text-slate-500">{fileName}</span>}
          </div>
        </section>
        {busy && <p className="text-sm text-slate-500">{t('resources.import.working')}</p>}
        {error && (
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
            {error}
          </p>
        )}
        {preview && (
          <section aria-label={t('resources.import.preview')} className="rounded-lg border border-slate-200 bg-white">
            <div className="flex flex-wrap items-center gap-3 border-b border-slate-200 px-4 py-3">
              <p className="me-auto text-sm text-slate-700" data-testid="import-summary">
                {t(preview.invalid ? 'resources.import.summaryErrors' : 'resources.import.summary', {
                  count: preview.total,
                  n: formatNumber(preview.total),
                  valid: formatNumber(preview.valid),
                  invalid: formatNumber(preview.invalid),
                })}
              </p>
              {preview.invalid === 0 ? (
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => void run(false)}
                  className="rounded-md bg-brand px-3 py-1.5 text-sm font-medium text-white hover:bg-brand-dark disabled:opacity-50"
                >
                  {t('resources.import.importAll', countOf(r, preview.total))}
                </button>
              ) : (
                preview.valid > 0 && (
                  <button
                    type="button"
                    disabled={busy}
                    onClick={() => void run(true)}
                    className="rounded-md border border-brand px-3 py-1.5 text-sm font-medium text-brand hover:bg-brand/5 disabled:opacity-50"
                  >
                    {t('resources.import.importValid', { count: preview.valid, n: formatNumber(preview.valid) })}
                  </button>
                )
              )}
            </div>
            <div className="overflow-x-auto">
              <table className="w-full text-[13px]">
                <thead className="bg-slate-50 text-start text-xs text-slate-500 uppercase">
                  <tr>
                    <th className="px-3 py-2 font-medium">{t('resources.import.row')}</th>
                    <th className="px-3 py-2 font-medium">{t('resources.import.problems')}</th>
                    {shown.map((k) => (
                      <th key={k} className="px-3 py-2 font-medium whitespace-nowrap">
                        {labelOf(r, k)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {preview.rows.map((row) => (
                    <tr
                      key={row.row}
                      className={`border-t border-slate-100 align-top ${row.errors.length ? 'bg-red-50/60' : ''}`}
                      data-testid={`import-row-${row.row}`}
                    >
                      <td className="px-3 py-1.5 tabular-nums text-slate-500">{row.row}</td>
                      <td className="px-3 py-1.5">
                        {row.errors.length ? (
                          <ul className="space-y-0.5 text-red-700">
                            {row.errors.map((e) => (
                              <li key={e.path + e.message}>{e.message}</li>
                            ))}
                          </ul>
                        ) : (
                          <span className="text-emerald-700">{t('resources.import.ok')}</span>
                        )}
                      </td>
                      {shown.map((k) => (
                        <td key={k} className="max-w-56 truncate px-3 py-1.5 text-slate-700" title={row.cells[k]}>
                          {row.cells[k]}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        )}
      </div>
    </div>
  )
}
