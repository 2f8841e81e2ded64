import { useEffect, useState } from 'react'
import { Controller, useForm, type Resolver } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useAtomValue } from 'jotai'
import { ImagePlus, X } from 'lucide-react'
import { basicSettingsSchema, type BasicSettings } from '../../domain/admin/assetSettings.ts'
import { formatDateTime, formatMoney } from '../../domain/format.ts'
import { currentLanguage, t } from '../../domain/i18n/index.ts'
import { P } from '../../domain/permissions.ts'
import type { ApiError } from '../lib/http.ts'
import { useApi } from '../lib/useApi.ts'
import type { PageProps } from '../routeTypes.ts'
import { canAtom } from '../state/session.ts'
import { languageName } from '../resources/components/TranslationsControl.tsx'
import { StorageModal } from '../storage/StorageModal.tsx'
import { PageHeader } from '../ui/PageHeader.tsx'
import { RemovableChip } from '../ui/RemovableChip.tsx'
import { toast } from '../ui/toast.tsx'
import { ariaFor, FormField } from '../leads/editor/controls/FormField.tsx'
import { inputCls, primaryCls, secondaryCls } from '../leads/editor/controls/styles.ts'
import { useAssetSettings } from './useAssetSettings.ts'

type GeoRow = { _id: string; name: string; code?: string; offset?: string; nativeName?: string }
const ALL = { filter: { limit: -1 } }

/** A currency's name in the console's language (Intl's), else the stored English one. */
const currencyNames = new Map<string, Intl.DisplayNames>()
function currencyName(code: string, name: string): string {
  const lang = currentLanguage()
  if (!currencyNames.has(lang)) currencyNames.set(lang, new Intl.DisplayNames([lang], { type: 'currency' }))
  try {
    return currencyNames.get(lang)!.of(code) ?? name
  } catch {
    return name
  }
}

/** /settings/basic-settings: the active asset's name, logo, currency, time zone, languages and contact details. */
export default function BasicSettingsPage({ title }: PageProps) {
  const can = useAtomValue(canAtom)
  const editable = can([P.BASIC_SETTING_UPDATE])
  const { settings, save } = useAssetSettings()
  const currencies = useApi<{ data: GeoRow[] }>('/api/geo/currencies', ALL)
  const zones = useApi<{ data: GeoRow[] }>('/api/geo/timezones', ALL)
  const languages = useApi<{ data: GeoRow[] }>('/api/geo/languages', ALL)
  const [logoOpen, setLogoOpen] = useState(false)
  const form = useForm<BasicSettings>({ resolver: zodResolver(basicSettingsSchema) as Resolver<BasicSettings> })
  // the stored values at once (each select offers its own value until the full list arrives); editable once the lists are there
  const ready = !!(settings && currencies.data && zones.data)
  useEffect(() => {
    // a refetch (focus, another tab's save) keeps what the user is changing; only untouched fields follow it
    if (settings) form.reset(settings.basic, { keepDirtyValues: true })
  }, [settings, form])
  const stored = (v: string | undefined): GeoRow[] => (v ? [{ _id: v, name: '' }] : [])
  const submit = form.handleSubmit(async ({ name, currencyCode, ...basic }) => {
    try {
      const next = await save({ name, currencyCode, basic })
      form.reset(next.basic)
      toast.success(t('settings.basic.updated'))
    } catch (e) {
      const err = e as ApiError
      if (err.statusCode === 400 && err.errors?.length)
        for (const fe of err.errors)
          form.setError(fe.path.split('.').at(-1) as keyof BasicSettings, { message: fe.message })
      else toast.error(err.message || t('common.error'))
    }
  })
  const err = form.formState.errors
  const currency = form.watch('currencyCode')
  const zone = form.watch('timeZone')
  const language = (code: string) =>
    languageName.of(code) ?? languages.data?.data.find((l) => l._id === code)?.name ?? code

  return (
    <div className="pb-6">
      <PageHeader title={title} subtitle={t('settings.basic.subtitle')} />
      <form
        onSubmit={submit}
        noValidate
        className="mx-4 max-w-3xl rounded-lg border border-slate-200 bg-white shadow-xs sm:mx-6"
      >
        <fieldset disabled={!editable || !ready} className="grid gap-4 p-4 sm:grid-cols-2">
          <FormField id="bs-name" label={t('settings.basic.assetName')} required error={err.name?.message}>
            <input className={inputCls} {...ariaFor('bs-name', err.name?.message)} {...form.register('name')} />
          </FormField>
          <Controller
            control={form.control}
            name="logo"
            render={({ field }) => (
              <FormField id="bs-logo" label={t('settings.basic.logo')}>
                <div className="flex items-center gap-3">
                  <span className="flex size-12 shrink-0 items-center justify-center overflow-hidden rounded border border-slate-200 bg-slate-50">
                    {field.value ? (
                      <img src={field.value.file} alt={t('settings.basic.logo')} className="size-full object-contain" />
                    ) : (
                      <ImagePlus className="size-5 text-slate-300" aria-hidden />
                    )}
                  </span>
                  {/* disabled by name too, not only by the fieldset: what reads the page (axe, a screen reader) sees it while the lists load */}
                  <button
                    id="bs-logo"
                    type="button"
                    disabled={!editable || !ready}
                    className={secondaryCls}
                    onClick={() => setLogoOpen(true)}
                  >
                    {t(field.value ? 'settings.basic.changeLogo' : 'settings.basic.chooseLogo')}
                  </button>
                  {field.value && (
                    <button
                      type="button"
                      className="inline-flex items-center gap-1 text-sm text-slate-600 hover:text-red-600"
                      onClick={() => field.onChange(null)}
                    >
                      <X className="size-3.5" aria-hidden /> {t('settings.basic.remove')}
                    </button>
                  )}
                </div>
                <StorageModal
                  open={logoOpen}
                  onClose={() => setLogoOpen(false)}
                  title={t('settings.basic.logo')}
                  accept={['image']}
                  onSelect={(f) => field.onChange({ _id: f._id, file: f.file })}
                />
              </FormField>
            )}
          />
          <FormField
            id="bs-currency"
            label={t('settings.basic.currency')}
            required
            error={err.currencyCode?.message}
            hint={currency ? t('settings.basic.amountsRead', { amount: formatMoney(1250000, currency) }) : undefined}
          >
            <select
              className={inputCls}
              {...ariaFor('bs-currency', err.currencyCode?.message)}
              {...form.register('currencyCode')}
            >
              {(currencies.data?.data ?? stored(settings?.basic.currencyCode)).map((c) => (
                <option key={c._id} value={c._id} data-i18n-data>
                  {c.name ? `${c._id} · ${currencyName(c._id, c.name)}` : c._id}
                </option>
              ))}
            </select>
          </FormField>
          <FormField
            id="bs-zone"
            label={t('settings.basic.timeZone')}
            error={err.timeZone?.message}
            hint={t('settings.basic.datesRead', { date: formatDateTime(new Date(), zone || null) })}
          >
            <select className={inputCls} {...ariaFor('bs-zone', err.timeZone?.message)} {...form.register('timeZone')}>
              <option value="">{t('settings.basic.viewersOwnZone')}</option>
              {(zones.data?.data ?? stored(settings?.basic.timeZone)).map((z) => (
                <option key={z._id} value={z._id} data-i18n-data>
                  {z.offset ? `${z._id} (${z.offset})` : z._id}
                </option>
              ))}
            </select>
          </FormField>
          <Controller
            control={form.control}
            name="languages"
            render={({ field }) => (
              <FormField
                id="bs-languages"
                label={t('settings.basic.languages')}
                required
                error={err.languages?.message}
                className="sm:col-span-2"
              >
                <div className="flex flex-wrap items-center gap-2">
                  {(field.value ?? []).map((code) => (
                    <RemovableChip
                      key={code}
                      label={language(code)}
                      onRemove={() => field.onChange(field.value.filter((x) => x !== code))}
                    />
                  ))}
                  <span className="w-60">
                    <select
                      id="bs-languages"
                      aria-label={t('settings.basic.addLanguage')}
                      className={inputCls}
                      value=""
                      onChange={(e) => e.target.value && field.onChange([...(field.value ?? []), e.target.value])}
                    >
                      <option value="">{t('settings.basic.addLanguageEllipsis')}</option>
                      {languages.data?.data
                        .filter((l) => !field.value?.includes(l._id))
                        .map((l) => ({ code: l._id, name: language(l._id) }))
                        .sort((a, b) => a.name.localeCompare(b.name, currentLanguage()))
                        .map((l) => (
                          <option key={l.code} value={l.code}>
                            {l.name}
                          </option>
                        ))}
                    </select>
                  </span>
                </div>
              </FormField>
            )}
          />
          <FormField id="bs-email" label={t('settings.basic.contactEmail')} error={err.contactEmail?.message}>
            <input
              dir="ltr"
              type="email"
              className={inputCls}
              {...ariaFor('bs-email', err.contactEmail?.message)}
              {...form.register('contactEmail')}
            />
          </FormField>
          <FormField id="bs-phone" label={t('settings.basic.contactPhone')} error={err.contactPhone?.message}>
            <input
              dir="ltr"
              type="tel"
              className={inputCls}
              {...ariaFor('bs-phone', err.contactPhone?.message)}
              {...form.register('contactPhone')}
            />
          </FormField>
          <FormField id="bs-website" label={t('settings.basic.website')} error={err.website?.message}>
            <input
              dir="ltr"
              type="url"
              placeholder="https://"
              className={inputCls}
              {...ariaFor('bs-website', err.website?.message)}
              {...form.register('website')}
            />
          </FormField>
          <FormField id="bs-address" label={t('settings.basic.address')} error={err.address?.message}>
            <input
              className={inputCls}
              {...ariaFor('bs-address', err.address?.message)}
              {...form.register('address')}
            />
          </FormField>
        </fieldset>
        {editable && (
          <div className="flex justify-end border-t border-slate-100 px-4 py-2.5">
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
