import { Suspense } from 'react'
import { useLocation } from 'wouter'
import type { Resource } from '../../domain/resources/types.ts'
import type { PageProps } from '../routeTypes.ts'
import { BackButton, useBackTarget } from '../ui/BackButton.tsx'
import { formFor } from './formComponents.ts'

/** Create at {route}/create, update at {route}/{id}/update; back to `ref` (or the list) after saving. */
export default function ResourceFormPage({ resource: r, params, title }: PageProps & { resource: Resource }) {
  const [, navigate] = useLocation()
  const back = useBackTarget(r.route)
  const id = params.id ?? null
  // a declared form component (the customer form) instead of the sections' controls
  const Form = formFor(r)
  return (
    <div className="flex h-full min-h-0 flex-col">
      <div className="flex items-center gap-3 px-6 pt-5 pb-3">
        <BackButton fallback={back} />
        <h1 className="text-lg font-semibold text-slate-900">{title}</h1>
      </div>
      <div className="mx-6 mb-4 flex min-h-0 flex-1 flex-col overflow-hidden rounded-lg border border-slate-200 bg-slate-50">
        <Suspense fallback={null}>
          <Form
            key={id ?? 'new'}
            resource={r}
            id={id}
            onSaved={({ row }) => navigate(id ? back : `${r.route}/${row._id}`)}
            onCancel={() => navigate(back)}
          />
        </Suspense>
      </div>
    </div>
  )
}
