import { useAtomValue } from 'jotai'
import { formatDate, formatDateTime, formatMoney, formatNumber, formatPhone } from '../../../domain/format.ts'
import { t } from '../../../domain/i18n/index.ts'
import { resourceText } from '../../../domain/i18n/resourceText.ts'
import { cellFor } from '../../../domain/resources/define.ts'
import type { CellKind, FieldDef } from '../../../domain/resources/types.ts'
import { FileThumb } from '../../storage/FileThumb.tsx'
import { Avatar } from '../../ui/Avatar.tsx'
import { Data } from '../../ui/Data.tsx'
import { EmailText } from '../../ui/EmailText.tsx'
import { valueText } from '../recordText.ts'
import { deviceLabel } from '../../audit/accessLog.ts'
import { currencyAtom } from '../../state/session.ts'

const none = <span className="text-slate-400">—</span>

/** A row as the shared Avatar reads a person: its picture file (or imported image URL) and initials. */
const personOf = (value: unknown, row: Record<string, unknown> = {}) => {
  const file =
    value && typeof value === 'object' ? (value as { file?: string }).file : (row.imageUrl as string | undefined)
  return {
    firstName: String(row.firstName ?? ''),
    lastName: String(row.lastName ?? ''),
    avatar: file ? { _id: '', file } : null,
  }
}

/**
 * One value as a list cell or a detail value shows it, by the column's cell kind (default: the field's). A
 * stored value (a title, text, a related record, tags, a phone, an e-mail) is marked as data with its own
 * direction (Data); the console's words for it (an option's label, Yes/No, Enabled) and the numbers and dates
 * it formats are not.
 */
export function Cell({
  field,
  value,
  kind,
  row,
}: {
  field: FieldDef
  value: unknown
  kind?: CellKind
  row?: Record<string, unknown>
}) {
  const currency = useAtomValue(currencyAtom)
  const k = kind ?? cellFor(field)
  if (k === 'count' && Array.isArray(value)) return <span className="tabular-nums">{value.length}</span>
  if (k === 'avatar') return <Avatar profile={personOf(value, row)} size="sm" />
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && !value.length))
    return field.empty ? <span className="text-slate-500">{resourceText(field.empty)}</span> : none
  switch (k) {
    case 'title':
      return <Data className="font-medium text-slate-900">{valueText(field, value)}</Data>
    case 'number':
      return <span className="tabular-nums">{formatNumber(Number(value))}</span>
    case 'money':
      return <span className="tabular-nums">{formatMoney(value as number, currency)}</span>
    case 'date':
      return <span className="tabular-nums text-slate-600">{formatDateTime(value as string)}</span>
    case 'day':
      return <span className="tabular-nums">{formatDate(value as string)}</span>
    case 'status':
      return (
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-medium ${value ? 'bg-emerald-50 text-emerald-700' : 'bg-slate-100 text-slate-600'}`}
        >
          {value ? t('resources.cell.enabled') : t('resources.cell.disabled')}
        </span>
      )
    case 'boolean':
      return <>{value ? t('common.yes') : t('common.no')}</>
    case 'email':
      return <EmailText email={String(value)} />
    case 'phone':
      return <Data ltr>{formatPhone(String(value))}</Data>
    case 'device':
      // read from the stored user agent: brand names (Chrome, Linux)
      return <Data title={String(value)}>{deviceLabel(String(value))}</Data>
    case 'enum':
      return (
        <span className="rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700">{valueText(field, value)}</span>
      )
    case 'tags':
      return (
        <span className="flex gap-1 overflow-hidden">
          {(value as unknown[]).slice(0, 3).map((t) => (
            <Data
              key={String(t)}
              className="rounded bg-slate-100 px-1.5 py-0.5 text-xs whitespace-nowrap text-slate-700"
            >
              {String(t)}
            </Data>
          ))}
          {(value as unknown[]).length > 3 && (
            <span className="text-xs text-slate-500">+{(value as unknown[]).length - 3}</span>
          )}
        </span>
      )
    case 'image': {
      const file = Array.isArray(value) ? value[0] : value
      return file && typeof file === 'object' ? (
        <span className="block size-8 overflow-hidden rounded bg-slate-100">
          <FileThumb file={file} />
        </span>
      ) : (
        none
      )
    }
    default: {
      const text = valueText(field, value)
      if (!text) return none
      // an option's label and Yes/No are the console's words; anything else is the value as stored
      return field.enum || typeof value === 'boolean' ? text : <Data>{text}</Data>
    }
  }
}
