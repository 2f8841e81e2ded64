import { useEffect, useState, type ReactNode } from 'react'
import { useAtom } from 'jotai'
import { useLocation } from 'wouter'
import { useMediaQuery } from '../lib/useMediaQuery.ts'
import { sidebarCollapsedAtom } from '../state/ui.ts'
import { Header } from './header/Header.tsx'
import { SIDEBAR_COLLAPSED, SIDEBAR_WIDTH, Sidebar } from './Sidebar.tsx'

/**
 * Sidebar + header + content. The sidebar is 220 px, collapsed to 80 px (icons) on wide screens and
 * to 0 px up to 768 px wide, where opening it overlays the content.
 */
export function Frame({ children }: { children: ReactNode }) {
  const narrow = useMediaQuery('(max-width: 768px)')
  const [collapsed, setCollapsed] = useAtom(sidebarCollapsedAtom)
  const [mobileOpen, setMobileOpen] = useState(false)
  const [location] = useLocation()
  // biome-ignore lint/correctness/useExhaustiveDependencies: a navigation closes the menu
  useEffect(() => setMobileOpen(false), [location])

  const isCollapsed = narrow ? !mobileOpen : collapsed
  const width = !isCollapsed ? SIDEBAR_WIDTH : narrow ? 0 : SIDEBAR_COLLAPSED
  return (
    <div className="flex h-full min-h-0 flex-1 flex-col">
      <Header
        sidebarOpen={!isCollapsed}
        onToggleSidebar={() => (narrow ? setMobileOpen((o) => !o) : setCollapsed((c) => !c))}
      />
      <div className="relative flex min-h-0 flex-1">
        <aside
          data-testid="sidebar"
          style={{ width }}
          className={`shrink-0 overflow-hidden transition-[width] duration-150 ${narrow ? 'absolute inset-y-0 start-0 z-40 shadow-xl' : ''}`}
          hidden={width === 0}
        >
          <Sidebar
            collapsed={isCollapsed && !narrow}
            onExpand={() => setCollapsed(false)}
            onNavigate={() => setMobileOpen(false)}
          />
        </aside>
        {/* The page scrolls here: a tab stop, so a page without controls (a long access log) still scrolls by keyboard. */}
        <main
          id="content"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the scrolling region is a tab stop (see above)
          tabIndex={0}
          className="min-w-0 flex-1 overflow-y-auto pb-10 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand/50"
        >
          {children}
        </main>
      </div>
    </div>
  )
}
