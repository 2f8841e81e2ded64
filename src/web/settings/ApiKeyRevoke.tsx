import { useState } from 'react'
import { useAtomValue } from 'jotai'
import { Ban } from 'lucide-react'
import { t } from '../../domain/i18n/index.ts'
import { hasAccess } from '../../domain/permissions.ts'
import { api } from '../lib/http.ts'
import { buttonCls as baseCls, secondaryCls } from '../leads/editor/controls/styles.ts'
import type { DetailActionProps } from '../resources/detailProps.ts'
import { profileAtom } from '../state/session.ts'
import { AlertDialog } from '../ui/AlertDialog.tsx'
import { toast } from '../ui/toast.tsx'

const buttonCls =
  'flex h-8 items-center gap-1.5 rounded-md border border-red-300 bg-white px-3 text-[13px] font-medium text-red-700 hover:bg-red-50'

/**
 * An API key's page (declaration apiKeys, detailActions): Revoke, after a question. Requests with the key are
 * refused at once on every server; a revoked key stays listed, with when it stopped.
 */
export default function ApiKeyRevoke({ resource: r, row, reload }: DetailActionProps) {
  const profile = useAtomValue(profileAtom)
  const [asking, setAsking] = useState(false)
  const [busy, setBusy] = useState(false)
  if (row.revokedAt || !hasAccess(profile, r.access?.add)) return null
  const revoke = async () => {
    setBusy(true)
    try {
      await api.del(`${r.basePath}/${row._id}`)
      setAsking(false)
      reload()
      toast.success(t('apiKeys.revoke.done', { name: String(row.name) }))
    } catch (e) {
      toast.error((e as Error).message || t('common.error'))
    } finally {
      setBusy(false)
    }
  }
  return (
    <>
      <button type="button" className={buttonCls} onClick={() => setAsking(true)}>
        <Ban className="size-4" aria-hidden />
        {t('apiKeys.revoke.button')}
      </button>
      <AlertDialog
        open={asking}
        onClose={() => setAsking(false)}
        role="alertdialog"
        title={t('apiKeys.revoke.title')}
        actions={
          <>
            <button type="button" className={secondaryCls} onClick={() => setAsking(false)}>
              {t('apiKeys.revoke.cancel')}
            </button>
            <button
              type="button"
              className={`${baseCls} bg-red-600 text-white shadow-sm hover:bg-red-700`}
              disabled={busy}
              onClick={() => void revoke()}
            >
              {busy ? t('apiKeys.revoke.revoking') : t('apiKeys.revoke.confirm')}
            </button>
          </>
        }
      >
        <p className="mt-2 text-sm text-slate-600">
          <span data-i18n-data>{String(row.name)}</span>: {t('apiKeys.revoke.warning')}
        </p>
      </AlertDialog>
    </>
  )
}
