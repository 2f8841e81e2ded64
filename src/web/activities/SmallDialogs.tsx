import { useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react'
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react'
import { REVIEW_CATEGORIES } from '../../domain/activities/review.ts'
import { ApiError, api } from '../lib/http.ts'
import { inputCls, primaryCls, secondaryCls } from '../leads/editor/controls/styles.ts'
import { toast } from '../ui/toast.tsx'
import { fromLocalInput, toLocalInput } from './localTime.ts'
import { useDialogKeys } from './keepKeys.ts'
import { t } from '../../domain/i18n/index.ts'
import { formatNumber } from '../../domain/format.ts'

/** A small keyboard-first form dialog: Enter or Ctrl+Enter saves, Esc closes, the server's field messages shown. */
function FormDialog({
  title,
  testId,
  onClose,
  submit,
  children,
  saveLabel,
}: {
  title: string
  testId: string
  onClose: () => void
  submit: () => Promise<void>
  children: (errors: Record<string, string>) => ReactNode
  saveLabel: string
}) {
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [saving, setSaving] = useState(false)
  const save = async (e?: FormEvent | KeyboardEvent) => {
    // the dialog's own: in the lead editor's pane its React parent is the lead form, which must not save too
    e?.preventDefault()
    e?.stopPropagation()
    setSaving(true)
    try {
      await submit()
    } catch (err) {
      if (err instanceof ApiError && err.errors?.length)
        setErrors(Object.fromEntries(err.errors.map((x) => [x.path, x.message])))
      else toast.error((err as Error).message)
    } finally {
      setSaving(false)
    }
  }
  const dialogKeys = useDialogKeys((e) => void save(e), onClose)
  return (
    <Dialog open onClose={onClose} className="relative z-[70]">
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden />
      <div className="fixed inset-0 flex items-start justify-center p-4 pt-[12vh]">
        <DialogPanel
          as="form"
          onSubmit={save}
          {...dialogKeys}
          className="w-full max-w-md space-y-4 rounded-lg bg-white p-5 shadow-xl"
          data-testid={testId}
        >
          <DialogTitle className="text-base font-semibold text-slate-900">{title}</DialogTitle>
          {children(errors)}
          <div className="flex justify-end gap-2">
            <button type="button" className={secondaryCls} onClick={onClose}>
              {t('activities.small.cancel')}
            </button>
            <button type="submit" className={primaryCls} disabled={saving}>
              {saveLabel}
            </button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  )
}

const Message = ({ text }: { text?: string }) =>
  text ? (
    <p className="mt-1 text-xs text-red-600" role="alert">
      {text}
    </p>
  ) : null

/** Set follow-up: a date and time (empty clears it). */
export function FollowUpDialog({
  leadId,
  current,
  onClose,
  onSaved,
}: {
  leadId: string
  current: string | null
  onClose: () => void
  onSaved: () => void
}) {
  const [value, setValue] = useState(toLocalInput(current))
  return (
    <FormDialog
      title={t('activities.small.followUpTitle')}
      testId="follow-up-dialog"
      saveLabel={t('activities.small.followUpTitle')}
      onClose={onClose}
      submit={async () => {
        await api.patch(`/api/properties/leads/${leadId}/follow-up`, {
          data: { followUpAt: fromLocalInput(value) ?? null },
        })
        toast.success(value ? t('activities.small.followUpSet') : t('activities.small.followUpCleared'))
        onSaved()
      }}
    >
      {(errors) => (
        <div>
          <label htmlFor="follow-up-at" className="mb-1 block text-[13px] font-medium text-slate-700">
            {t('activities.small.followUpOn')}
          </label>
          <input
            id="follow-up-at"
            type="datetime-local"
            autoFocus
            className={inputCls}
            value={value}
            onChange={(e) => setValue(e.target.value)}
            aria-invalid={errors.followUpAt ? true : undefined}
          />
          <Message text={errors.followUpAt} />
          <p className="mt-1 text-xs text-slate-500">{t('activities.small.followUpEmpty')}</p>
        </div>
      )}
    </FormDialog>
  )
}

/** The customer's review of the lead's agent, after a completed viewing (`viewing`) or a qualified lead. */
export function ReviewDialog({
  leadId,
  viewing,
  onClose,
  onSaved,
}: {
  leadId: string
  viewing: string | null
  onClose: () => void
  onSaved: () => void
}) {
  const [rating, setRating] = useState(5)
  const [category, setCategory] = useState<string>(viewing ? 'viewing' : 'agent')
  const [feedback, setFeedback] = useState('')
  return (
    <FormDialog
      title={viewing ? t('activities.small.reviewViewing') : t('activities.small.reviewAgent')}
      testId="review-dialog"
      saveLabel={t('activities.small.recordReview')}
      onClose={onClose}
      submit={async () => {
        await api.post(`/api/properties/leads/${leadId}/reviews`, {
          data: { rating, category, feedback: feedback.trim() || null, viewing },
        })
        toast.success(t('activities.small.reviewRecorded'))
        onSaved()
      }}
    >
      {(errors) => (
        <>
          <fieldset>
            <legend className="mb-1 text-[13px] font-medium text-slate-700">{t('activities.small.rating')}</legend>
            <div className="flex gap-1.5">
              {[0, 1, 2, 3, 4, 5].map((n) => (
                <label
                  key={n}
                  className="flex cursor-pointer items-center gap-1 rounded-md border border-slate-300 px-2 py-1 text-sm has-checked:border-brand has-checked:bg-brand/10"
                >
                  <input
                    type="radio"
                    name="review-rating"
                    checked={rating === n}
                    autoFocus={n === rating}
                    onChange={() => setRating(n)}
                    className="accent-brand"
                  />{' '}
                  {formatNumber(n)}
                </label>
              ))}
            </div>
            <Message text={errors.rating} />
          </fieldset>
          <div>
            <label htmlFor="review-category" className="mb-1 block text-[13px] font-medium text-slate-700">
              {t('activities.small.category')}
            </label>
            <select
              id="review-category"
              className={inputCls}
              value={category}
              onChange={(e) => setCategory(e.target.value)}
            >
              {REVIEW_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {t(`activities.small.categories.${c}`)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="review-feedback" className="mb-1 block text-[13px] font-medium text-slate-700">
              {t('activities.small.feedback')}
            </label>
            <textarea
              id="review-feedback"
              rows={3}
              className={inputCls}
              value={feedback}
              onChange={(e) => setFeedback(e.target.value)}
            />
            <Message text={errors.feedback ?? errors.viewing} />
          </div>
        </>
      )}
    </FormDialog>
  )
}
