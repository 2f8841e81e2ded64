/** Read-only views of the registry's json controls (items, translations) on a record's page. */
import { enumLabel, formatNumber } from '../../../domain/format.ts'
import { resourceText } from '../../../domain/i18n/resourceText.ts'
import { Data } from '../../ui/Data.tsx'
import { controlFor } from '../../../domain/resources/define.ts'
import { fieldText } from '../recordText.ts'
import { RichTextView } from '../../richText/RichTextView.tsx'
import { StoredFileThumb } from './StoredFileThumb.tsx'
import type { FieldDef } from '../../../domain/resources/types.ts'
import { dirOf, languageName } from './TranslationsControl.tsx'

/** One sub-field's value as read: an enum by its label, a nested list as its items, a stored text as data. */
function value(f: FieldDef, v: unknown) {
  if (v === null || v === undefined || v === '') return null
  if (f.items && Array.isArray(v)) return <ItemsView field={f} value={v} />
  if (controlFor(f) === 'richText') return <RichTextView html={String(v)} />
  if (controlFor(f) === 'image' && typeof v === 'string')
    return (
      <span className="mt-1 block size-16 overflow-hidden rounded border border-slate-200">
        <StoredFileThumb id={v} />
      </span>
    )
  if (f.enum) return f.enumLabels?.[v as string] ? resourceText(f.enumLabels[v as string]) : enumLabel(String(v))
  return typeof v === 'number' ? formatNumber(v) : <Data>{String(v)}</Data>
}

/** Sub-fields shown as blocks under an item's short values: nested lists, rich text, pictures. */
const block = (sf: FieldDef) => !!sf.items || ['richText', 'image'].includes(controlFor(sf))

/** An 'items' field on a record's page: its items in order, each its filled sub-fields (a plan's milestones under it). */
export function ItemsView({ field: f, value: list }: { field: FieldDef; value: unknown }) {
  const items = Array.isArray(list) ? (list as Record<string, unknown>[]) : []
  if (!items.length) return <span className="text-slate-400">—</span>
  const subs = Object.entries(f.items!.fields)
  return (
    <ol className="space-y-1">
      {items.map((item, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a read-only list of the items as stored, in order
        <li key={i} className="rounded border border-slate-100 bg-slate-50/60 px-2 py-1">
          <span className="flex flex-wrap gap-x-3">
            {subs
              .filter(([, sf]) => !block(sf))
              .map(([k, sf]) => {
                const shown = value(sf, item[k])
                return shown === null ? null : (
                  <span key={k}>
                    <span className="text-slate-500">{fieldText(k, sf)}:</span> {shown}
                  </span>
                )
              })}
          </span>
          {subs
            .filter(([k, sf]) => block(sf) && value(sf, item[k]) !== null)
            .map(([k, sf]) => (
              <div key={k} className="mt-1 ps-3">
                {value(sf, item[k])}
              </div>
            ))}
        </li>
      ))}
    </ol>
  )
}

/** A 'translations' field on a record's page: per language, each translated field, right to left where the script is. */
export function TranslationsView({
  field: f,
  value: v,
  fields = {},
}: {
  field: FieldDef
  value: unknown
  fields?: Record<string, FieldDef>
}) {
  const t = f.translate!
  const byLang = (v ?? {}) as Record<string, Record<string, string> | undefined>
  const rows = t.locales.flatMap((l) =>
    t.fields.filter((k) => byLang[l]?.[k]).map((k) => ({ l, k, text: byLang[l]![k] })),
  )
  if (!rows.length) return <span className="text-slate-400">—</span>
  return (
    <dl className="space-y-1">
      {rows.map(({ l, k, text }) => (
        <div key={`${l}.${k}`}>
          <dt className="text-xs text-slate-500">
            {languageName.of(l)} · {fieldText(k, fields[k] ?? { type: 'string' })}
          </dt>
          {fields[k] && controlFor(fields[k]) === 'richText' ? (
            <dd>
              <RichTextView html={text} lang={l} dir={dirOf(l)} />
            </dd>
          ) : (
            <dd lang={l} dir={dirOf(l)} className="whitespace-pre-line" data-i18n-data>
              {text}
            </dd>
          )}
        </div>
      ))}
    </dl>
  )
}
