import { useState } from 'react'
import { auditValueText, type AuditEntry } from '../../domain/audit.ts'
import { formatDateTime, formatNumber } from '../../domain/format.ts'
import { t } from '../../domain/i18n/index.ts'
import { en } from '../../domain/i18n/en/index.ts'
import { valueLabel, type ValueKind } from '../../domain/i18n/values.ts'
import { labelText } from '../../domain/validationMessages.ts'
import type { Resource } from '../../domain/resources/types.ts'
import { valueText as fieldValueText } from '../resources/recordText.ts'

const SHOWN = 6
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?([+-]\d{2}:\d{2}|Z)$/

/** Logged fields (API names, or a lead's columns) whose values are a catalogue's enum under another name. */
const KIND_OF: Readonly<Record<string, ValueKind>> = {
  amenities: 'amenity', property_type: 'unitType', propertyType: 'unitType', lead_sla_stage: 'slaStage', leadSLAStage: 'slaStage',
  contact_type: 'contactType', source_channel: 'sourceChannel', input_source: 'inputSource', contact_method: 'contactMethod',
  enquiry_method: 'enquiryMethod', lead_type: 'leadType',
}
const kindOf = (field: string): ValueKind | undefined => KIND_OF[field] ?? (Object.hasOwn(en.values, field) ? (field as ValueKind) : undefined)

/**
 * A value as the console shows it elsewhere, in its language: Yes/No, an enum value of a declared field (its
 * label) or of a field the catalogue lists (stage, status, source …) as it reads, logged timestamps in the
 * date-time format; stored text as stored.
 */
function valueText(v: unknown, field: string, fields?: Resource['fields']): string {
  if (typeof v === 'boolean') return t(v ? 'common.yes' : 'common.no')
  if (Array.isArray(v) && v.length) return v.map((x) => valueText(x, field, fields)).join(', ')
  const declared = fields?.[field]
  if (declared?.enum && typeof v === 'string') return fieldValueText(declared, v)
  if (typeof v === 'string' && TIMESTAMP.test(v)) return formatDateTime(v)
  const kind = kindOf(field)
  if (typeof v === 'string' && kind) return valueLabel(kind, v)
  return auditValueText(v)
}

/** An entry's fields, each 'Label: before → after' (a create shows the values set, a removal the values it had). */
export function ChangeList({ entry, fields }: { entry: Pick<AuditEntry, 'action' | 'changes'>; fields?: Resource['fields'] }) {
  const [all, setAll] = useState(false)
  if (!entry.changes.length) return <span className="text-slate-600">{t('lead.audit.noFieldChanged')}</span>
  const shown = all ? entry.changes : entry.changes.slice(0, SHOWN)
  return (
    <ul className="space-y-0.5">
      {shown.map((c) => (
        <li key={c.field} className="break-words">
          <span className="font-medium text-slate-700">{labelText(c.label)}:</span>{' '}
          {entry.action === 'create' ? (
            <span className="text-slate-900" data-i18n-data>{valueText(c.after, c.field, fields)}</span>
          ) : entry.action === 'destroy' ? (
            <span className="text-slate-600 line-through" data-i18n-data>{valueText(c.before, c.field, fields)}</span>
          ) : (
            <>
              <span className="text-slate-600" data-i18n-data>{valueText(c.before, c.field, fields)}</span>
              <span aria-label={t('lead.audit.changedTo')} className="inline-block px-1 text-slate-500 rtl:-scale-x-100">→</span>
              <span className="text-slate-900" data-i18n-data>{valueText(c.after, c.field, fields)}</span>
            </>
          )}
        </li>
      ))}
      {entry.changes.length > SHOWN && (
        <li>
          <button type="button" className="text-xs font-medium text-brand hover:underline" onClick={() => setAll((v) => !v)}>
            {all ? t('lead.audit.showFewer') : t('lead.audit.showMore', { count: formatNumber(entry.changes.length - SHOWN) })}
          </button>
        </li>
      )}
    </ul>
  )
}
