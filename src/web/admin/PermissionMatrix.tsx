import { useMemo } from 'react'
import { useController } from 'react-hook-form'
import { formatNumber } from '../../domain/format.ts'
import { t, textOr } from '../../domain/i18n/index.ts'
import { permissionMatrix } from '../../domain/permissionAreas.ts'
import type { ControlProps } from '../resources/components/controlProps.ts'

/**
 * A role's keys as the matrix of every key the product knows, by area (domain/permissionAreas.ts): an area's
 * box takes or leaves all of its keys. The role form's `permissions` field (src/web/resources/fieldComponents.ts).
 */
export default function PermissionMatrix({ name, id, control, describedBy }: ControlProps) {
  const { field } = useController({ name, control })
  const matrix = useMemo(() => permissionMatrix(), [])
  const held = (field.value ?? []) as string[]
  const toggle = (keys: string[], on: boolean) =>
    field.onChange(on ? [...new Set([...held, ...keys])] : held.filter((k) => !keys.includes(k)))
  return (
    <div
      id={id}
      role="group"
      aria-labelledby={`${id}-label`}
      aria-describedby={describedBy}
      className="mt-2 grid gap-x-6 gap-y-4 md:grid-cols-2 xl:grid-cols-3"
    >
      {matrix.map((area) => {
        const keys = area.keys.map((r) => r.key)
        const areaName = t(`permissions.areas.${area.id}`)
        const count = keys.filter((k) => held.includes(k)).length
        return (
          <fieldset key={area.id} className="min-w-0">
            <legend className="flex w-full items-center justify-between pb-1 text-sm font-semibold text-slate-900">
              <label className="flex items-center gap-2">
                <input
                  type="checkbox"
                  aria-label={t('admin.roles.allOf', { area: areaName })}
                  className="size-4 accent-brand"
                  checked={count === keys.length}
                  ref={(el) => {
                    if (el) el.indeterminate = count > 0 && count < keys.length
                  }}
                  onChange={(e) => toggle(keys, e.target.checked)}
                />
                {areaName}
              </label>
              <span className="text-xs font-normal text-slate-500">
                {formatNumber(count)}/{formatNumber(keys.length)}
              </span>
            </legend>
            <ul className="space-y-0.5 border-s border-slate-100 ps-3">
              {area.keys.map((r) => (
                <li key={r.key}>
                  <label className="flex items-center gap-2 text-sm text-slate-800" title={r.key}>
                    <input
                      type="checkbox"
                      className="size-4 accent-brand"
                      checked={held.includes(r.key)}
                      onChange={(e) => toggle([r.key], e.target.checked)}
                      onBlur={field.onBlur}
                    />
                    {/* a key no area names yet (under Other) reads as its English words */}
                    {textOr(`permissions.keys.${r.key}`, r.label)}
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        )
      })}
    </div>
  )
}
