import { useState } from 'react'
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react'
import { ALL_LEAD_STAGES, LEAD_STATUSES } from '../../../domain/leads/constants.ts'
import { api } from '../../lib/http.ts'
import { toast } from '../../ui/toast.tsx'
import { SearchSelect } from '../editor/controls/SearchSelect.tsx'
import type { Option } from './MultiSelect.tsx'

export type BulkKind = 'agent' | 'stage' | 'status'
const TITLES: Record<BulkKind, string> = { agent: 'Assign to agent', stage: 'Change stage', status: 'Change status' }

const leads = (n: number) => `${n} lead${n === 1 ? '' : 's'}`
/** The server's answer as a sentence: a change that changed nothing is said so, not shown as a success. */
function outcome(kind: BulkKind, { matched, updated }: { matched: number; updated: number }, selected: number) {
  const already = `already ${matched - updated === 1 ? 'has' : 'have'} this ${kind}`
  if (matched === 0) return toast.warning(`Nothing changed: none of the ${leads(selected)} can be changed here (merged into another lead or deleted).`)
  if (updated === 0) return toast.info(`Nothing changed: the selected ${matched === 1 ? 'lead' : 'leads'} ${already}.`)
  toast.success(`${updated} of ${leads(selected)} updated${updated < matched ? `; ${leads(matched - updated)} ${already}` : ''}`)
}

/**
 * One bulk action on the selected leads, applied by the server in one transaction. The value is a picker
 * like every other: type, and Enter on the highlighted agent (stage, status) applies at once.
 */
export function BulkActionDialog({ kind, ids, agents, onClose, onDone }: { kind: BulkKind | null; ids: string[]; agents: Option[]; onClose: () => void; onDone: () => void }) {
  const [value, setValue] = useState('')
  const [busy, setBusy] = useState(false)
  const options: Option[] =
    kind === 'agent' ? agents.filter((a) => !a.hint) : kind === 'stage' ? ALL_LEAD_STAGES.map((s) => ({ value: s, label: s })) : LEAD_STATUSES.map((s) => ({ value: s, label: s }))
  const apply = async (chosen = value) => {
    if (!kind || !chosen || busy) return
    setBusy(true)
    try {
      const res = await api.patch<{ data: { matched: number; updated: number } }>('/api/properties/leads/bulk-update', { data: { ids, [kind]: chosen } })
      outcome(kind, res.data, ids.length)
      onDone()
      setValue('')
    } catch (err) {
      toast.error((err as Error).message || 'Something went wrong')
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
          className="w-full max-w-sm rounded-lg bg-white p-5 shadow-xl" data-testid="bulk-dialog">
          <DialogTitle className="text-base font-semibold text-slate-900">{kind && TITLES[kind]}</DialogTitle>
          <p className="mt-1 text-sm text-slate-600">
            {ids.length} selected lead{ids.length === 1 ? '' : 's'}
          </p>
          <label htmlFor="bulk-value" className="sr-only">{kind ? TITLES[kind] : ''}</label>
          <div className="mt-4" data-testid="bulk-value">
            <SearchSelect
              id="bulk-value"
              autoFocus
              value={value || null}
              options={options}
              onChange={(v) => setValue(v ?? '')}
              onEnterPick={(v) => void apply(v)}
              placeholder={kind === 'agent' ? 'Type an agent’s name…' : 'Choose…'}
              clearable={false}
            />
          </div>
          <div className="mt-5 flex justify-end gap-2">
            <button type="button" onClick={onClose} className="h-8 rounded-md px-3 text-sm text-slate-600 hover:bg-slate-100">Cancel</button>
            <button type="submit" disabled={busy || !value} data-testid="bulk-apply" className="h-8 rounded-md bg-brand px-3 text-sm font-medium text-white hover:bg-brand-dark disabled:opacity-50">
              Apply
            </button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  )
}
