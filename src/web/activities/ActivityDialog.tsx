import { useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react'
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react'
import { activityCreateSchema, activityProblems, type ActivityInput } from '../../domain/activities/activityForm.ts'
import {
  activityKindLabel,
  CALL_OUTCOMES,
  VIEWING_OUTCOMES,
  outcomeLabel,
  type ActivityKind,
} from '../../domain/activities/kinds.ts'
import type { Activity } from '../../domain/activities/timeline.ts'
import type { ViewingSettings } from '../../domain/admin/assetSettings.ts'
import { ApiError, api } from '../lib/http.ts'
import { useApi } from '../lib/useApi.ts'
import { inputCls, primaryCls, secondaryCls } from '../leads/editor/controls/styles.ts'
import { SearchSelect } from '../leads/editor/controls/SearchSelect.tsx'
import { useRemoteSearch } from '../leads/editor/hooks/useRemoteSearch.ts'
import { toast } from '../ui/toast.tsx'
import { fromLocalInput, toLocalInput } from './localTime.ts'
import { useDialogKeys } from './keepKeys.ts'
import { t } from '../../domain/i18n/index.ts'
import { formatNumber } from '../../domain/format.ts'

type Errors = Record<string, string>
const title = (kind: ActivityKind) => t(`activities.dialog.titles.${kind}`)

/** A labelled control with its message, the label tied to the control for screen readers. */
function Row({ id, label, error, children }: { id: string; label: string; error?: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-[13px] font-medium text-slate-700">
        {label}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-xs text-red-600" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}

/**
 * Logs an activity of one kind on a lead, or changes one (`editing`: a viewing's outcome and feedback, a
 * call's outcome …). Keyboard first: the first control has the focus, Ctrl+Enter or Enter in a one-line field
 * saves, Esc closes. The same schema and kind rules as the server check it before it is sent; the server's
 * field messages land on the fields.
 */
export function ActivityDialog({
  leadId,
  lead,
  kind,
  editing,
  onClose,
  onSaved,
}: {
  leadId: string
  /** The lead's own listing or project: a new viewing starts with it. */
  lead?: { listing?: { _id: string; reference: string } | null; project?: { _id: string; name: string } | null }
  kind: ActivityKind
  editing?: Activity | null
  onClose: () => void
  onSaved: (a: Activity) => void
}) {
  const viewing = kind === 'viewing'
  const options = useApi<{ data: ViewingSettings }>(viewing ? '/api/properties/leads/viewing-options' : null).data?.data
  const [v, setV] = useState<Partial<ActivityInput>>(() =>
    editing
      ? {
          ...editing,
          listing: editing.listing?._id ?? null,
          project: editing.project?._id ?? null,
          occurredAt: editing.occurredAt,
        }
      : {
          kind,
          outcome: kind === 'call' ? 'answered' : null,
          ...(viewing
            ? { listing: lead?.listing?._id ?? null, project: lead?.listing ? null : (lead?.project?._id ?? null) }
            : {}),
        },
  )
  const [minutes, setMinutes] = useState(() =>
    editing?.durationSeconds ? String(Math.round(editing.durationSeconds / 60)) : '',
  )
  const [attendees, setAttendees] = useState(() => (editing?.attendees ?? []).map((a) => a.name).join(', '))
  const [errors, setErrors] = useState<Errors>({})
  const [saving, setSaving] = useState(false)
  const set = (patch: Partial<ActivityInput>) => setV((old) => ({ ...old, ...patch }))
  const listings = useRemoteSearch<{ _id: string; reference: string; title?: string }>(
    '/api/properties/listings/search',
    {
      debounceMs: 200,
      limit: 20,
      select: ['_id', 'reference', 'title'],
      toOption: (l) => ({ value: l._id, label: l.reference, hint: l.title ?? undefined }),
    },
  )
  const projects = useRemoteSearch<{ _id: string; name: string }>('/api/properties/projects/search', {
    debounceMs: 200,
    limit: 20,
    select: ['_id', 'name'],
    toOption: (p) => ({ value: p._id, label: p.name }),
  })

  const body = (): ActivityInput => {
    // NaN (not a number typed) is left for the schema to name
    const durationSeconds = minutes.trim() === '' ? undefined : Math.round(Number(minutes) * 60)
    const names = attendees
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
    return {
      kind,
      outcome: v.outcome || undefined,
      body: v.body?.trim() || undefined,
      ...(kind === 'call' || viewing ? { durationSeconds } : {}),
      ...(viewing
        ? {
            occurredAt: v.occurredAt,
            listing: v.listing || undefined,
            project: v.project || undefined,
            unit: v.unit?.trim() || undefined,
            attendees: names.map((name) => ({ name })),
            feedback: v.feedback?.trim() || undefined,
          }
        : {}),
    }
  }

  const save = async (e?: FormEvent | KeyboardEvent) => {
    // the dialog's own: in the lead editor's pane its React parent is the lead form, which must not save too
    e?.preventDefault()
    e?.stopPropagation()
    const input = body()
    const parsed = activityCreateSchema.safeParse(input)
    const problems = parsed.success
      ? activityProblems(parsed.data)
      : parsed.error.issues.map((i) => ({ path: String(i.path[0] ?? ''), message: i.message }))
    if (problems.length) return setErrors(Object.fromEntries(problems.map((p) => [p.path, p.message])))
    setSaving(true)
    try {
      const { kind: _k, ...change } = parsed.data!
      const res = editing
        ? await api.patch<{ data: Activity }>(`/api/properties/leads/${leadId}/activities/${editing._id}`, {
            data: change,
          })
        : await api.post<{ data: Activity }>(`/api/properties/leads/${leadId}/activities`, { data: parsed.data })
      toast.success(
        editing
          ? t('activities.dialog.updated', { kind: activityKindLabel(kind) })
          : viewing
            ? t('activities.dialog.viewingScheduled')
            : t('activities.dialog.logged', { kind: activityKindLabel(kind) }),
      )
      onSaved(res.data)
    } catch (err) {
      if (err instanceof ApiError && err.errors?.length)
        setErrors(Object.fromEntries(err.errors.map((x) => [x.path, x.message])))
      else toast.error((err as Error).message)
    } finally {
      setSaving(false)
    }
  }

  const err = (k: string) =>
    errors[k] ? { 'aria-invalid': true as const, 'aria-describedby': `activity-${k}-error` } : {}
  const outcomes = kind === 'call' ? CALL_OUTCOMES : viewing && editing ? VIEWING_OUTCOMES : []
  const dialogKeys = useDialogKeys((e) => void save(e), onClose)
  return (
    <Dialog open onClose={onClose} className="relative z-[70]">
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden />
      <div className="fixed inset-0 flex items-start justify-center overflow-y-auto p-4 pt-[10vh]">
        <DialogPanel
          as="form"
          onSubmit={save}
          {...dialogKeys}
          className="w-full max-w-lg space-y-4 rounded-lg bg-white p-5 shadow-xl"
          data-testid="activity-dialog"
        >
          <DialogTitle className="text-base font-semibold text-slate-900">
            {editing ? t('activities.dialog.outcomeTitle', { kind: activityKindLabel(kind) }) : title(kind)}
          </DialogTitle>
          {outcomes.length > 0 && (
            <fieldset>
              <legend className="mb-1 text-[13px] font-medium text-slate-700">{t('activities.dialog.outcome')}</legend>
              <div className="flex flex-wrap gap-1.5" role="radiogroup">
                {outcomes.map((o, i) => (
                  <label
                    key={o}
                    className="flex cursor-pointer items-center gap-1.5 rounded-md border border-slate-300 px-2.5 py-1 text-sm has-checked:border-brand has-checked:bg-brand/10"
                  >
                    <input
                      type="radio"
                      name="activity-outcome"
                      value={o}
                      checked={v.outcome === o}
                      autoFocus={i === 0 || v.outcome === o}
                      onChange={() => set({ outcome: o })}
                      className="accent-brand"
                    />
                    {outcomeLabel(o)}
                  </label>
                ))}
              </div>
              {errors.outcome && (
                <p className="mt-1 text-xs text-red-600" role="alert">
                  {errors.outcome}
                </p>
              )}
            </fieldset>
          )}
          {viewing && !editing && (
            <>
              <div className="grid gap-3">
                <Row id="activity-listing" label={t('activities.dialog.listing')} error={errors.listing}>
                  <SearchSelect
                    id="activity-listing"
                    value={v.listing}
                    valueLabel={lead?.listing?.reference}
                    options={listings.options}
                    onQuery={listings.search}
                    loading={listings.loading}
                    autoFocus
                    placeholder={t('activities.dialog.listingPlaceholder')}
                    error={errors.listing}
                    onChange={(value) => set({ listing: value, ...(value ? { project: null, unit: null } : {}) })}
                  />
                </Row>
                <Row id="activity-project" label={t('activities.dialog.orProject')} error={errors.project}>
                  <SearchSelect
                    id="activity-project"
                    value={v.project}
                    valueLabel={lead?.project?.name}
                    options={projects.options}
                    onQuery={projects.search}
                    loading={projects.loading}
                    placeholder={t('activities.dialog.projectPlaceholder')}
                    error={errors.project}
                    onChange={(value) => set({ project: value, ...(value ? { listing: null } : {}) })}
                  />
                </Row>
              </div>
              <div className="grid gap-3 sm:grid-cols-3">
                <Row id="activity-unit" label={t('activities.dialog.unit')} error={errors.unit}>
                  <input
                    id="activity-unit"
                    className={inputCls}
                    value={v.unit ?? ''}
                    onChange={(e) => set({ unit: e.target.value })}
                    disabled={!v.project}
                    placeholder={
                      v.project ? t('activities.dialog.unitPlaceholder') : t('activities.dialog.projectUnits')
                    }
                    {...err('unit')}
                  />
                </Row>
                <Row id="activity-when" label={t('activities.dialog.when')} error={errors.occurredAt}>
                  <input
                    id="activity-when"
                    type="datetime-local"
                    className={inputCls}
                    value={toLocalInput(v.occurredAt)}
                    onChange={(e) => set({ occurredAt: fromLocalInput(e.target.value) })}
                    {...err('occurredAt')}
                  />
                </Row>
                <Row id="activity-duration" label={t('activities.dialog.duration')} error={errors.durationSeconds}>
                  <select
                    id="activity-duration"
                    className={inputCls}
                    value={minutes || String(options?.defaultDuration ?? '')}
                    onChange={(e) => setMinutes(e.target.value)}
                  >
                    {(options?.durations ?? []).map((d) => (
                      <option key={d} value={d}>
                        {t('activities.dialog.minutes', { count: d, n: formatNumber(d) })}
                      </option>
                    ))}
                  </select>
                </Row>
              </div>
              <Row id="activity-attendees" label={t('activities.dialog.attendees')} error={errors.attendees}>
                <input
                  id="activity-attendees"
                  className={inputCls}
                  value={attendees}
                  onChange={(e) => setAttendees(e.target.value)}
                  placeholder={t('activities.dialog.attendeesPlaceholder')}
                  {...err('attendees')}
                />
              </Row>
              {options && (
                <p className="text-xs text-slate-500">
                  {t('activities.dialog.reminder', {
                    count: options.reminderMinutes,
                    n: formatNumber(options.reminderMinutes),
                  })}
                </p>
              )}
            </>
          )}
          {kind === 'call' && (
            <Row id="activity-minutes" label={t('activities.dialog.callMinutes')} error={errors.durationSeconds}>
              <input
                id="activity-minutes"
                type="number"
                min={0}
                step="0.5"
                inputMode="decimal"
                className={inputCls}
                value={minutes}
                onChange={(e) => setMinutes(e.target.value)}
                {...err('durationSeconds')}
              />
            </Row>
          )}
          {viewing && editing ? (
            <Row id="activity-feedback" label={t('activities.dialog.feedback')} error={errors.feedback}>
              <textarea
                id="activity-feedback"
                rows={3}
                className={inputCls}
                value={v.feedback ?? ''}
                onChange={(e) => set({ feedback: e.target.value })}
                {...err('feedback')}
              />
            </Row>
          ) : (
            <Row
              id="activity-body"
              label={
                kind === 'note'
                  ? t('activities.dialog.note')
                  : kind === 'call' || viewing
                    ? t('activities.dialog.notes')
                    : t('activities.dialog.sent')
              }
              error={errors.body}
            >
              <textarea
                id="activity-body"
                rows={3}
                className={inputCls}
                value={v.body ?? ''}
                autoFocus={kind === 'whatsapp' || kind === 'email' || kind === 'note'}
                onChange={(e) => set({ body: e.target.value })}
                {...err('body')}
              />
            </Row>
          )}
          <div className="flex items-center justify-end gap-2">
            <span className="me-auto text-xs text-slate-500">{t('activities.dialog.keys')}</span>
            <button type="button" className={secondaryCls} onClick={onClose}>
              {t('activities.dialog.cancel')}
            </button>
            <button type="submit" className={primaryCls} disabled={saving} data-testid="activity-save">
              {editing ? t('activities.dialog.save') : title(kind)}
            </button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  )
}
