import { useEffect, useState } from 'react'
import { useAtomValue } from 'jotai'
import { viewingSettingsSchema, type ViewingSettings } from '../../domain/admin/assetSettings.ts'
import { formatNumber } from '../../domain/format.ts'
import { t } from '../../domain/i18n/index.ts'
import { P } from '../../domain/permissions.ts'
import type { PageProps } from '../routeTypes.ts'
import { canAtom } from '../state/session.ts'
import { PageHeader } from '../ui/PageHeader.tsx'
import { RemovableChip } from '../ui/RemovableChip.tsx'
import { toast } from '../ui/toast.tsx'
import { FormField } from '../leads/editor/controls/FormField.tsx'
import { inputCls, primaryCls, secondaryCls } from '../leads/editor/controls/styles.ts'
import { useAssetSettings } from './useAssetSettings.ts'
import { useControlKeys } from '../shell/useControlKeys.ts'

const minutes = (m: number) => {
  const [h, rest] = [formatNumber(Math.floor(m / 60)), formatNumber(m % 60)]
  return m % 60 === 0
    ? t('settings.viewing.hours', { h })
    : m > 60
      ? t('settings.viewing.hoursMinutes', { h, m: rest })
      : t('settings.viewing.minutes', { m: rest })
}

/** /settings/viewing-setting: the durations a viewing can be booked for and how long before it the reminder goes. */
export default function ViewingSettingPage({ title }: PageProps) {
  const can = useAtomValue(canAtom)
  const editable = can([P.VIEWING_SETTING_UPDATE])
  const { settings, save } = useAssetSettings()
  const [draft, setDraft] = useState<ViewingSettings | null>(null)
  const [adding, setAdding] = useState('')
  const [problems, setProblems] = useState<Record<string, string>>({})
  useEffect(() => {
    if (settings) setDraft(settings.viewing)
  }, [settings])
  const durationKeys = useControlKeys('viewing-durations', [
    { id: 'field.list.add', title: t('shell.fieldKeys.addTag'), group: 'Fields', shortcut: 'enter', run: () => add() },
  ])
  if (!draft) return <PageHeader title={title} subtitle={t('settings.viewing.loading')} />

  const add = () => {
    const m = Number(adding)
    if (adding && !draft.durations.includes(m))
      setDraft({ ...draft, durations: [...draft.durations, m].sort((a, b) => a - b) })
    setAdding('')
  }
  const submit = async () => {
    const parsed = viewingSettingsSchema.safeParse(draft)
    if (!parsed.success)
      return setProblems(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])))
    setProblems({})
    try {
      setDraft((await save({ viewing: parsed.data })).viewing)
      toast.success(t('settings.viewing.updated'))
    } catch (e) {
      toast.error((e as Error).message || t('common.error'))
    }
  }
  return (
    <div className="pb-6">
      <PageHeader title={title} subtitle={t('settings.viewing.subtitle')} />
      <div className="mx-4 max-w-3xl rounded-lg border border-slate-200 bg-white shadow-xs sm:mx-6">
        <fieldset disabled={!editable} className="grid gap-4 p-4 sm:grid-cols-2">
          <FormField
            id="vs-durations"
            label={t('settings.viewing.durations')}
            error={problems.durations}
            className="sm:col-span-2"
          >
            <div className="flex flex-wrap items-center gap-2">
              {draft.durations.map((d) => (
                <RemovableChip
                  key={d}
                  label={minutes(d)}
                  onRemove={() => setDraft({ ...draft, durations: draft.durations.filter((x) => x !== d) })}
                />
              ))}
              <span className="w-28">
                <input
                  id="vs-durations"
                  type="number"
                  min={5}
                  max={1440}
                  step={5}
                  placeholder={t('settings.viewing.example')}
                  aria-label={t('settings.viewing.addDuration')}
                  className={`${inputCls} tabular-nums`}
                  value={adding}
                  onChange={(e) => setAdding(e.target.value)}
                  {...durationKeys}
                />
              </span>
              <button type="button" className={secondaryCls} onClick={add}>
                {t('settings.viewing.add')}
              </button>
            </div>
          </FormField>
          <FormField id="vs-default" label={t('settings.viewing.defaultDuration')} error={problems.defaultDuration}>
            <select
              id="vs-default"
              className={inputCls}
              value={draft.defaultDuration}
              onChange={(e) => setDraft({ ...draft, defaultDuration: Number(e.target.value) })}
            >
              {!draft.durations.includes(draft.defaultDuration) && (
                <option value={draft.defaultDuration}>{minutes(draft.defaultDuration)}</option>
              )}
              {draft.durations.map((d) => (
                <option key={d} value={d}>
                  {minutes(d)}
                </option>
              ))}
            </select>
          </FormField>
          <FormField
            id="vs-reminder"
            label={t('settings.viewing.reminder')}
            error={problems.reminderMinutes}
            hint={t('settings.viewing.noReminder')}
          >
            <input
              id="vs-reminder"
              type="number"
              min={0}
              className={`${inputCls} tabular-nums`}
              value={draft.reminderMinutes}
              onChange={(e) =>
                setDraft({ ...draft, reminderMinutes: e.target.value === '' ? 0 : Number(e.target.value) })
              }
            />
          </FormField>
        </fieldset>
        {editable && (
          <div className="flex justify-end border-t border-slate-100 px-4 py-2.5">
            <button type="button" className={primaryCls} onClick={submit}>
              {t('settings.save')}
            </button>
          </div>
        )}
      </div>
    </div>
  )
}
