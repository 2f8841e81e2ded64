import { Inbox } from 'lucide-react'
import { Link } from 'wouter'
import { t } from '../../../domain/i18n/index.ts'

/** 'No {label} found' with the spec's second line (spec 2 §2). */
export function EmptyState({ label, canAdd, error }: { label: string; canAdd: boolean; error?: string | null }) {
  return (
    <div className="absolute inset-x-0 top-20 flex flex-col items-center text-center" data-testid="empty-state">
      <Inbox className="size-9 text-slate-300" aria-hidden />
      <p className="mt-2 text-sm font-medium text-slate-800">{t('report.empty', { label })}</p>
      {error ? (
        <p className="mt-1 text-sm text-red-600" role="alert" data-testid="list-error">
          {error}
        </p>
      ) : canAdd ? (
        <p className="mt-1 text-sm text-slate-500">
          {t('report.emptyAddBefore')}{' '}
          <Link href="/leads/create" className="text-brand underline underline-offset-2 hover:decoration-2">
            {t('report.emptyAdd')}
          </Link>{' '}
          {t('report.emptyAddAfter')}
        </p>
      ) : (
        <p className="mt-1 text-sm text-slate-500">{t('report.emptyView', { label })}</p>
      )}
    </div>
  )
}
