import { EVENT_KINDS } from '../../domain/events.ts'
import type { Notification } from '../../domain/notifications.ts'
import type { PaginatorMeta } from '../../domain/paginate.ts'
import { useServerEvent, useStreamOpen } from '../events/eventStream.ts'
import { api } from '../lib/http.ts'
import { useApi } from '../lib/useApi.ts'

/** The caller's unread notifications in the active asset, kept current by the event stream. */
export function useUnreadCount() {
  const res = useApi<{ data: { count: number } }>('/api/notifications/unread-count')
  // A new one adds one at once; reads (here, another tab, another device) are counted again by the server.
  useServerEvent(
    EVENT_KINDS.notification,
    () => void res.mutate((d) => d && { data: { count: d.data.count + 1 } }, { revalidate: false }),
  )
  useServerEvent(EVENT_KINDS.notificationsRead, () => void res.mutate())
  useServerEvent(EVENT_KINDS.resync, () => void res.mutate())
  useStreamOpen(() => void res.mutate())
  return { count: res.data?.data.count ?? 0, reload: () => res.mutate() }
}

/** The newest `limit` notifications (the open panel), reloaded on every notification event. */
export function useNotificationList(limit: number) {
  const res = useApi<{ data: Notification[]; meta: PaginatorMeta }>(
    '/api/notifications',
    { filter: { limit } },
    { keepPreviousData: true },
  )
  const reload = () => void res.mutate()
  useServerEvent(EVENT_KINDS.notification, reload)
  useServerEvent(EVENT_KINDS.notificationsRead, reload)
  useServerEvent(EVENT_KINDS.resync, reload)
  return {
    rows: res.data?.data ?? [],
    meta: res.data?.meta ?? null,
    error: res.error as Error | undefined,
    isLoading: res.isLoading,
    reload,
  }
}

export const markRead = (id: string) => api.patch<{ data: Notification }>(`/api/notifications/${id}/read`)
export const markAllRead = () => api.patch<{ data: { count: number } }>('/api/notifications/read-all')
