import { useMemo, useState } from 'react'
import { useAtomValue } from 'jotai'
import { Link, useLocation } from 'wouter'
import { ChevronRight, Search, X } from 'lucide-react'
import { version } from '../../../package.json'
import { MENU, filterMenu, menuLabel, visibleMenu, type MenuEntry } from '../../../commands/menu.ts'
import { t } from '../../domain/i18n/index.ts'
import { canAtom } from '../state/session.ts'
import { SidebarViews } from '../views/SidebarViews.tsx'

/** Sidebar widths of spec 2 §2 / §9. */
export const SIDEBAR_WIDTH = 220
export const SIDEBAR_COLLAPSED = 80

const isActive = (location: string, route?: string) =>
  !!route && (location === route || location.startsWith(`${route}/`))
const containsActive = (e: MenuEntry, location: string): boolean =>
  isActive(location, e.route) || !!e.children?.some((c) => containsActive(c, location))

/**
 * The mouse fallback to the palette: the permitted menu entries, a name filter with a clear button,
 * collapsed to icons (80 px) or hidden (0 px, narrow screens), and the product version.
 */
export function Sidebar({
  collapsed,
  onExpand,
  onNavigate,
}: {
  collapsed: boolean
  onExpand: () => void
  onNavigate?: () => void
}) {
  const can = useAtomValue(canAtom)
  const [location] = useLocation()
  const [text, setText] = useState('')
  const [open, setOpen] = useState<Record<string, boolean>>({})
  const entries = useMemo(
    () =>
      filterMenu(
        visibleMenu(MENU, (p) => can(p)),
        text,
      ),
    [can, text],
  )
  const searching = text.trim() !== ''

  const item = (e: MenuEntry, depth: number) => {
    const Icon = e.icon
    const active = isActive(location, e.route)
    if (e.children) {
      const expanded = searching || (open[e.key] ?? containsActive(e, location))
      return (
        <li key={e.key}>
          <button
            type="button"
            aria-expanded={collapsed ? undefined : expanded}
            title={collapsed ? menuLabel(e) : undefined}
            onClick={() => {
              if (collapsed) onExpand()
              setOpen((o) => ({ ...o, [e.key]: collapsed ? true : !expanded }))
            }}
            className={`${rowClass} ${containsActive(e, location) ? (collapsed ? 'bg-brand text-white hover:bg-brand' : 'text-white') : 'text-slate-300'} ${collapsed ? 'justify-center' : ''}`}
          >
            {Icon && <Icon className="size-4 shrink-0" aria-hidden />}
            {collapsed ? (
              <span className="sr-only">{menuLabel(e)}</span>
            ) : (
              // a long label ('تحسين محركات البحث') wraps onto a second line rather than lose its end
              <span className="min-w-0 flex-1 text-start [overflow-wrap:anywhere]">{menuLabel(e)}</span>
            )}
            {/* points to the end of the line, down when open: mirrored right to left */}
            {!collapsed && (
              <ChevronRight
                className={`size-3.5 shrink-0 transition-transform rtl:-scale-x-100 ${expanded ? 'rotate-90 rtl:-rotate-90' : ''}`}
                aria-hidden
              />
            )}
          </button>
          {!collapsed && expanded && (
            <ul className="mt-0.5 mb-1 space-y-0.5">{e.children.map((c) => item(c, depth + 1))}</ul>
          )}
        </li>
      )
    }
    return (
      <li key={e.key}>
        <Link
          href={e.route!}
          onClick={onNavigate}
          aria-current={active ? 'page' : undefined}
          title={collapsed ? menuLabel(e) : undefined}
          className={`${rowClass} ${active ? 'bg-brand text-white hover:bg-brand' : 'text-slate-300 hover:text-white'} ${collapsed ? 'justify-center' : ''} ${depth ? 'ps-9' : ''}`}
        >
          {Icon && <Icon className="size-4 shrink-0" aria-hidden />}
          {collapsed ? (
            <span className="sr-only">{menuLabel(e)}</span>
          ) : (
            <span className="min-w-0 [overflow-wrap:anywhere]">{menuLabel(e)}</span>
          )}
        </Link>
        {!collapsed && <SidebarViews route={e.route!} onNavigate={onNavigate} />}
      </li>
    )
  }

  return (
    <nav aria-label={t('shell.mainMenu')} className="flex h-full flex-col bg-slate-900 text-sm">
      {!collapsed && (
        <div className="relative px-3 pt-3 pb-2">
          <Search
            className="pointer-events-none absolute top-1/2 start-5 mt-0.5 size-3.5 -translate-y-1/2 text-slate-400"
            aria-hidden
          />
          <input
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={t('shell.searchMenu')}
            aria-label={t('shell.searchMenu')}
            className="w-full rounded-md border border-slate-700 bg-slate-800 py-1.5 pe-7 ps-7 text-sm text-white placeholder:text-slate-400 focus:border-brand focus:outline-none focus-visible:ring-2 focus-visible:ring-brand"
          />
          {text && (
            <button
              type="button"
              onClick={() => setText('')}
              aria-label={t('shell.clearSearch')}
              className="absolute top-1/2 end-4 mt-0.5 -translate-y-1/2 rounded p-0.5 text-slate-400 hover:text-white focus-visible:outline-2 focus-visible:outline-brand"
            >
              <X className="size-3.5" aria-hidden />
            </button>
          )}
        </div>
      )}
      <ul className="flex-1 space-y-0.5 overflow-y-auto px-2 py-1">
        {entries.map((e) => item(e, 0))}
        {!entries.length && <li className="px-3 py-2 text-slate-400">{t('shell.noMenuMatch', { text })}</li>}
      </ul>
      <p className="border-t border-slate-800 px-3 py-2 text-center text-[11px] text-slate-400">
        {collapsed ? t('shell.versionShort', { version }) : t('shell.version', { version })}
      </p>
    </nav>
  )
}

const rowClass =
  'flex w-full items-center gap-2.5 rounded-md px-3 py-1.5 hover:bg-slate-800 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand'
