import { useState } from 'react'
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react'
import type { FieldDef, Resource } from '../../../domain/resources/types.ts'
import { useOptions } from '../hooks/useOptions.ts'
import { t } from '../../../domain/i18n/index.ts'
import { useControlKeys } from '../../shell/useControlKeys.ts'
import { countOf, labelOf } from '../recordText.ts'
import { input } from './inputClass.ts'

/** The value a bulk change sets: yes/no, one of the options (a related record, an enum), or text. */
function ValueControl({
  name,
  f,
  value,
  onChange,
}: {
  name: string
  f: FieldDef
  value: string
  onChange: (v: string) => void
}) {
  const options = useOptions(f)
  if (f.type === 'string' && !f.enum && !f.ref)
    return <input id="bulk-value" className={input} value={value} onChange={(e) => onChange(e.target.value)} />
  return (
    <select id="bulk-value" className={input} value={value} onChange={(e) => onChange(e.target.value)}>
      {f.type !== 'boolean' && <option value="">{t('resources.bulk.none')}</option>}
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {f.type === 'boolean' && name === 'enabled'
            ? t(o.value === 'true' ? 'resources.cell.enabled' : 'resources.cell.disabled')
            : o.label}
        </option>
      ))}
    </select>
  )
}

/**
 * Sets one declared field (bulkUpdate.fields) to one value on every selected row through the resource's
 * bulk call; Enter applies, Esc closes. The field list gets the focus, so the keyboard needs no mouse.
 */
export function BulkUpdateDialog({
  resource: r,
  count,
  open,
  onClose,
  onApply,
}: {
  resource: Resource
  count: number
  open: boolean
  onClose: () => void
  onApply: (field: string, value: unknown) => Promise<void>
}) {
  const fields = r.bulkUpdate?.fields ?? []
  const [field, setField] = useState(fields[0] ?? '')
  const f = r.fields[field]
  const [value, setValue] = useState('true')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const pick = (k: string) => {
    setField(k)
    setValue(r.fields[k]?.type === 'boolean' ? 'true' : '')
    setError(null)
  }
  const typed = (): unknown => (f.type === 'boolean' ? value === 'true' : value === '' ? null : value)
  const submit = async () => {
    setBusy(true)
    setError(null)
    try {
      await onApply(field, typed())
      onClose()
    } catch (e) {
      setError((e as Error).message)
    } finally {
      setBusy(false)
    }
  }
  // Enter applies from the field and value lists too (a select does not submit a form by itself)
  const keys = useControlKeys(
    'bulk-update',
    open
      ? [
          {
            id: 'resources.bulk.apply',
            title: t('resources.bulk.applyKey'),
            group: 'Dialog',
            shortcut: 'enter',
            run: (e) => (e.target instanceof HTMLSelectElement ? void submit() : false),
          },
        ]
      : [],
  )
  const what = countOf(r, count)
  return (
    <Dialog open={open} onClose={onClose} className="fixed inset-0 z-[70] flex items-center justify-center p-4">
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden />
      <div className="relative w-full max-w-md">
        <DialogPanel className="w-full max-w-md rounded-lg bg-white p-5 shadow-xl">
          <DialogTitle className="text-base font-semibold text-slate-900">
            {t('resources.bulk.title', what)}
          </DialogTitle>
          <form
            className="mt-3 flex flex-col gap-3"
            onSubmit={(e) => {
              e.preventDefault()
              void submit()
            }}
            {...keys}
          >
            <label className="text-sm text-slate-700" htmlFor="bulk-field">
              {t('resources.bulk.field')}
            </label>
            <select
              id="bulk-field"
              autoFocus
              className={`${input} -mt-2`}
              value={field}
              onChange={(e) => pick(e.target.value)}
            >
              {fields.map((k) => (
                <option key={k} value={k}>
                  {labelOf(r, k)}
                </option>
              ))}
            </select>
            <label className="text-sm text-slate-700" htmlFor="bulk-value">
              {t('resources.bulk.value')}
            </label>
            <div className="-mt-3">
              {f && <ValueControl key={field} name={field} f={f} value={value} onChange={setValue} />}
            </div>
            {error && (
              <p role="alert" className="text-sm text-red-600">
                {error}
              </p>
            )}
            <div className="mt-2 flex justify-end gap-2">
              <button
                type="button"
                onClick={onClose}
                className="h-8 rounded-md border border-slate-300 bg-white px-3 text-[13px] font-medium text-slate-700 hover:bg-slate-50"
              >
                {t('resources.bulk.cancel')}
              </button>
              <button
                type="submit"
                disabled={busy}
                className="h-8 rounded-md bg-brand px-3 text-[13px] font-medium text-white hover:bg-brand-dark disabled:opacity-60"
              >
                {busy ? t('resources.bulk.saving') : t('resources.bulk.apply', what)}
              </button>
            </div>
          </form>
        </DialogPanel>
      </div>
    </Dialog>
  )
}
