import { ArrowLeft } from 'lucide-react'
import { useLocation, useSearch } from 'wouter'

/** Where the back button goes (spec 2 §2): query `ref` (plus `refparams`, JSON, as its query), else the default. */
export function backTarget(search: string, fallback?: string): string | null {
  const q = new URLSearchParams(search)
  const ref = q.get('ref')
  if (!ref || !ref.startsWith('/') || ref.startsWith('//')) return fallback ?? null
  let params = ''
  try {
    const rp = q.get('refparams')
    if (rp) params = '?' + new URLSearchParams(JSON.parse(rp) as Record<string, string>).toString()
  } catch {
    /* malformed refparams: ignore */
  }
  return ref + params
}

/** Shown only when a ref exists, a default is given, or it is forced. */
export function BackButton({ fallback, force }: { fallback?: string; force?: boolean }) {
  const search = useSearch()
  const [, navigate] = useLocation()
  const target = backTarget(search, fallback)
  if (!target && !force) return null
  return (
    <button
      type="button"
      onClick={() => (target ? navigate(target) : history.back())}
      className="inline-flex items-center gap-1 rounded px-1.5 py-1 text-sm text-slate-600 hover:bg-slate-100 hover:text-slate-900"
    >
      <ArrowLeft className="size-4" aria-hidden /> Back
    </button>
  )
}
