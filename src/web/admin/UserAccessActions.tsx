import { useAtomValue } from 'jotai'
import { KeyRound, UserCheck, UserX } from 'lucide-react'
import { t } from '../../domain/i18n/index.ts'
import { hasAccess } from '../../domain/permissions.ts'
import { api } from '../lib/http.ts'
import type { DetailActionProps } from '../resources/detailProps.ts'
import { profileAtom } from '../state/session.ts'
import { toast } from '../ui/toast.tsx'

const buttonCls =
  'flex h-8 items-center gap-1.5 rounded-md border border-slate-300 bg-white px-3 text-[13px] font-medium text-slate-700 hover:bg-slate-50'

/**
 * A user's page (declaration users, detailActions): enable or disable (a disabled user is signed out at
 * once; their history keeps its author, so users are never deleted), and force a password reset, which
 * signs them out and mails a link, or, while the invitation is pending, sends the invitation again.
 */
export default function UserAccessActions({ resource: r, row, reload }: DetailActionProps) {
  const profile = useAtomValue(profileAtom)
  if (!hasAccess(profile, r.access?.update) || row._id === profile?._id) return null
  const run = async (call: () => Promise<unknown>, done: string) => {
    try {
      await call()
      reload()
      toast.success(done)
    } catch (e) {
      toast.error((e as Error).message || t('common.error'))
    }
  }
  const pending = row.invitePending === true
  return (
    <>
      {!pending && (
        <button
          type="button"
          className={buttonCls}
          onClick={() =>
            run(
              () => api.patch(`${r.basePath}/${row._id}`, { enabled: !row.enabled }),
              t(row.enabled ? 'admin.userAccess.disabled' : 'admin.userAccess.enabled'),
            )
          }
        >
          {row.enabled ? <UserX className="size-4" aria-hidden /> : <UserCheck className="size-4" aria-hidden />}
          {t(row.enabled ? 'admin.userAccess.disable' : 'admin.userAccess.enable')}
        </button>
      )}
      {(row.enabled || pending) && (
        <button
          type="button"
          className={buttonCls}
          onClick={() => {
            // a forced reset signs the user out and stops their password at once
            if (pending || window.confirm(t('admin.userAccess.confirmReset', { email: String(row.email) })))
              void run(
                () => api.post(`${r.basePath}/${row._id}/reset-password`, {}),
                t(pending ? 'admin.userAccess.inviteSent' : 'admin.userAccess.resetSent'),
              )
          }}
        >
          <KeyRound className="size-4" aria-hidden />{' '}
          {t(pending ? 'admin.userAccess.sendInvite' : 'admin.userAccess.forceReset')}
        </button>
      )}
    </>
  )
}
