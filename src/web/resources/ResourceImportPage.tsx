import { useState } from 'react'
import { useLocation } from 'wouter'
import { Download, FileUp } from 'lucide-react'
import { fieldLabel } from '../../domain/resources/define.ts'
import type { Resource } from '../../domain/resources/types.ts'
import { formatNumber } from '../../domain/format.ts'
import { ApiError, api } from '../lib/http.ts'
import type { PageProps } from '../routes.tsx'
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
  const plural = r.plural.toLowerCase()

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
      setError((e as ApiError).message || 'Error')
    } finally {
      setBusy(false)
    }
  }
  const run = async (validOnly: boolean) => {
    setBusy(true)
    try {
      const res = await api.post<{ data: { created: number; skipped: number } }>(`${r.basePath}/import`, { csv, validOnly })
      toast.success(`${formatNumber(res.data.created)} ${res.data.created === 1 ? r.label.toLowerCase() : plural} imported${res.data.skipped ? `, ${formatNumber(res.data.skipped)} rows with errors skipped` : ''}.`)
      navigate(r.route)
    } catch (e) {
      setError((e as ApiError).message || 'Error')
    } finally {
      setBusy(false)
    }
  }
  const template = `data:text/csv;charset=utf-8,${encodeURIComponent(columns.map((k) => fieldLabel(k, r.fields[k])).join(',') + '\n')}`
  const shown = preview ? columns.filter((k) => preview.rows.some((row) => row.cells[k] !== undefined)) : []

  return (
    <div className="h-full overflow-y-auto">
      <div className="flex items-center gap-3 px-6 pt-5 pb-3">
        <BackButton fallback={r.route} />
        <h1 className="text-lg font-semibold text-slate-900">{title}</h1>
      </div>
      <div className="mx-6 mb-6 space-y-4">
        <section className="rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-700">
          <p>
            A CSV file with a header row naming its columns, one {r.label.toLowerCase()} per row. Columns it may carry:{' '}
            {columns.map((k) => fieldLabel(k, r.fields[k])).join(', ')}. Lists are separated by semicolons; a related record is named by its name or ID.
            Nothing is written until you import, and an import with any row in error writes nothing unless you choose to import only the valid rows.
          </p>
          <div className="mt-3 flex flex-wrap items-center gap-2">
            <label className="flex h-8 cursor-pointer items-center gap-1.5 rounded-md bg-brand px-3 text-[13px] font-medium text-white focus-within:ring-2 focus-within:ring-brand focus-within:ring-offset-2 hover:bg-brand-dark">
              <FileUp className="size-4" aria-hidden /> Choose CSV file
              <input type="file" accept=".csv,text/csv" className="sr-only" onChange={(e) => void choose(e.target.files?.[0])} aria-label="CSV file" />
            </label>
            <a href={template} download={`${r.name}-import.csv`} className="flex h-8 items-center gap-1.5 rounded-md border border-slate-300 px-3 text-[13px] hover:bg-slate-50">
              <Download className="size-4" aria-hidden /> Template
            </a>
            {fileName && <span className="text-slate-500">{fileName}</span>}
          </div>
        </section>
        {busy && <p className="text-sm text-slate-500">Working…</p>}
        {error && <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">{error}</p>}
        {preview && (
          <section aria-label="Preview" className="rounded-lg border border-slate-200 bg-white">
            <div className="flex flex-wrap items-center gap-3 border-b border-slate-200 px-4 py-3">
              <p className="me-auto text-sm text-slate-700" data-testid="import-summary">
                {formatNumber(preview.total)} rows: {formatNumber(preview.valid)} valid{preview.invalid ? `, ${formatNumber(preview.invalid)} with errors` : ''}.
                {preview.invalid > 0 && ' Correct the file and choose it again, or import only the valid rows.'}
              </p>
              {preview.invalid === 0 ? (
                <button type="button" disabled={busy} onClick={() => void run(false)} className="rounded-md bg-brand px-3 py-1.5 text-sm font-medium text-white hover:bg-brand-dark disabled:opacity-50">
                  Import {formatNumber(preview.total)} {preview.total === 1 ? r.label.toLowerCase() : plural}
                </button>
              ) : (
                preview.valid > 0 && (
                  <button type="button" disabled={busy} onClick={() => void run(true)} className="rounded-md border border-brand px-3 py-1.5 text-sm font-medium text-brand hover:bg-brand/5 disabled:opacity-50">
                    {preview.valid === 1 ? 'Import the valid row' : `Import the ${formatNumber(preview.valid)} valid rows`}
                  </button>
                )
              )}
            </div>
            <div className="overflow-x-auto">
              <table className="w-full text-[13px]">
                <thead className="bg-slate-50 text-start text-xs text-slate-500 uppercase">
                  <tr>
                    <th className="px-3 py-2 font-medium">Row</th>
                    <th className="px-3 py-2 font-medium">Problems</th>
                    {shown.map((k) => <th key={k} className="px-3 py-2 font-medium whitespace-nowrap">{fieldLabel(k, r.fields[k])}</th>)}
                  </tr>
                </thead>
                <tbody>
                  {preview.rows.map((row) => (
                    <tr key={row.row} className={`border-t border-slate-100 align-top ${row.errors.length ? 'bg-red-50/60' : ''}`} data-testid={`import-row-${row.row}`}>
                      <td className="px-3 py-1.5 tabular-nums text-slate-500">{row.row}</td>
                      <td className="px-3 py-1.5">
                        {row.errors.length ? (
                          <ul className="space-y-0.5 text-red-700">{row.errors.map((e) => <li key={e.path + e.message}>{e.message}</li>)}</ul>
                        ) : (
                          <span className="text-emerald-700">OK</span>
                        )}
                      </td>
                      {shown.map((k) => <td key={k} className="max-w-56 truncate px-3 py-1.5 text-slate-700" title={row.cells[k]}>{row.cells[k]}</td>)}
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
