import { useEffect } from 'react'
import { useForm, type Resolver } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useAtomValue } from 'jotai'
import type { z } from 'zod'
import { leadSettingsFormSchema } from '../../../domain/leads/leadSettings.ts'
import { t } from '../../../domain/i18n/index.ts'
import { P } from '../../../domain/permissions.ts'
import { api, type ApiError } from '../../lib/http.ts'
import { useApi } from '../../lib/useApi.ts'
import type { PageProps } from '../../routeTypes.ts'
import { canAtom } from '../../state/session.ts'
import { PageHeader } from '../../ui/PageHeader.tsx'
import { toast } from '../../ui/toast.tsx'
import { FormField } from '../editor/controls/FormField.tsx'
import { inputCls, primaryCls } from '../editor/controls/styles.ts'

// The API's own rule, so a value it would refuse is shown here first.
const schema = leadSettingsFormSchema
type Settings = z.infer<typeof schema>

/** The fields with their catalogue keys (settings.leadSetting), read in the language of the render. */
const FIELDS = [
  { name: 'initialSlaMinutes', text: 'initialSla' },
  { name: 'poolSlaMinutes', text: 'poolSla' },
  { name: 'dailyLeadLimit', text: 'dailyLimit' },
] as const

/** /settings/lead-setting: the active asset's SLA durations and daily lead limit. */
export default function LeadSettingPage({ title }: PageProps) {
  const can = useAtomValue(canAtom)
  const editable = can([P.LEAD_SETTING_UPDATE])
  const { data, mutate } = useApi<{ data: Settings }>('/api/settings/lead-setting')
  const form = useForm<Settings>({ resolver: zodResolver(schema) as Resolver<Settings> })
  useEffect(() => {
    if (data) form.reset(data.data)
  }, [data, form])
  const save = form.handleSubmit(async (values) => {
    try {
      const res = await api.patch<{ data: Settings }>('/api/settings/lead-setting', values)
      await mutate(res, false)
      form.reset(res.data)
      toast.success(t('settings.leadSetting.saved'))
    } catch (e) {
      toast.error((e as ApiError).message || t('common.error'))
    }
  })
  return (
    // start-aligned under the header like every page (it was centred, its title away from the others')
    <div className="pb-6">
      <PageHeader title={title} subtitle={t('settings.leadSetting.subtitle')} />
      <form
        onSubmit={save}
        noValidate
        className="mx-4 max-w-3xl rounded-lg border border-slate-200 bg-white shadow-xs sm:mx-6"
      >
        <fieldset disabled={!editable || !data} className="grid gap-4 p-4 sm:grid-cols-3">
          {FIELDS.map((f) => {
            const err = form.formState.errors[f.name]?.message
            return (
              <FormField
                key={f.name}
                id={`ls-${f.name}`}
                label={t(`settings.leadSetting.${f.text}`)}
                error={err}
                hint={t(`settings.leadSetting.${f.text}Hint`)}
              >
                <input
                  id={`ls-${f.name}`}
                  type="number"
                  min={1}
                  aria-invalid={err ? true : undefined}
                  className={`${inputCls} tabular-nums`}
                  {...form.register(f.name, { valueAsNumber: true })}
                />
              </FormField>
            )
          })}
          <label className="flex items-start gap-2 text-[13px] text-slate-700 sm:col-span-3">
            <input type="checkbox" className="mt-0.5 size-4 accent-brand" {...form.register('hidePoolCustomerNames')} />
            <span>
              {t('settings.leadSetting.hideNames')}
              <span className="block text-[12px] text-slate-500">{t('settings.leadSetting.hideNamesHint')}</span>
            </span>
          </label>
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
