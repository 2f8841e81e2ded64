import { t } from '../../domain/i18n/index.ts'
import { api } from '../lib/http.ts'
import { useApi } from '../lib/useApi.ts'
import { Card } from '../ui/Card.tsx'
import { toast } from '../ui/toast.tsx'

/** The profile's notification setting: e-mail copies of the notification centre's notifications. */
export function EmailCopiesSetting() {
  const res = useApi<{ data: { emailCopies: boolean } }>('/api/notifications/settings')
  const on = res.data?.data.emailCopies ?? false
  const change = async (emailCopies: boolean) => {
    try {
      await res.mutate(api.patch('/api/notifications/settings', { emailCopies }), {
        optimisticData: { data: { emailCopies } },
        rollbackOnError: true,
      })
      toast.success(t(emailCopies ? 'mail.copy.turnedOn' : 'mail.copy.turnedOff'))
    } catch (e) {
      toast.error((e as Error).message)
    }
  }
  return (
    <Card title={t('mail.copy.card')} className="md:col-start-2">
      <label className="flex items-start gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          className="mt-0.5 size-4 accent-brand"
          checked={on}
          disabled={!res.data}
          onChange={(e) => void change(e.target.checked)}
        />
        <span>
          {t('mail.copy.setting')}
          <span className="block text-xs text-slate-600">{t('mail.copy.hint')}</span>
        </span>
      </label>
    </Card>
  )
}
