import { ExternalLink } from 'lucide-react'
import { Link } from 'wouter'
import { AUDIT_RECORD_TYPES } from '../../domain/resources/index.ts'
import { t } from '../../domain/i18n/index.ts'
import { resourceText } from '../../domain/i18n/resourceText.ts'
import type { DetailActionProps } from '../resources/detailProps.ts'
import { recordLink } from './recordLink.ts'

/** An activity log entry's page (declaration activityLogs, detailActions): the logged record's own page, while it exists. */
export default function OpenLoggedRecord({ row }: DetailActionProps) {
  const link = recordLink({
    resource: row.resource,
    recordType: row.recordType,
    recordId: row.recordId,
    action: row.action,
  })
  if (!link) return null
  return (
    <Link
      href={link}
      className="flex h-8 items-center gap-1.5 rounded-md border border-slate-300 bg-white px-3 text-[13px] font-medium text-slate-700 hover:bg-slate-50"
    >
      <ExternalLink className="size-4" aria-hidden />{' '}
      {t('resources.list.open', { name: resourceText(AUDIT_RECORD_TYPES[row.recordType] ?? row.recordType) })}
    </Link>
  )
}
