import { Controller, useWatch } from 'react-hook-form'
import { controlFor } from '../../../domain/resources/define.ts'
import { currentLanguage } from '../../../domain/i18n/index.ts'
import { fieldText } from '../recordText.ts'
import type { FieldDef } from '../../../domain/resources/types.ts'
import type { ControlProps } from './controlProps.ts'
import { input } from './inputClass.ts'
import { RichText } from '../../richText/RichText.tsx'

/** The words of stored rich text, for the English shown beside its translation. */
const plainText = (html: string) => new DOMParser().parseFromString(html, 'text/html').body.textContent ?? ''

/** A language's name in the console's language ('Arabic', 'العربية'). */
export const languageName = {
  of: (lang: string) => new Intl.DisplayNames([currentLanguage()], { type: 'language' }).of(lang),
}
const RTL = new Set(['ar', 'fa', 'he', 'ur'])
/** Right to left for the scripts that are. */
export const dirOf = (lang: string) => (RTL.has(lang) ? 'rtl' : 'ltr')

/** `fields`: the resource's fields; the translatable ones are edited in English in their own controls. */
type Props = Pick<ControlProps, 'name' | 'field' | 'id' | 'control'> & { fields: Record<string, FieldDef> }

/**
 * A 'translations' field: each translatable field's English (what its own control holds, as typed) beside
 * an input per declared language, right to left with its language set where the script needs it.
 */
export function TranslationsControl({ name, field: f, id, control, fields }: Props) {
  const t = f.translate!
  const english = useWatch({ control, name: [...t.fields] }) as unknown[]
  return (
    <div
      id={id}
      role="group"
      aria-label={fieldText(name, f)}
      className="mt-1 grid gap-x-3 gap-y-2"
      style={{ gridTemplateColumns: `8rem repeat(${t.locales.length + 1}, minmax(0, 1fr))` }}
    >
      <span />
      <span className="text-xs font-medium text-slate-500">{languageName.of('en')}</span>
      {t.locales.map((l) => (
        <span key={l} className="text-xs font-medium text-slate-500">
          {languageName.of(l)}
        </span>
      ))}
      {t.fields.map((k, n) => {
        const kind = controlFor(fields[k])
        const long = kind === 'textarea' || kind === 'richText'
        return (
          <div key={k} className="contents">
            <span className="pt-1.5 text-sm text-slate-700">{fieldText(k, fields[k])}</span>
            <p
              className={`rounded-md border border-slate-200 bg-slate-50 px-2.5 py-1.5 text-sm text-slate-700 ${long ? 'max-h-32 overflow-y-auto whitespace-pre-line' : 'truncate'}`}
            >
              {(kind === 'richText' ? plainText(String(english[n] ?? '')) : String(english[n] ?? '')) || (
                <span className="text-slate-400">—</span>
              )}
            </p>
            {t.locales.map((l) => (
              <Controller
                key={l}
                control={control}
                name={`${name}.${l}.${k}`}
                render={({ field, fieldState }) => {
                  const common = {
                    id: `${id}-${l}-${k}`,
                    'aria-label': `${fieldText(k, fields[k])} (${languageName.of(l)})`,
                    'aria-invalid': fieldState.invalid || undefined,
                    dir: dirOf(l),
                    lang: l,
                    className: `${input} mt-0`,
                    value: (field.value as string) ?? '',
                    onChange: (e: { target: { value: string } }) => field.onChange(e.target.value),
                    onBlur: field.onBlur,
                    ref: field.ref,
                  }
                  return (
                    <div>
                      {kind === 'richText' ? (
                        <RichText
                          id={common.id}
                          label={common['aria-label']}
                          value={common.value}
                          onChange={field.onChange}
                          onBlur={field.onBlur}
                          invalid={!!common['aria-invalid']}
                          dir={dirOf(l)}
                          lang={l}
                        />
                      ) : long ? (
                        <textarea rows={4} {...common} />
                      ) : (
                        <input {...common} />
                      )}
                      {fieldState.error?.message && (
                        <p className="mt-1 text-xs text-red-600">{fieldState.error.message}</p>
                      )}
                    </div>
                  )
                }}
              />
            ))}
          </div>
        )
      })}
    </div>
  )
}
