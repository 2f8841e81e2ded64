import { useId, useRef } from 'react'
import { useAtomValue } from 'jotai'
import { useRegisterCommands } from '../../../../commands/registry.ts'
import { hasAccess } from '../../../domain/permissions.ts'
import type { Resource } from '../../../domain/resources/types.ts'
import { profileAtom } from '../../state/session.ts'
import { Kbd } from '../../ui/Kbd.tsx'
import { useRecordForm, type SaveResult } from '../hooks/useRecordForm.ts'
import { t } from '../../../domain/i18n/index.ts'
import { resourceNames } from '../recordText.ts'
import { FormSections } from './FormSections.tsx'
import { useSWRConfig } from 'swr'
import { http } from '../../lib/http.ts'
import { ChangedElsewhereNotice } from '../../live/ChangedElsewhereNotice.tsx'
import { useChangedElsewhere } from '../../live/useChangedElsewhere.ts'

export interface ResourceFormProps {
  resource: Resource
  /** null: create. */
  id: string | null
  onSaved: (result: Extract<SaveResult, { ok: true }>) => void
  onCancel: () => void
  /** In the list's split pane: Esc (inside it) closes it. */
  pane?: boolean
}

/** The declared form of a resource: its sections and controls; Ctrl+Enter saves from any field. */
export function ResourceForm({ resource: r, id, onSaved, onCancel, pane }: ResourceFormProps) {
  const rf = useRecordForm(r, id)
  const { form } = rf
  const uid = useId()
  const rootRef = useRef<HTMLFormElement>(null)
  const profile = useAtomValue(profileAtom)
  const key = id ? r.access?.update : r.access?.add
  const canSave = hasAccess(profile, key)
  const { mutate } = useSWRConfig()
  const path = `${r.basePath}/${id}`
  // Changed elsewhere: compared by updatedAt, the version the save sends; Reload refetches the record.
  const elsewhere = useChangedElsewhere({
    table: r.table,
    id,
    version: rf.row?.updatedAt,
    current: () =>
      http<{ data: { updatedAt: string } }>('GET', path, { query: { filter: { select: ['updatedAt'] } } }).then(
        (x) => x.data.updatedAt,
      ),
    busy: form.formState.isSubmitting,
  })
  const reload = () => {
    elsewhere.dismiss()
    void mutate((k) => Array.isArray(k) && k[1] === path)
  }
  const submit = async () => {
    const res = await rf.save()
    if (res.ok) onSaved(res)
  }
  const source = `resource-form.${pane ? 'pane' : 'page'}`
  const names = resourceNames(r)
  const label = names.labelWord
  useRegisterCommands(
    source,
    [
      {
        id: `${source}.save`,
        title: t(id ? 'resources.form.save' : 'resources.form.saveNew', { label }),
        group: t('resources.form.group', { label: names.label }),
        shortcut: 'ctrl+enter,command+enter',
        inInputs: true,
        permission: key,
        run: () => void submit(),
      },
      ...(pane
        ? [
            {
              id: `${source}.close`,
              title: t('resources.form.closePane', { label }),
              group: t('resources.form.group', { label: names.label }),
              shortcut: 'esc',
              hidden: true,
              inInputs: (el: HTMLElement) => !!rootRef.current?.contains(el),
              run: onCancel,
            },
          ]
        : []),
    ],
    [id, rf.row, canSave],
  )
  if (rf.loadError)
    return (
      <p role="alert" className="p-6 text-sm text-red-600">
        {rf.loadError}
      </p>
    )
  return (
    <form
      ref={rootRef}
      noValidate
      aria-busy={rf.loading}
      aria-label={t(id ? 'resources.form.update' : 'resources.form.create', { label: names.label })}
      onSubmit={(e) => {
        e.preventDefault()
        void submit()
      }}
      className="flex min-h-0 flex-1 flex-col"
      data-testid="resource-form"
    >
      <div className="min-h-0 flex-1 space-y-5 overflow-y-auto p-5">
        <ChangedElsewhereNotice notice={elsewhere.notice} label={label} onReload={reload} onKeep={elsewhere.dismiss} />
        {rf.stale && (
          <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {rf.stale}
          </p>
        )}
        <FormSections
          sections={r.form.sections}
          fields={r.fields}
          form={form}
          files={rf.files}
          idPrefix={uid}
          update={!!id}
          narrow={pane}
        />
      </div>
      <div className="flex items-center justify-end gap-2 border-t border-slate-200 bg-white px-5 py-3">
        <span className="me-auto text-xs text-slate-500">
          <Kbd shortcut="ctrl+enter" className="inline-flex" /> {t('resources.form.toSave')}
          {pane ? t('resources.form.escToClose') : ''}
        </span>
        <button
          type="button"
          onClick={onCancel}
          className="rounded-md border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-50"
        >
          {pane ? t('resources.form.close') : t('resources.form.cancel')}
        </button>
        {canSave && (
          <button
            type="submit"
            disabled={form.formState.isSubmitting || rf.loading}
            className="rounded-md bg-brand px-4 py-1.5 text-sm font-medium text-white hover:bg-brand-dark disabled:opacity-50"
          >
            {form.formState.isSubmitting ? t('resources.form.saving') : t('resources.form.saveButton')}
          </button>
        )}
      </div>
    </form>
  )
}
