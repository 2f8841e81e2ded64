import { useEffect, useRef, useState } from 'react'
import dayjs from 'dayjs'
import customParseFormat from 'dayjs/plugin/customParseFormat'
import { CalendarClock } from 'lucide-react'
import { MANUAL_SLA_DATE_FORMAT } from '../../../../domain/leads/constants.ts'
import { inputCls } from './styles.ts'
import { useControlKeys } from '../../../shell/useControlKeys.ts'
import { takeDateKey } from '../../../shell/fieldKeys.ts'
import { t } from '../../../../domain/i18n/index.ts'

dayjs.extend(customParseFormat)

/** Parses what the user typed: the full format, or a date alone (default time 00:00). */
export function parseSlaInput(text: string): dayjs.Dayjs | null {
  const t = text.trim()
  for (const f of [MANUAL_SLA_DATE_FORMAT, 'YYYY-MM-DD HH:mm', 'YYYY-MM-DD']) {
    const d = dayjs(t, f, true)
    if (d.isValid()) return d
  }
  return null
}

export const formatSla = (v: string | null | undefined) => (v ? dayjs(v).format(MANUAL_SLA_DATE_FORMAT) : '')

/**
 * A date-time field in yyyy-MM-dd HH:mm:ss (spec 1 §9): typed, or picked with the browser's picker
 * (the calendar button). Past instants are refused by the picker; the value is an ISO string.
 */
export function DateTimeInput({
  id,
  value,
  onChange,
  disabled,
  error,
  onPast,
}: {
  id: string
  value: string | null | undefined
  onChange: (iso: string | null) => void
  disabled?: boolean
  error?: string
  onPast?: () => void
}) {
  const [text, setText] = useState(formatSla(value))
  const picker = useRef<HTMLInputElement>(null)
  useEffect(() => setText(formatSla(value)), [value])
  const commit = (d: dayjs.Dayjs | null) => {
    if (d?.isBefore(dayjs().startOf('minute'))) {
      onPast?.()
      setText(formatSla(value))
      return
    }
    onChange(d ? d.toISOString() : null)
  }
  const keys = useControlKeys('date-input', [{ ...takeDateKey(), run: (e) => (e.target as HTMLInputElement).blur() }])
  return (
    <div className="relative">
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`${inputCls} pe-8 font-mono tabular-nums`}
        // typed as the spec's yyyy-MM-dd HH:mm:ss in Latin digits, left to right in any language
        dir="ltr"
        placeholder={t('editor.dateTimeMask')}
        value={text}
        disabled={disabled}
        onChange={(e) => setText(e.target.value)}
        onBlur={() => {
          if (!text.trim()) return commit(null)
          const d = parseSlaInput(text)
          if (d) commit(d)
          else setText(formatSla(value))
        }}
        {...keys}
      />
      <button
        type="button"
        tabIndex={-1}
        disabled={disabled}
        aria-label={t('common.openDatePicker')}
        className="absolute inset-y-0 end-1.5 text-slate-400 hover:text-brand disabled:opacity-40"
        onClick={() => picker.current?.showPicker?.()}
      >
        <CalendarClock className="size-4" />
      </button>
      <input
        ref={picker}
        type="datetime-local"
        step={1}
        tabIndex={-1}
        aria-hidden
        className="pointer-events-none absolute bottom-0 start-0 h-0 w-0 opacity-0"
        min={dayjs().format('YYYY-MM-DDTHH:mm')}
        value={value ? dayjs(value).format('YYYY-MM-DDTHH:mm:ss') : ''}
        onChange={(e) => commit(e.target.value ? dayjs(e.target.value) : null)}
      />
    </div>
  )
}
