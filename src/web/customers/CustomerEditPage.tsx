import { useLocation } from 'wouter'
import type { PageProps } from '../routes.tsx'
import { BackButton, useBackTarget } from '../ui/BackButton.tsx'
import { PageHeader } from '../ui/PageHeader.tsx'
import { CustomerForm } from './CustomerForm.tsx'

/** /customers/create and /customers/{id}/update: the customer form as a page; Save & Close goes back. */
export default function CustomerEditPage({ params, title }: PageProps) {
  const [, navigate] = useLocation()
  const back = useBackTarget('/customers')
  return (
    <div className="pb-10">
      <div className="px-6 pt-4"><BackButton fallback="/customers" /></div>
      <PageHeader title={title} />
      <div className="px-6">
        <CustomerForm key={params.id ?? 'new'} variant="page" customerId={params.id} onSaved={() => navigate(back)} onCancel={() => navigate(back)} />
      </div>
    </div>
  )
}
