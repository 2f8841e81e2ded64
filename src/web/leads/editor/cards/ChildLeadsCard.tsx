import { useFormContext, useWatch } from 'react-hook-form'
import { Link } from 'wouter'
import { ArrowUpRight } from 'lucide-react'
import { stageBadgeClass } from '../../../../domain/leads/constants.ts'
import type { LeadFormValues } from '../../../../domain/leads/leadForm.ts'
import { Card } from '../controls/Card.tsx'
import { useEditor } from '../EditorContext.ts'

/** Card 5: the merge: the parent this lead joins, and the children merged into this one. */
export function ChildLeadsCard({ n }: { n: number }) {
  const { control } = useFormContext<LeadFormValues>()
  const { lead, mergeParent } = useEditor()
  const parentLeadId = lead?.parent?.leadID ?? mergeParent?.leadID
  const parentId = useWatch({ control, name: 'parentId' })
  const children = lead?.childLeads ?? []
  return (
    <Card n={n} title="Associated Child Leads" testId="child-leads-card">
      <div className="space-y-2 text-sm">
        {parentId && (
          <p className="text-slate-700">
            Merged into parent lead{' '}
            <Link href={`/reports/leads/${parentId}?ref=/reports/leads`} className="inline-flex items-center gap-0.5 font-medium text-brand hover:underline">
              {parentLeadId ? `#${parentLeadId}` : 'Open parent'} <ArrowUpRight className="size-3.5" />
            </Link>
          </p>
        )}
        {children.length > 0 && (
          <ul className="divide-y divide-slate-100 rounded-md border border-slate-200">
            {children.map((c) => (
              <li key={c._id} className="flex items-center justify-between px-3 py-1.5">
                <Link href={`/reports/leads/${c._id}?ref=/reports/leads`} className="font-medium text-brand hover:underline">
                  Lead #{c.leadID}
                </Link>
                <span className={`rounded px-1.5 py-0.5 text-xs font-medium ring-1 ${stageBadgeClass(c.stage)}`}>{c.stage}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Card>
  )
}
