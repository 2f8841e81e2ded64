import { useSetAtom } from 'jotai'
import { Menu as MenuIcon, Search } from 'lucide-react'
import { paletteOpenAtom } from '../../state/ui.ts'
import { t } from '../../../domain/i18n/index.ts'
import { Kbd } from '../../ui/Kbd.tsx'
import { NotificationCenter } from '../../notifications/NotificationCenter.tsx'
import { AssetMenu } from './AssetMenu.tsx'
import { ProfileMenu } from './ProfileMenu.tsx'
import { SettingsMenu, iconButton } from './SettingsMenu.tsx'

/** Sidebar toggle, asset switcher, the palette button, notifications, settings (super only) and the profile menu. */
export function Header({ sidebarOpen, onToggleSidebar }: { sidebarOpen: boolean; onToggleSidebar: () => void }) {
  const openPalette = useSetAtom(paletteOpenAtom)
  return (
    <header className="flex h-13 shrink-0 items-center gap-3 border-b border-slate-200 bg-white px-3">
      <button
        type="button"
        onClick={onToggleSidebar}
        aria-label={sidebarOpen ? t('shell.collapseMenu') : t('shell.expandMenu')}
        aria-expanded={sidebarOpen}
        className={iconButton}
      >
        <MenuIcon className="size-4.5" aria-hidden />
      </button>
      <span className="hidden font-semibold tracking-tight text-slate-900 sm:block">
        {/* the product's name, a brand written in Latin letters in every language */}
        <bdi dir="ltr" data-i18n-brand>
          Agency<span className="text-brand">Console</span>
        </bdi>
      </span>
      <span className="hidden h-5 w-px bg-slate-200 sm:block" aria-hidden />
      <AssetMenu />
      {/* on a phone the button is its icon (its words for screen readers only), so the menus beside it stay on screen */}
      <button
        type="button"
        onClick={() => openPalette(true)}
        className="ms-auto flex max-w-sm items-center gap-2 rounded-md border border-slate-200 bg-slate-50 px-2.5 py-1.5 text-sm text-slate-600 hover:border-slate-300 hover:bg-white focus-visible:outline-2 focus-visible:outline-brand sm:w-full"
      >
        <Search className="size-4 shrink-0" aria-hidden />
        <span className="flex-1 truncate text-start max-sm:sr-only">{t('shell.searchOrJump')}</span>
        <Kbd shortcut="ctrl+k,command+k" className="hidden sm:flex" />
      </button>
      <div className="flex items-center gap-1">
        <NotificationCenter />
        <SettingsMenu />
        <ProfileMenu />
      </div>
    </header>
  )
}
