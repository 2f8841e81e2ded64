import { useState } from 'react'
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react'
import { ALL_LEAD_STAGES, LEAD_STATUSES } from '../../../domain/leads/constants.ts'
import { api } from '../../lib/http.ts'
import { toast } from '../../ui/toast.tsx'
import { SearchSelect } from '../editor/controls/SearchSelect.tsx'
import type { Option } from './MultiSelect.tsx'
import { t } from '../../../domain/i18n/index.ts'
import { valueLabel } from '../../../domain/i18n/values.ts'

export type BulkKind = 'agent' | 'stage' | 'status'
const leads = (n: number) => t('report.bulk.leads', { count: n, n })
/** The server's answer as a sentence: a change that changed nothing is said so, not shown as a success. */
function outcome(kind: BulkKind, { matched, updated }: { matched: number; updated: number }, selected: number) {
  const already = t('report.bulk.already', { count: matched - updated, kind: t(`report.bulk.kinds.${kind}`) })
  if (matched === 0) return toast.warning(t('report.bulk.noneChangeable', { leads: leads(selected) }))
  if (updated === 0) return toast.info(t('report.bulk.nothingChanged', { count: matched, already }))
  toast.success(
    updated < matched
      ? t('report.bulk.updatedSome', { updated, leads: leads(selected), rest: leads(matched - updated), already })
      : t('report.bulk.updated', { updated, leads: leads(selected) }),
  )
}

/**
 * One bulk action on the selected leads, applied by the server in one transaction. The value is a picker
 * like every other: type, and Enter on the highlighted agent (stage, status) applies at once.
 */
export function BulkActionDialog({
  kind,
  ids,
  agents,
  onClose,
  onDone,
}: {
  kind: BulkKind | null
  ids: string[]
  agents: Option[]
  onClose: () => void
  onDone: () => void
}) {
  const [value, setValue] = useState('')
  const [busy, setBusy] = useState(false)
  const options: Option[] =
    kind === 'agent'
      ? agents.filter((a) => !a.hint)
      : kind === 'stage'
        ? ALL_LEAD_STAGES.map((s) => ({ value: s, label: valueLabel('stage', s) }))
        : LEAD_STATUSES.map((s) => ({ value: s, label: valueLabel('status', s) }))
  const apply = async (chosen = value) => {
    if (!kind || !chosen || busy) return
    setBusy(true)
    try {
      const res = await api.patch<{ data: { matched: number; updated: number } }>('/api/properties/leads/bulk-update', {
        data: { ids, [kind]: chosen },
      })
      outcome(kind, res.data, ids.length)
      onDone()
      setValue('')
    } catch (err) {
      toast.error((err as Error).message || t('common.somethingWentWrong'))
    } finally {
      setBusy(false)
    }
  }
  return (
    <Dialog open={kind !== null} onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-slate-900/30" aria-hidden />
      <div className="fixed inset-0 flex items-start justify-center p-4 pt-[15vh]">
        <DialogPanel
          as="form"
          onSubmit={(e: React.FormEvent) => {
            e.preventDefault()
            void apply()
          }}
          className="w-full max-w-sm rounded-lg bg-white p-5 shadow-xl"
          data-testid="bulk-dialog"
        >
          <DialogTitle className="text-base font-semibold text-slate-900">
            {kind && t(`report.bulk.titles.${kind}`)}
          </DialogTitle>
          <p className="mt-1 text-sm text-slate-600">
            {t('report.bulk.selectedLeads', { count: ids.length, n: ids.length })}
          </p>
          <label htmlFor="bulk-value" className="sr-only">
            {kind ? t(`report.bulk.titles.${kind}`) : ''}
          </label>
          <div className="mt-4" data-testid="bulk-value">
            <SearchSelect
              id="bulk-value"
              autoFocus
              value={value || null}
              options={options}
              onChange={(v) => setValue(v ?? '')}
              onEnterPick={(v) => void apply(v)}
              placeholder={kind === 'agent' ? t('report.bulk.agentPlaceholder') : t('shell.palette.choose')}
              clearable={false}
            />
          </div>
          <div className="mt-5 flex justify-end gap-2">
            <button
              type="button"
              onClick={onClose}
              className="h-8 rounded-md px-3 text-sm text-slate-600 hover:bg-slate-100"
            >
              {t('common.cancel')}
            </button>
            <button
              type="submit"
              disabled={busy || !value}
              data-testid="bulk-apply"
              className="h-8 rounded-md bg-brand px-3 text-sm font-medium text-white hover:bg-brand-dark disabled:opacity-50"
            >
              {t('report.bulk.apply')}
            </button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  )
}
