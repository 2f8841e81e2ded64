import { useEffect, useRef, useState } from 'react'
import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react'
import { navigate } from 'wouter/use-browser-location'
import { Bell, Check, CheckCheck } from 'lucide-react'
import { useRegisterCommands } from '../../../commands/registry.ts'
import { formatDateTime } from '../../domain/format.ts'
import type { Notification } from '../../domain/notifications.ts'
import { iconButton } from '../shell/header/SettingsMenu.tsx'
import { Kbd } from '../ui/Kbd.tsx'
import { toast } from '../ui/toast.tsx'
import { markAllRead, markRead, useNotificationList, useUnreadCount } from './useNotifications.ts'
import { t } from '../../domain/i18n/index.ts'
import { useControlKeys } from '../shell/useControlKeys.ts'
import { noticeShown } from '../../domain/notifications.ts'

const PAGE = 20
const SHORTCUT = 'g n'

/**
 * The header's notification centre: a bell with the unread count, kept live by the event
 * stream, and a panel of the newest notifications (each opens its lead and is marked read). Keyboard:
 * `g n` or the palette's "Notifications" opens it, arrows move between notifications, Enter opens one,
 * Esc closes.
 */
export function NotificationCenter() {
  const { count } = useUnreadCount()
  const button = useRef<HTMLButtonElement>(null)
  // After the palette closed (it gives the focus back first), so the panel keeps it.
  const open = () => {
    requestAnimationFrame(() => button.current?.getAttribute('aria-expanded') !== 'true' && button.current?.click())
  }
  useRegisterCommands(
    'notifications',
    [
      {
        id: 'notifications.open',
        title: t('shell.notifications'),
        group: 'Navigation',
        keywords: ['bell', 'unread', 'alerts'],
        icon: Bell,
        shortcut: SHORTCUT,
        run: open,
      },
    ],
    [],
  )
  const label = count ? t('shell.notificationsUnread', { n: count }) : t('shell.notifications')
  return (
    <Popover className="relative">
      <PopoverButton ref={button} aria-label={label} title={label} className={`${iconButton} relative`}>
        <Bell className="size-4.5" aria-hidden />
        {count > 0 && (
          <span
            data-testid="unread-count"
            className="absolute -top-0.5 -end-0.5 min-w-4 rounded-full bg-rose-600 px-1 text-center text-[10px] leading-4 font-semibold text-white"
            aria-hidden
          >
            {count > 99 ? '99+' : count}
          </span>
        )}
      </PopoverButton>
      <PopoverPanel
        anchor="bottom end"
        focus
        className="z-50 mt-1 flex max-h-[min(32rem,80vh)] w-[min(24rem,calc(100vw-1rem))] flex-col rounded-lg border border-slate-200 bg-white text-sm shadow-lg focus:outline-none"
      >
        {({ close }) => <Panel unread={count} close={close} />}
      </PopoverPanel>
    </Popover>
  )
}

function Panel({ unread, close }: { unread: number; close: () => void }) {
  const [limit, setLimit] = useState(PAGE)
  const { rows, meta, error, isLoading, reload } = useNotificationList(limit)
  const list = useRef<HTMLUListElement>(null)
  // The newest notification takes the focus once the list arrives, so Enter opens it and arrows move on.
  const focused = useRef(false)
  useEffect(() => {
    if (focused.current || !rows.length) return
    focused.current = true
    list.current?.querySelector<HTMLElement>('[data-notification]')?.focus()
  }, [rows.length])

  const go = async (n: Notification) => {
    close()
    if (n.link) navigate(n.link)
    if (!n.read) await markRead(n._id).catch((e: Error) => toast.error(e.message))
  }
  const readOne = (n: Notification) => markRead(n._id).then(reload, (e: Error) => toast.error(e.message))
  const readAll = () => markAllRead().then(reload, (e: Error) => toast.error(e.message))

  // Arrows, Home and End move between the notifications (Tab still reaches each one's own buttons).
  const moveTo = (to: (at: number, last: number) => number) => () => {
    const items = [...(list.current?.querySelectorAll<HTMLElement>('[data-notification]') ?? [])]
    if (!items.length) return false
    const at = items.indexOf(document.activeElement as HTMLElement)
    items[Math.max(0, Math.min(items.length - 1, to(at, items.length - 1)))].focus()
  }
  const group = t('shell.notifications')
  const keys = useControlKeys('notifications-list', [
    {
      id: 'notifications.next',
      title: t('shell.notificationKeys.next'),
      group,
      shortcut: 'down',
      run: moveTo((at) => at + 1),
    },
    {
      id: 'notifications.previous',
      title: t('shell.notificationKeys.previous'),
      group,
      shortcut: 'up',
      run: moveTo((at) => at - 1),
    },
    {
      id: 'notifications.first',
      title: t('shell.notificationKeys.first'),
      group,
      shortcut: 'home',
      run: moveTo(() => 0),
    },
    {
      id: 'notifications.last',
      title: t('shell.notificationKeys.last'),
      group,
      shortcut: 'end',
      run: moveTo((_, last) => last),
    },
  ])

  return (
    <>
      <div className="flex items-center justify-between gap-2 border-b border-slate-100 px-3 py-2">
        <h2 className="font-semibold text-slate-900">{t('shell.notifications')}</h2>
        <span className="flex items-center gap-2">
          <Kbd shortcut={SHORTCUT} className="hidden sm:flex" />
          <button
            type="button"
            onClick={readAll}
            disabled={!unread}
            className="inline-flex items-center gap-1 rounded px-1.5 py-0.5 text-xs font-medium text-brand hover:bg-brand/10 focus-visible:outline-2 focus-visible:outline-brand disabled:text-slate-500 disabled:hover:bg-transparent"
          >
            <CheckCheck className="size-3.5" aria-hidden />
            {t('shell.markAllRead')}
          </button>
        </span>
      </div>
      <ul
        ref={list}
        {...keys}
        aria-label={t('shell.notificationsNewest')}
        className="min-h-0 flex-1 divide-y divide-slate-100 overflow-y-auto"
      >
        {rows
          .map((n) => ({ ...n, ...noticeShown(n) }))
          .map((n) => (
            <li key={n._id} className={`group flex items-start gap-2 px-3 py-2.5 ${n.read ? '' : 'bg-brand/5'}`}>
              <span
                className={`mt-1.5 size-2 shrink-0 rounded-full ${n.read ? 'bg-transparent' : 'bg-brand'}`}
                aria-hidden
              />
              <button
                type="button"
                data-notification
                onClick={() => void go(n)}
                className="min-w-0 flex-1 rounded text-start focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
              >
                <span className="sr-only">{n.read ? 'Read: ' : 'Unread: '}</span>
                <span className={`block text-slate-900 ${n.read ? '' : 'font-semibold'}`}>{n.title}</span>
                <span className="mt-0.5 line-clamp-2 block text-slate-700">{n.body}</span>
                <span className="mt-1 block text-xs text-slate-600">{formatDateTime(n.createdAt)}</span>
              </button>
              {!n.read && (
                <button
                  type="button"
                  onClick={() => void readOne(n)}
                  aria-label={t('shell.markReadOne', { title: n.title })}
                  title={t('shell.markRead')}
                  className="rounded p-1 text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand"
                >
                  <Check className="size-4" aria-hidden />
                </button>
              )}
            </li>
          ))}
        {!rows.length && (
          <li className="px-3 py-10 text-center text-slate-600">
            {isLoading ? t('shell.loadingEllipsis') : error ? error.message : t('shell.noNotifications')}
          </li>
        )}
      </ul>
      {meta?.hasNextPage && (
        <div className="border-t border-slate-100 p-2 text-center">
          <button
            type="button"
            onClick={() => setLimit((l) => l + PAGE)}
            className="rounded px-2 py-1 text-xs font-medium text-brand hover:bg-brand/10 focus-visible:outline-2 focus-visible:outline-brand"
          >
            Show older notifications
          </button>
        </div>
      )}
    </>
  )
}
