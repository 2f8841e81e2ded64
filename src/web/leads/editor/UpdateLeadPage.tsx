import { useLocation } from 'wouter'
import type { PageProps } from '../../routeTypes.ts'
import { BackButton, useBackTarget } from '../../ui/BackButton.tsx'
import { PageHeader } from '../../ui/PageHeader.tsx'
import { LeadEditor } from './LeadEditor.tsx'
import { t } from '../../../domain/i18n/index.ts'

/** /leads/{id}/update and /reports/leads/{id}/update: back after saving, or when the lead cannot be edited. */
export default function UpdateLeadPage({ params }: PageProps) {
  const [, navigate] = useLocation()
  const target = useBackTarget('/reports/leads')
  const back = () => navigate(target)
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title={t('editor.updateLead')} actions={<BackButton fallback="/reports/leads" />} />
      <div className="px-4 sm:px-6">
        <LeadEditor key={params.id} mode="update" leadId={params.id} onSaved={back} onClose={back} />
      </div>
    </div>
  )
}
