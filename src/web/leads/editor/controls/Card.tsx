import type { ReactNode } from 'react'

/** One numbered card of the lead form (spec 1 §2). */
export function Card({
  n,
  title,
  description,
  aside,
  children,
  testId,
}: {
  n: number
  title: string
  description?: string
  aside?: ReactNode
  children: ReactNode
  testId?: string
}) {
  return (
    <section
      aria-labelledby={`card-${n}`}
      data-testid={testId}
      className="rounded-lg border border-slate-200 bg-white shadow-xs"
    >
      <header className="flex items-center justify-between gap-3 border-b border-slate-100 px-4 py-2.5">
        <div className="flex items-center gap-2.5">
          <span className="flex size-5 items-center justify-center rounded-full bg-brand/10 text-[11px] font-semibold text-brand">
            {n}
          </span>
          <div>
            <h2 id={`card-${n}`} className="text-sm font-semibold text-slate-900">
              {title}
            </h2>
            {description && <p className="text-xs text-slate-500">{description}</p>}
          </div>
        </div>
        {aside}
      </header>
      <div className="px-4 py-3.5">{children}</div>
    </section>
  )
}
