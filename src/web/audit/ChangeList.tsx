import { useState } from 'react'
import { auditValueLabel, type AuditEntry } from '../../domain/audit.ts'
import { formatDateTime, formatNumber } from '../../domain/format.ts'
import { t } from '../../domain/i18n/index.ts'
import { labelText } from '../../domain/validationMessages.ts'
import type { Resource } from '../../domain/resources/types.ts'

const SHOWN = 6
/** A logged value in the reader's language, logged timestamps in the date-time format. */
const valueText = (v: unknown, field: string, fields?: Resource['fields']) =>
  auditValueLabel(v, field, fields, formatDateTime)

/**
 * An entry's fields, each 'Label: before → after' (a create shows the values set, a removal the values it had);
 * a field the reader may not see only as changed (the server sends no values for it).
 */
export function ChangeList({
  entry,
  fields,
}: {
  entry: Pick<AuditEntry, 'action' | 'changes'>
  fields?: Resource['fields']
}) {
  const [all, setAll] = useState(false)
  if (!entry.changes.length) return <span className="text-slate-600">{t('lead.audit.noFieldChanged')}</span>
  const shown = all ? entry.changes : entry.changes.slice(0, SHOWN)
  return (
    <ul className="space-y-0.5">
      {shown.map((c) => (
        <li key={c.field} className="break-words">
          <span className="font-medium text-slate-700">{labelText(c.label)}:</span>{' '}
          {c.hidden ? (
            <span className="text-slate-600 italic">{t('lead.audit.hiddenChange')}</span>
          ) : entry.action === 'create' ? (
            <span className="text-slate-900" data-i18n-data>
              {valueText(c.after, c.field, fields)}
            </span>
          ) : entry.action === 'destroy' ? (
            <span className="text-slate-600 line-through" data-i18n-data>
              {valueText(c.before, c.field, fields)}
            </span>
          ) : (
            <>
              <span className="text-slate-600" data-i18n-data>
                {valueText(c.before, c.field, fields)}
              </span>
              <span
                role="img"
                aria-label={t('lead.audit.changedTo')}
                className="inline-block px-1 text-slate-500 rtl:-scale-x-100"
              >
                →
              </span>
              <span className="text-slate-900" data-i18n-data>
                {valueText(c.after, c.field, fields)}
              </span>
            </>
          )}
        </li>
      ))}
      {entry.changes.length > SHOWN && (
        <li>
          <button
            type="button"
            className="text-xs font-medium text-brand hover:underline"
            onClick={() => setAll((v) => !v)}
          >
            {all
              ? t('lead.audit.showFewer')
              : t('lead.audit.showMore', { count: formatNumber(entry.changes.length - SHOWN) })}
          </button>
        </li>
      )}
    </ul>
  )
}
