import type { UseFormReturn } from 'react-hook-form'
import { resourceText } from '../../../domain/i18n/resourceText.ts'
import { controlFor, fieldLabel } from '../../../domain/resources/define.ts'
import type { FieldDef, FormSection } from '../../../domain/resources/types.ts'
import type { StorageFile } from '../../../domain/storage/storageFile.ts'
import { FieldControl } from './FieldControl.tsx'

// controls that take a row of their own in a two-column section
const WIDE = ['textarea', 'richText', 'gallery', 'tags', 'customFields', 'items', 'translations']

/**
 * The declared sections of a form, each field's label (required marked), help, control and error: what a
 * resource's form (ResourceForm) and a global's page (src/web/globals) show of a declaration.
 */
export function FormSections({
  sections,
  fields,
  form,
  files,
  idPrefix,
  update,
  narrow,
}: {
  sections: readonly FormSection[]
  fields: Record<string, FieldDef>
  form: UseFormReturn
  files: Map<string, StorageFile>
  /** Makes each control's id ({idPrefix}-{field}). */
  idPrefix: string
  /** Editing a stored record: a field set once (`fixed`) is not offered. */
  update: boolean
  /** One column (the list's split pane). */
  narrow?: boolean
}) {
  return (
    <>
      {sections.map((s) => (
        <fieldset key={s.title} className="rounded-lg border border-slate-200 bg-white p-4">
          <legend className="px-1 text-sm font-semibold text-slate-800">{resourceText(s.title)}</legend>
          <div className={`grid gap-3 ${narrow ? 'grid-cols-1' : 'grid-cols-1 md:grid-cols-2'}`}>
            {s.fields.map((k) => {
              const f = fields[k]
              const kind = controlFor(f)
              if (kind === 'none' || (update && f.fixed)) return null
              const fid = `${idPrefix}-${k}`
              const err = form.formState.errors[k]?.message as string | undefined
              // a list's own control (a matrix of keys, chips) takes a row too
              const wide = WIDE.includes(kind) || (kind === 'component' && f.type.endsWith('[]'))
              // radio buttons are labelled as a group (aria-labelledby): a label for one would pick it
              const Label = kind === 'radio' ? 'span' : 'label'
              return (
                <div key={k} className={wide && !narrow ? 'md:col-span-2' : undefined}>
                  <Label
                    id={`${fid}-label`}
                    htmlFor={kind === 'radio' ? undefined : fid}
                    className="block text-sm font-medium text-slate-700"
                  >
                    {resourceText(f.formLabel ?? fieldLabel(k, f))}
                    {f.required && (
                      <span className="text-red-600" aria-hidden>
                        {' '}
                        *
                      </span>
                    )}
                  </Label>
                  {f.help && (
                    <p id={`${fid}-help`} className="text-xs text-slate-500">
                      {resourceText(f.help)}
                    </p>
                  )}
                  <FieldControl
                    name={k}
                    field={f}
                    id={fid}
                    control={form.control}
                    files={files}
                    fields={fields}
                    describedBy={
                      [f.help && `${fid}-help`, err && `${fid}-error`].filter(Boolean).join(' ') || undefined
                    }
                  />
                  {err && (
                    <p id={`${fid}-error`} className="mt-1 text-xs text-red-600">
                      {err}
                    </p>
                  )}
                </div>
              )
            })}
          </div>
        </fieldset>
      ))}
    </>
  )
}
