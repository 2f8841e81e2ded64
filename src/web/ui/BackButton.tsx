import { ArrowLeft } from 'lucide-react'
import { Link, useSearch } from 'wouter'
import { safeRef } from '../../domain/safeRef.ts'
import { t } from '../../domain/i18n/index.ts'

/** Where the back button goes (spec 2 §2): query `ref` (plus `refparams`, JSON, as its query), else the default. */
export function backTarget(search: string, fallback?: string): string | null {
  const q = new URLSearchParams(search)
  const ref = safeRef(q.get('ref'))
  if (!ref) return fallback ?? null
  let params = ''
  try {
    const rp = q.get('refparams')
    if (rp) params = `?${new URLSearchParams(JSON.parse(rp) as Record<string, string>).toString()}`
  } catch {
    /* malformed refparams: ignore */
  }
  return ref + params
}

/** The page's back target (see backTarget), for pages that also go back after saving. */
export function useBackTarget(fallback: string): string {
  return backTarget(useSearch(), fallback) ?? fallback
}

const style =
  'inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900'

/** The one Back control: a link to the target; shown only when a ref exists, a default is given, or it is forced. */
export function BackButton({ fallback, force }: { fallback?: string; force?: boolean }) {
  const target = backTarget(useSearch(), fallback)
  if (!target && !force) return null
  const label = (
    <>
      <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden /> {t('common.back')}
    </>
  )
  if (target)
    return (
      <Link href={target} className={style}>
        {label}
      </Link>
    )
  return (
    <button type="button" onClick={() => history.back()} className={style}>
      {label}
    </button>
  )
}
