import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react'
import { useAtomValue } from 'jotai'
import { Link } from 'wouter'
import { Settings } from 'lucide-react'
import { ADMIN_MENU, menuLabel } from '../../../../commands/menu.ts'
import { t } from '../../../domain/i18n/index.ts'
import { hasSuperAccess } from '../../../domain/permissions.ts'
import { canAtom, profileAtom } from '../../state/session.ts'

/** The settings dropdown: super access only, each admin/* entry behind its own key (spec 2 §2). */
export function SettingsMenu() {
  const profile = useAtomValue(profileAtom)
  const can = useAtomValue(canAtom)
  if (!hasSuperAccess(profile)) return null
  const entries = ADMIN_MENU.filter((e) => can(e.permission))
  return (
    <Menu>
      <MenuButton aria-label={t('shell.adminSettings')} title={t('shell.settings')} className={iconButton}>
        <Settings className="size-4.5" aria-hidden />
      </MenuButton>
      <MenuItems
        anchor="bottom end"
        className="z-50 mt-1 w-56 rounded-lg border border-slate-200 bg-white p-1 text-sm shadow-lg focus:outline-none"
      >
        {entries.map((e) => (
          <MenuItem key={e.key}>
            <Link href={e.route!} className="block rounded-md px-2.5 py-1.5 text-slate-800 data-focus:bg-brand/10">
              {menuLabel(e)}
            </Link>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  )
}

export const iconButton =
  'flex size-8 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand data-open:bg-slate-100'
