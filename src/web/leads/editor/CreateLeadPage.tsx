import { useLocation } from 'wouter'
import type { PageProps } from '../../routeTypes.ts'
import { BackButton, useBackTarget } from '../../ui/BackButton.tsx'
import { PageHeader } from '../../ui/PageHeader.tsx'
import { LeadEditor } from './LeadEditor.tsx'
import { t } from '../../../domain/i18n/index.ts'

/** /leads/create: after saving, the new lead's page with ref=/reports/leads (spec 1 §2). */
export default function CreateLeadPage(_: PageProps) {
  const [, navigate] = useLocation()
  const back = useBackTarget('/reports/leads')
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader
        title={t('editor.createLead')}
        subtitle={t('editor.createSubtitle')}
        actions={<BackButton fallback="/reports/leads" />}
      />
      <div className="px-4 sm:px-6">
        <LeadEditor
          mode="create"
          onSaved={(l) => navigate(`/reports/leads/${l._id}?ref=/reports/leads`)}
          onClose={() => navigate(back)}
        />
      </div>
    </div>
  )
}
