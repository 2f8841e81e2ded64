import { useFormContext, useWatch } from 'react-hook-form'
import { Link, useLocation } from 'wouter'
import { ArrowUpRight } from 'lucide-react'
import type { LeadFormValues } from '../../../../domain/leads/leadForm.ts'
import { EmbeddedLeadsList } from '../../report/EmbeddedLeadsList.tsx'
import { Card } from '../controls/Card.tsx'
import { useEditor } from '../EditorContext.ts'
import { t } from '../../../../domain/i18n/index.ts'

/**
 * Card 5: the merge: the parent this lead joins, and the children merged into this one, listed by the
 * leads report's compact variant (fewer columns, no filter bar).
 */
export function ChildLeadsCard({ n }: { n: number }) {
  const { control } = useFormContext<LeadFormValues>()
  const { lead, mergeParent } = useEditor()
  const parentLeadId = lead?.parent?.leadID ?? mergeParent?.leadID
  const parentId = useWatch({ control, name: 'parentId' })
  const children = lead?.childLeads ?? []
  const [path] = useLocation()
  return (
    <Card n={n} title={t('editor.cards.childLeads')} testId="child-leads-card">
      <div className="space-y-2 text-sm">
        {parentId && (
          <p className="text-slate-700">
            {t('editor.mergedInto')}{' '}
            <Link
              href={`/reports/leads/${parentId}?ref=/reports/leads`}
              className="inline-flex items-center gap-0.5 font-medium text-brand hover:underline"
            >
              {parentLeadId ? `#${parentLeadId}` : t('editor.openParent')}{' '}
              <ArrowUpRight className="size-3.5 rtl:-scale-x-100" />
            </Link>
          </p>
        )}
        {lead && children.length > 0 && <EmbeddedLeadsList parentId={lead._id} variant="compact" refPath={path} />}
      </div>
    </Card>
  )
}
