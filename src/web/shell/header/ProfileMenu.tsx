import { Menu, MenuButton, MenuItem, MenuItems, MenuSeparator } from '@headlessui/react'
import { useAtomValue } from 'jotai'
import { Link } from 'wouter'
import { ChevronDown, KeyRound, LogOut, ScrollText, UserRound } from 'lucide-react'
import { profileAtom } from '../../state/session.ts'
import { Avatar } from '../../ui/Avatar.tsx'
import { logout } from '../sessionActions.ts'
import { t } from '../../../domain/i18n/index.ts'

/** Avatar, first name, role name, e-mail; Profile, Change Password, My Access Logs, Logout. */
export function ProfileMenu() {
  const p = useAtomValue(profileAtom)
  if (!p) return null
  const link = 'flex items-center gap-2 rounded-md px-2.5 py-1.5 text-slate-800 data-focus:bg-brand/10'
  return (
    <Menu>
      <MenuButton
        aria-label={t('shell.account')}
        className="flex items-center gap-2 rounded-md py-1 pe-1.5 ps-1 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand data-open:bg-slate-100"
      >
        <Avatar profile={p} />
        <span className="hidden text-start leading-tight md:block" data-i18n-data>
          <span className="block text-sm font-medium text-slate-900">{p.firstName}</span>
          <span className="block text-[11px] text-slate-600">{p.role?.name}</span>
        </span>
        <ChevronDown className="size-3.5 text-slate-500" aria-hidden />
      </MenuButton>
      <MenuItems
        anchor="bottom end"
        className="z-50 mt-1 w-64 rounded-lg border border-slate-200 bg-white p-1 text-sm shadow-lg focus:outline-none"
      >
        <div className="flex items-center gap-2.5 px-2.5 py-2">
          <Avatar profile={p} size="lg" />
          <div className="min-w-0" data-i18n-data>
            <p className="truncate font-medium text-slate-900">{p.firstName}</p>
            <p className="truncate text-xs text-slate-600">{p.role?.name}</p>
            <p className="truncate text-xs text-slate-600" dir="ltr" data-i18n-data>
              {p.email}
            </p>
          </div>
        </div>
        <MenuSeparator className="my-1 h-px bg-slate-100" />
        <MenuItem>
          <Link href="/profile" className={link}>
            <UserRound className="size-4 text-slate-500" aria-hidden />
            {t('shell.profile')}
          </Link>
        </MenuItem>
        <MenuItem>
          <Link href="/profile/change-password" className={link}>
            <KeyRound className="size-4 text-slate-500" aria-hidden />
            {t('shell.changePassword')}
          </Link>
        </MenuItem>
        <MenuItem>
          <Link href="/profile/access-logs" className={link}>
            <ScrollText className="size-4 text-slate-500" aria-hidden />
            {t('shell.myAccessLogs')}
          </Link>
        </MenuItem>
        <MenuSeparator className="my-1 h-px bg-slate-100" />
        <MenuItem>
          <button type="button" onClick={() => void logout()} className={`${link} w-full`}>
            <LogOut className="size-4 text-slate-500" aria-hidden />
            {t('shell.logout')}
          </button>
        </MenuItem>
      </MenuItems>
    </Menu>
  )
}
