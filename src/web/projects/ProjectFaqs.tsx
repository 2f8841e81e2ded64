import { useEffect, useState } from 'react'
import { useAtomValue } from 'jotai'
import { ArrowDown, ArrowUp, Pencil, Plus, Trash2 } from 'lucide-react'
import { P, hasAccess } from '../../domain/permissions.ts'
import type { ProjectFaq } from '../../domain/projects/faq.ts'
import { type ApiError, api } from '../lib/http.ts'
import { useApi } from '../lib/useApi.ts'
import type { DetailTabProps } from '../resources/detailProps.ts'
import { profileAtom } from '../state/session.ts'
import { ConfirmDelete } from '../ui/ConfirmDelete.tsx'
import { Data } from '../ui/Data.tsx'
import { toast } from '../ui/toast.tsx'
import { FaqForm } from './FaqForm.tsx'
import { t } from '../../domain/i18n/index.ts'
import { useMoveKeys } from '../shell/useMoveKeys.ts'

const button = 'rounded p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800 disabled:opacity-30'

/**
 * A project's FAQ items in their order: add, edit, delete, the section's heading, and the order changed
 * with the arrow buttons or, on a focused item, Alt+ArrowUp / Alt+ArrowDown (saved at once; the focus
 * stays on the moved item).
 */
export default function ProjectFaqs({ resource: r, row }: DetailTabProps) {
  const base = `${r.basePath}/${row._id}`
  const res = useApi<{ data: { faqs: ProjectFaq[]; faqHeading: string | null } }>(base, {
    filter: { select: ['faqs', 'faqHeading'] },
  })
  const canUpdate = hasAccess(useAtomValue(profileAtom), [P.PROJECT_UPDATE])
  const [faqs, setFaqs] = useState<ProjectFaq[]>([])
  const [editing, setEditing] = useState<string | 'new' | null>(null)
  const [heading, setHeading] = useState('')
  useEffect(() => {
    if (res.data) {
      setFaqs(res.data.data.faqs)
      setHeading(res.data.data.faqHeading ?? '')
    }
  }, [res.data])
  const fail = (e: unknown) => toast.error((e as ApiError).message || t('common.error'))

  const move = async (from: number, to: number) => {
    if (to < 0 || to >= faqs.length) return
    const next = [...faqs]
    const [item] = next.splice(from, 1)
    next.splice(to, 0, item)
    setFaqs(next)
    requestAnimationFrame(() => document.getElementById(`faq-${item._id}`)?.focus())
    try {
      await api.patch(`${base}/change-faqs-order`, { order: next.map((f) => f._id) })
      await res.mutate()
    } catch (e) {
      fail(e)
      await res.mutate()
    }
  }
  const moveKeys = useMoveKeys(
    'project-faqs',
    t('resources.project.faqs'),
    (from, to) => void move(from, to),
    canUpdate,
  )
  // a delete asks first, and its message offers Undo: the FAQ is put back as it was, at its place
  const [deleting, setDeleting] = useState<ProjectFaq | null>(null)
  const remove = async (f: ProjectFaq) => {
    await api.del(`${base}/faq/${f._id}`)
    await res.mutate()
  }
  const putBack = async (f: ProjectFaq, order: string[]) => {
    const { data: again } = await api.post<{ data: ProjectFaq }>(`${base}/faq`, {
      question: f.question,
      answer: f.answer,
      enabled: f.enabled,
    })
    const now = (await res.mutate())?.data.faqs.map((x) => x._id) ?? []
    // where it was among the FAQs still there (another's change since keeps the FAQ last)
    const wanted = order.map((id) => (id === f._id ? again._id : id)).filter((id) => now.includes(id))
    if (wanted.length === now.length) await api.patch(`${base}/change-faqs-order`, { order: wanted })
    await res.mutate()
  }
  const saveHeading = async () => {
    try {
      await api.patch(`${base}/faq/heading`, { heading: heading.trim() || null })
      toast.success(t('resources.project.headingUpdated'))
      await res.mutate()
    } catch (e) {
      fail(e)
    }
  }

  if (res.error)
    return (
      <p role="alert" className="text-sm text-red-600">
        {(res.error as Error).message}
      </p>
    )
  if (!res.data) return <p className="text-sm text-slate-500">{t('resources.project.loading')}</p>
  return (
    <section aria-label={t('resources.project.faqs')} className="rounded-lg border border-slate-200 bg-white p-4">
      <div className="mb-3 flex flex-wrap items-end gap-2">
        {canUpdate ? (
          <>
            <label className="min-w-64 flex-1 text-sm font-medium text-slate-700">
              {t('resources.project.faqHeading')}
              <input
                value={heading}
                onChange={(e) => setHeading(e.target.value)}
                maxLength={300}
                placeholder={t('resources.project.headingPlaceholder')}
                className="mt-1 block w-full rounded-md border border-slate-300 px-2.5 py-1.5 text-sm focus:border-brand focus:outline-none"
              />
            </label>
            <button
              type="button"
              onClick={() => void saveHeading()}
              className="rounded-md border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-50"
            >
              {t('resources.project.saveHeading')}
            </button>
          </>
        ) : (
          <h2 className="text-sm font-semibold text-slate-800">{heading || t('resources.project.faqs')}</h2>
        )}
      </div>
      {faqs.length === 0 && editing !== 'new' && (
        <p className="text-sm text-slate-500">{t('resources.project.noFaqs')}</p>
      )}
      <ol className="space-y-2" aria-label={t('resources.project.faqItems')}>
        {faqs.map((f, i) =>
          editing === f._id ? (
            <li key={f._id}>
              <FaqForm
                path={`${base}/faq/${f._id}`}
                faq={f}
                onDone={async () => {
                  setEditing(null)
                  await res.mutate()
                }}
              />
            </li>
          ) : (
            <li
              key={f._id}
              id={`faq-${f._id}`}
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a question takes the focus for its keyboard moves (Alt+↑/↓)
              tabIndex={0}
              data-index={i}
              {...moveKeys}
              aria-label={t('resources.project.faqItem', { n: i + 1, question: f.question })}
              className="flex items-start gap-2 rounded-md border border-slate-200 p-2.5 focus:border-brand focus:ring-1 focus:ring-brand focus:outline-none"
            >
              <span className="w-5 pt-0.5 text-xs text-slate-400 tabular-nums">{i + 1}</span>
              <div className="min-w-0 flex-1">
                <p className="text-sm font-medium text-slate-900">
                  <Data>{f.question}</Data>
                  {!f.enabled && (
                    <span className="ms-2 rounded bg-slate-100 px-1.5 py-0.5 text-xs font-normal text-slate-600">
                      {t('resources.project.disabled')}
                    </span>
                  )}
                </p>
                <p className="mt-0.5 text-sm whitespace-pre-line text-slate-600" dir="auto" data-i18n-data>
                  {f.answer}
                </p>
              </div>
              {canUpdate && (
                <span className="flex shrink-0 items-center">
                  <button
                    type="button"
                    aria-label={t('resources.project.faqUp', { n: i + 1 })}
                    title={t('resources.project.moveUpTitle')}
                    disabled={i === 0}
                    onClick={() => void move(i, i - 1)}
                    className={button}
                  >
                    <ArrowUp className="size-4" aria-hidden />
                  </button>
                  <button
                    type="button"
                    aria-label={t('resources.project.faqDown', { n: i + 1 })}
                    title={t('resources.project.moveDownTitle')}
                    disabled={i === faqs.length - 1}
                    onClick={() => void move(i, i + 1)}
                    className={button}
                  >
                    <ArrowDown className="size-4" aria-hidden />
                  </button>
                  <button
                    type="button"
                    aria-label={t('resources.project.faqEdit', { n: i + 1 })}
                    onClick={() => setEditing(f._id)}
                    className={button}
                  >
                    <Pencil className="size-4" aria-hidden />
                  </button>
                  <button
                    type="button"
                    aria-label={t('resources.project.faqDelete', { n: i + 1 })}
                    onClick={() => setDeleting(f)}
                    className={`${button} hover:text-red-600`}
                  >
                    <Trash2 className="size-4" aria-hidden />
                  </button>
                </span>
              )}
            </li>
          ),
        )}
      </ol>
      {canUpdate && faqs.length > 1 && (
        <p className="mt-2 text-xs text-slate-500">{t('resources.project.faqMoveHint')}</p>
      )}
      {canUpdate &&
        (editing === 'new' ? (
          <div className="mt-3">
            <FaqForm
              path={`${base}/faq`}
              onDone={async () => {
                setEditing(null)
                await res.mutate()
              }}
            />
          </div>
        ) : (
          <button
            type="button"
            onClick={() => setEditing('new')}
            className="mt-3 flex items-center gap-1 rounded-md border border-slate-300 px-2.5 py-1 text-[13px] text-slate-700 hover:bg-slate-50"
          >
            <Plus className="size-3.5" aria-hidden /> {t('resources.project.addFaq')}
          </button>
        ))}
      <ConfirmDelete
        label={t('resources.project.faqLabel')}
        target={deleting?.question ?? null}
        kind="undo"
        onCancel={() => setDeleting(null)}
        onConfirm={() => remove(deleting as ProjectFaq)}
        onUndo={
          deleting
            ? () =>
                putBack(
                  deleting,
                  faqs.map((x) => x._id),
                )
            : undefined
        }
      />
    </section>
  )
}
