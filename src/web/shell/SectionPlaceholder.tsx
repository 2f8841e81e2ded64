import { Construction } from 'lucide-react'
import type { PageProps } from '../routeTypes.ts'
import { PageHeader } from '../ui/PageHeader.tsx'

/** A section whose screen is not built yet: its title and an honest empty state, no fake data. */
export default function SectionPlaceholder({ title }: PageProps) {
  return (
    <>
      <PageHeader title={title} />
      <div className="mx-6 flex flex-col items-center rounded-lg border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
        <Construction className="size-8 text-slate-400" aria-hidden />
        <h2 className="mt-3 text-sm font-semibold text-slate-800">{title} is not available yet</h2>
        <p className="mt-1 max-w-sm text-sm text-slate-600">
          This section has not been built in this version of the console. Nothing is shown rather than sample data.
        </p>
      </div>
    </>
  )
}
