import { useId } from 'react'
import { useAtomValue } from 'jotai'
import { useRegisterCommands } from '../../../commands/registry.ts'
import type { GlobalDef } from '../../domain/globals/types.ts'
import { t } from '../../domain/i18n/index.ts'
import { resourceText } from '../../domain/i18n/resourceText.ts'
import { FormSections } from '../resources/components/FormSections.tsx'
import type { PageProps } from '../routeTypes.ts'
import { canAtom } from '../state/session.ts'
import { Kbd } from '../ui/Kbd.tsx'
import { PageHeader } from '../ui/PageHeader.tsx'
import { primaryCls } from '../leads/editor/controls/styles.ts'
import { useGlobalForm } from './useGlobalForm.ts'

/**
 * A global's page (basic, lead and viewing settings): its declared form with the generic controls, read only
 * without the update keys; Save (or Ctrl+Enter from any field) writes the fields changed.
 */
export default function GlobalPage({ global: g, title }: PageProps & { global: GlobalDef }) {
  const editable = useAtomValue(canAtom)([...g.access.update])
  const gf = useGlobalForm(g)
  const { form } = gf
  const uid = useId()
  const group = t('resources.form.group', { label: title })
  useRegisterCommands(
    `global-form.${g.name}`,
    [
      {
        id: `global-form.${g.name}.save`,
        title: t('resources.form.save', { label: title }),
        group,
        shortcut: 'ctrl+enter,command+enter',
        inInputs: true,
        permission: g.access.update,
        run: () => void gf.save(),
      },
    ],
    [title],
  )
  return (
    <div className="pb-6">
      <PageHeader title={title} subtitle={resourceText(g.subtitle)} />
      {gf.loadError && (
        <p role="alert" className="mx-4 mb-3 text-sm text-red-600 sm:mx-6">
          {gf.loadError}
        </p>
      )}
      <form
        onSubmit={gf.save}
        noValidate
        aria-label={title}
        aria-busy={!gf.loaded}
        className="mx-4 max-w-3xl overflow-hidden rounded-lg border border-slate-200 bg-slate-50 shadow-xs sm:mx-6"
      >
        <fieldset disabled={!editable || !gf.loaded} className="min-w-0 space-y-4 p-4">
          <FormSections
            sections={g.form.sections}
            fields={g.fields}
            form={form}
            files={gf.files}
            idPrefix={uid}
            update
          />
        </fieldset>
        {editable && (
          <div className="flex items-center justify-end gap-3 border-t border-slate-200 bg-white px-4 py-2.5">
            <span className="me-auto hidden text-xs text-slate-500 sm:inline">
              <Kbd shortcut="ctrl+enter" className="inline-flex" /> {t('resources.form.toSave')}
            </span>
            <button
              type="submit"
              className={primaryCls}
              disabled={form.formState.isSubmitting || !form.formState.isDirty}
            >
              {t('settings.save')}
            </button>
          </div>
        )}
      </form>
    </div>
  )
}
