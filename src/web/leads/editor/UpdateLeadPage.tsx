import type { PageProps } from '../../routes.tsx'
import { PageHeader } from '../../ui/PageHeader.tsx'
import { BackLink } from './BackLink.tsx'
import { LeadEditor } from './LeadEditor.tsx'
import { useBack } from './useBack.ts'

/** /leads/{id}/update and /reports/leads/{id}/update: back after saving, or when the lead cannot be edited. */
export default function UpdateLeadPage({ params }: PageProps) {
  const { target, back } = useBack('/reports/leads')
  return (
    <div className="mx-auto max-w-5xl pb-6">
      <PageHeader title="Update Lead" actions={<BackLink href={target} />} />
      <div className="px-4 sm:px-6">
        <LeadEditor key={params.id} mode="update" leadId={params.id} onSaved={back} onClose={back} />
      </div>
    </div>
  )
}
