import { useAtomValue } from 'jotai'
import { Switch } from '@headlessui/react'
import { t } from '../../domain/i18n/index.ts'
import { hasAccess } from '../../domain/permissions.ts'
import { api } from '../lib/http.ts'
import type { DetailActionProps } from '../resources/detailProps.ts'
import { profileAtom } from '../state/session.ts'
import { toast } from '../ui/toast.tsx'

/** A customer's page (declaration customers, detailActions): the enabled switch, saved at once through change-status. */
export default function CustomerStatusAction({ resource: r, row, reload }: DetailActionProps) {
  const profile = useAtomValue(profileAtom)
  if (!hasAccess(profile, r.access?.update)) return null
  const toggle = async (enabled: boolean) => {
    try {
      await api.patch(`${r.basePath}/${row._id}/change-status`, { enabled })
      toast.success(t(enabled ? 'customers.page.enabledDone' : 'customers.page.disabledDone'))
      reload()
    } catch (e) {
      toast.error((e as Error).message || t('common.error'))
    }
  }
  return (
    <label className="flex h-8 items-center gap-2 text-sm text-slate-700">
      <Switch
        checked={!!row.enabled}
        onChange={toggle}
        aria-label={t('customers.page.status')}
        className="group relative inline-flex h-5 w-9 items-center rounded-full bg-slate-300 transition data-checked:bg-brand"
      >
        <span className="size-4 translate-x-0.5 rtl:-translate-x-0.5 rounded-full bg-white shadow transition group-data-checked:translate-x-4.5 rtl:group-data-checked:-translate-x-4.5" />
      </Switch>
      {row.enabled ? t('customers.enabled') : t('customers.disabled')}
    </label>
  )
}
