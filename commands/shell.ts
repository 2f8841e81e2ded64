import { ArrowLeftRight, Building2, CirclePlus, KeyRound, Keyboard, LogOut, ScrollText, UserRound } from 'lucide-react'
import { t } from '../src/domain/i18n/index.ts'
import { P } from '../src/domain/permissions.ts'
import type { AssetRef } from '../src/domain/profile.ts'
import { ADMIN_MENU, MENU, flattenMenu, menuLabel, type MenuEntry } from './menu.ts'
import type { Command } from './types.ts'

/** What the shell's commands do; the web app supplies it (navigation, logout, dialogs). */
export interface ShellActions {
  navigate(to: string): void
  logout(): void
  openShortcutHelp(): void
  openPalette(): void
  switchAsset(asset: AssetRef): void
  /** Moves focus out of the text field being typed in, if any. */
  leaveField(): void
}

/** Go-to shortcuts of the menu destinations. */
const GO_KEYS: Record<string, string> = {
  dashboard: 'g d',
  leads: 'g l',
  customers: 'g c',
  projects: 'g p',
  listings: 'g s',
}

/** One navigation command per menu destination, with the destination's own permission keys, titled by the menu's words. */
export function menuCommands(
  actions: Pick<ShellActions, 'navigate'>,
  menu: { menu: MenuEntry[]; admin: MenuEntry[] } = { menu: MENU, admin: ADMIN_MENU },
): Command[] {
  const sidebar = flattenMenu(menu.menu).map(({ entry, parents }) => ({
    id: `nav.${entry.key}`,
    title: [...parents, entry].map((e) => e.label.en).join(' › '),
    titleText: () => [...parents, entry].map(menuLabel).join(' › '),
    group: 'Navigation',
    keywords: [entry.label.en, ...(entry.keywords ?? []), entry.route!],
    subtitle: entry.route,
    icon: entry.icon ?? parents[0]?.icon,
    shortcut: GO_KEYS[entry.key],
    permission: entry.permission,
    run: () => actions.navigate(entry.route!),
  }))
  const admin = menu.admin.map((entry) => ({
    id: `nav.${entry.key}`,
    title: `Admin › ${entry.label.en}`,
    titleText: () => `${t('shell.adminPrefix')} › ${menuLabel(entry)}`,
    group: 'Administration',
    keywords: [entry.label.en, 'admin', entry.route!],
    subtitle: entry.route,
    permission: entry.permission,
    superOnly: true,
    run: () => actions.navigate(entry.route!),
  }))
  return [...sidebar, ...admin]
}

/** Create, account, asset and help commands. */
export function shellCommands(actions: ShellActions, assets: AssetRef[], activeAssetId: string | null): Command[] {
  const cmds: Command[] = [
    {
      id: 'create.lead',
      title: 'Create lead',
      group: 'Create',
      keywords: ['new lead', 'add lead'],
      icon: CirclePlus,
      shortcut: 'c l',
      permission: [P.LEAD_ADD],
      run: () => actions.navigate('/leads/create'),
    },
    {
      id: 'account.profile',
      title: 'Profile',
      group: 'Account',
      keywords: ['my profile', 'avatar', 'name'],
      icon: UserRound,
      run: () => actions.navigate('/profile'),
    },
    {
      id: 'account.change-password',
      title: 'Change Password',
      group: 'Account',
      keywords: ['password'],
      icon: KeyRound,
      run: () => actions.navigate('/profile/change-password'),
    },
    {
      id: 'account.access-logs',
      title: 'My Access Logs',
      group: 'Account',
      keywords: ['logins', 'sessions'],
      icon: ScrollText,
      run: () => actions.navigate('/profile/access-logs'),
    },
    {
      id: 'account.logout',
      title: 'Logout',
      group: 'Account',
      keywords: ['sign out', 'log out'],
      icon: LogOut,
      run: actions.logout,
    },
    {
      id: 'help.shortcuts',
      title: 'Keyboard shortcuts',
      group: 'Help',
      keywords: ['help', 'keys', 'hotkeys'],
      icon: Keyboard,
      shortcut: '?',
      run: actions.openShortcutHelp,
    },
    {
      id: 'palette.open',
      title: 'Open command palette',
      group: 'Help',
      shortcut: 'ctrl+k,command+k',
      inInputs: true,
      hidden: true,
      run: actions.openPalette,
    },
    // Esc in a field of a page form leaves it, so the page's keys work again (a pane or dialog closes instead).
    {
      id: 'field.leave',
      title: 'Leave the field you are typing in',
      group: 'General',
      shortcut: 'esc',
      inInputs: true,
      fallback: true,
      hidden: true,
      run: actions.leaveField,
    },
  ]
  if (assets.length > 1) {
    cmds.push({
      id: 'assets.switch',
      title: 'Switch asset…',
      group: 'Assets',
      keywords: ['business', 'workspace', 'tenant'],
      icon: ArrowLeftRight,
      page: 'assets',
    })
    for (const a of assets) {
      cmds.push({
        id: `assets.switch.${a._id}`,
        title: a._id === activeAssetId ? `${a.name} (active)` : a.name,
        group: 'Assets',
        keywords: ['switch asset', a.name],
        icon: Building2,
        inPage: 'assets',
        run: () => (a._id === activeAssetId ? undefined : actions.switchAsset(a)),
      })
    }
  }
  return cmds
}
