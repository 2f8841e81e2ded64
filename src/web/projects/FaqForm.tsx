import { useForm, type FieldValues, type Resolver } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { faqSchemas, type ProjectFaq } from '../../domain/projects/faq.ts'
import { type ApiError, http } from '../lib/http.ts'
import { input } from '../resources/components/FieldControl.tsx'
import { toast } from '../ui/toast.tsx'
import { t } from '../../domain/i18n/index.ts'
import { useControlKeys } from '../shell/useControlKeys.ts'

/** Add (POST {project}/faq) or change (PATCH {project}/faq/{id}) one FAQ item, with the server's schema; Ctrl+Enter saves. */
export function FaqForm({ path, faq, onDone }: { path: string; faq?: ProjectFaq; onDone: () => void }) {
  const form = useForm<FieldValues>({
    resolver: zodResolver(faqSchemas.create) as unknown as Resolver<FieldValues>,
    defaultValues: { question: faq?.question ?? '', answer: faq?.answer ?? '', enabled: faq?.enabled ?? true },
  })
  const { errors, isSubmitting } = form.formState
  const save = form.handleSubmit(async (values) => {
    try {
      await http(faq ? 'PATCH' : 'POST', path, { body: values })
      toast.success(t(faq ? 'resources.project.faqUpdated' : 'resources.project.faqAdded'))
      onDone()
    } catch (e) {
      const err = e as ApiError
      if (err.statusCode === 400 && err.errors?.length)
        for (const fe of err.errors) form.setError(fe.path, { message: fe.message })
      else toast.error(err.message || t('common.error'))
    }
  })
  const keys = useControlKeys('project-faq-form', [
    {
      id: 'project-faq.save',
      title: t('resources.project.faqSave'),
      group: t('resources.project.faqs'),
      shortcut: 'ctrl+enter,command+enter',
      run: () => void save(),
    },
    {
      id: 'project-faq.cancel',
      title: t('resources.project.faqCancel'),
      group: t('resources.project.faqs'),
      shortcut: 'esc',
      run: onDone,
    },
  ])
  return (
    <form
      noValidate
      aria-label={faq ? t('resources.project.editFaq') : t('resources.project.addFaq')}
      onSubmit={(e) => void save(e)}
      {...keys}
      className="space-y-2 rounded-md border border-brand/40 bg-slate-50 p-3"
    >
      <label className="block text-sm font-medium text-slate-700">
        {t('resources.project.question')}{' '}
        <span className="text-red-600" aria-hidden>
          *
        </span>
        <input
          autoFocus
          aria-invalid={!!errors.question || undefined}
          className={input}
          {...form.register('question')}
        />
      </label>
      {errors.question && <p className="text-xs text-red-600">{String(errors.question.message)}</p>}
      <label className="block text-sm font-medium text-slate-700">
        {t('resources.project.answer')}{' '}
        <span className="text-red-600" aria-hidden>
          *
        </span>
        <textarea rows={3} aria-invalid={!!errors.answer || undefined} className={input} {...form.register('answer')} />
      </label>
      {errors.answer && <p className="text-xs text-red-600">{String(errors.answer.message)}</p>}
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input type="checkbox" className="size-4 accent-brand" {...form.register('enabled')} />{' '}
        {t('resources.project.enabled')}
      </label>
      <div className="flex items-center justify-end gap-2">
        <span className="me-auto text-xs text-slate-500">{t('resources.project.faqKeys')}</span>
        <button
          type="button"
          onClick={onDone}
          className="rounded-md border border-slate-300 px-3 py-1 text-sm hover:bg-slate-50"
        >
          {t('resources.project.cancel')}
        </button>
        <button
          type="submit"
          disabled={isSubmitting}
          className="rounded-md bg-brand px-3 py-1 text-sm font-medium text-white hover:bg-brand-dark disabled:opacity-50"
        >
          {isSubmitting ? t('resources.project.saving') : t('resources.project.save')}
        </button>
      </div>
    </form>
  )
}
