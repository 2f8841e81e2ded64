import { EMAIL_COPIES_LABEL } from '../../domain/notifications.ts'
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
      await res.mutate(api.patch('/api/notifications/settings', { emailCopies }), { optimisticData: { data: { emailCopies } }, rollbackOnError: true })
      toast.success(emailCopies ? 'Copies of your notifications will be e-mailed to you.' : 'Notifications will no longer be e-mailed to you.')
    } catch (e) {
      toast.error((e as Error).message)
    }
  }
  return (
    <Card title="Notifications" className="md:col-start-2">
      <label className="flex items-start gap-2 text-sm text-slate-800">
        <input type="checkbox" className="mt-0.5 size-4 accent-brand" checked={on} disabled={!res.data} onChange={(e) => void change(e.target.checked)} />
        <span>
          {EMAIL_COPIES_LABEL}
          <span className="block text-xs text-slate-600">The bell in the header lists every notification; with this on, each one is also sent to your e-mail address.</span>
        </span>
      </label>
    </Card>
  )
}
