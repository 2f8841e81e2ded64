import type { ComponentType } from 'react'
import { get, useController, useFormState, useWatch } from 'react-hook-form'
import { ArrowDown, ArrowUp, Plus, X } from 'lucide-react'
import { controlFor } from '../../../domain/resources/define.ts'
import { formatNumber } from '../../../domain/format.ts'
import { t } from '../../../domain/i18n/index.ts'
import { useMoveKeys } from '../../shell/useMoveKeys.ts'
import { resourceText } from '../../../domain/i18n/resourceText.ts'
import { fieldText, lowerWords } from '../recordText.ts'
import type { FieldDef } from '../../../domain/resources/types.ts'
import type { ControlProps } from './controlProps.ts'

/** A new item: each sub-field empty as the schema takes it (text '', lists [], a switch off, anything else null). */
export function newItem(f: FieldDef): Record<string, unknown> {
  const empty = (sf: FieldDef) =>
    sf.items || sf.type.endsWith('[]')
      ? []
      : sf.type === 'boolean'
        ? false
        : sf.type === 'string' && !sf.enum && controlFor(sf) === 'text'
          ? ''
          : null
  return Object.fromEntries(Object.entries(f.items!.fields).map(([k, sf]) => [k, empty(sf)]))
}

/** The message of an error at a path, also when react-hook-form keeps a list's own error under `root`. */
const messageAt = (errors: unknown, path: string): string | undefined => {
  const at = (p: string) => (get(errors, p) as { message?: string } | undefined)?.message
  return at(path) ?? at(`${path}.root`)
}

type Props = Pick<ControlProps, 'name' | 'field' | 'id' | 'control' | 'files'> & {
  /** The control of each sub-field: FieldControl, given by it (it renders this list), so neither imports the other. */
  Field: ComponentType<ControlProps>
}

/**
 * An 'items' field (Payload's array field): its ordered sub-items, each with the declared sub-fields (an
 * items sub-field nests another list), added, removed and moved with buttons or, from any control of an
 * item, Alt+ArrowUp / Alt+ArrowDown; the focus follows the moved item.
 */
export function ItemsControl({ name, field: f, id, control, files, Field }: Props) {
  const items = f.items!
  const label = items.itemLabel ? resourceText(items.itemLabel) : fieldText(name, f)
  const subFields = Object.entries(items.fields)
  // The list is one value (react-hook-form's field arrays lost items added to a nested list); each
  // sub-field is its own controlled path, so its errors land on it. Items are keyed by place.
  const { field: list } = useController({ control, name })
  // watched with its sub-fields (the controller's own value is not renewed when only a sub-field changes)
  const value = useWatch({ control, name })
  const fields: Record<string, unknown>[] = Array.isArray(value) ? value : []
  const { errors, isSubmitted, dirtyFields } = useFormState({ control, name })
  const change = (next: Record<string, unknown>[]) => list.onChange(next)
  const remove = (i: number) => change(fields.filter((_, n) => n !== i))
  const append = (item: Record<string, unknown>) => {
    change([...fields, item])
    requestAnimationFrame(() => document.getElementById(`${id}-${fields.length}-${subFields[0][0]}`)?.focus())
  }
  const moveItem = (from: number, to: number, focusId?: string) => {
    if (to < 0 || to >= fields.length) return
    const next = [...fields]
    const [item] = next.splice(from, 1)
    next.splice(to, 0, item)
    change(next)
    // Control ids carry the item's index: the same control of the item at its new place takes the focus.
    const suffix = focusId?.startsWith(`${id}-${from}-`) ? focusId.slice(`${id}-${from}-`.length) : 'up'
    requestAnimationFrame(() => document.getElementById(`${id}-${to}-${suffix}`)?.focus())
  }
  const moveKeys = useMoveKeys('items', 'Fields', (from, to, e) => {
    e.stopPropagation() // an inner list moves its own item, not the one around it
    moveItem(from, to, (e.target as HTMLElement).id)
  })
  const button = 'rounded p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800 disabled:opacity-30'
  return (
    <div className="mt-1" id={id} role="group" aria-label={fieldText(name, f)}>
      <ol className="space-y-2">
        {fields.map((_, i) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: keyed by place, as its control ids and error paths are
            key={i}
            data-item={i}
            data-index={i}
            {...moveKeys}
            className="rounded-md border border-slate-200 bg-slate-50/60 p-2.5"
            aria-label={t('resources.controls.item', { label, n: formatNumber(i + 1) })}
          >
            <div className="mb-1.5 flex items-center gap-1">
              <span className="me-auto text-xs font-medium text-slate-600">
                {t('resources.controls.item', { label, n: formatNumber(i + 1) })}
              </span>
              <button
                type="button"
                id={`${id}-${i}-up`}
                aria-label={t('resources.controls.itemUp', { label: lowerWords(label), n: formatNumber(i + 1) })}
                title={t('resources.controls.moveUpTitle')}
                disabled={i === 0}
                onClick={() => moveItem(i, i - 1, `${id}-${i}-up`)}
                className={button}
              >
                <ArrowUp className="size-3.5" aria-hidden />
              </button>
              <button
                type="button"
                id={`${id}-${i}-down`}
                aria-label={t('resources.controls.itemDown', { label: lowerWords(label), n: formatNumber(i + 1) })}
                title={t('resources.controls.moveDownTitle')}
                disabled={i === fields.length - 1}
                onClick={() => moveItem(i, i + 1, `${id}-${i}-down`)}
                className={button}
              >
                <ArrowDown className="size-3.5" aria-hidden />
              </button>
              <button
                type="button"
                aria-label={t('resources.controls.itemRemove', { label: lowerWords(label), n: formatNumber(i + 1) })}
                title={t('resources.controls.removeTitle')}
                onClick={() => remove(i)}
                className={`${button} hover:text-red-600`}
              >
                <X className="size-3.5" aria-hidden />
              </button>
            </div>
            <div className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-4">
              {subFields.map(([k, sf]) => {
                const path = `${name}.${i}.${k}`
                const sid = `${id}-${i}-${k}`
                // A new item's empty control says nothing until it was changed or the form sent: an error
                // appearing on blur would move the Add button out from under the pointer between press and release.
                const err = sf.items || isSubmitted || get(dirtyFields, path) ? messageAt(errors, path) : undefined
                return (
                  <div key={k} className={sf.items ? 'sm:col-span-2 lg:col-span-4' : undefined}>
                    <label htmlFor={sid} className="block text-xs font-medium text-slate-600">
                      {fieldText(k, sf)}
                      {sf.required && (
                        <span className="text-red-600" aria-hidden>
                          {' '}
                          *
                        </span>
                      )}
                    </label>
                    <Field
                      name={path}
                      field={sf}
                      id={sid}
                      control={control}
                      files={files}
                      describedBy={err ? `${sid}-error` : undefined}
                    />
                    {err && (
                      <p id={`${sid}-error`} role="alert" className="mt-1 text-xs text-red-600">
                        {err}
                      </p>
                    )}
                  </div>
                )
              })}
            </div>
          </li>
        ))}
      </ol>
      {fields.length === 0 && <p className="text-sm text-slate-500">{t('resources.controls.noneYet')}</p>}
      <button
        type="button"
        onClick={() => append(newItem(f))}
        disabled={fields.length >= (items.max ?? 100)}
        className="mt-2 flex items-center gap-1 rounded-md border border-slate-300 bg-white px-2.5 py-1 text-[13px] text-slate-700 hover:bg-slate-50 disabled:opacity-50"
      >
        <Plus className="size-3.5" aria-hidden /> {t('resources.controls.addItem', { label: lowerWords(label) })}
      </button>
      {fields.length > 1 && <p className="mt-1 text-xs text-slate-500">{t('resources.controls.moveHint')}</p>}
    </div>
  )
}
