import { useAtomValue } from 'jotai'
import { useLocation } from 'wouter'
import { useRegisterCommands } from '../../../commands/registry.ts'
import { t } from '../../domain/i18n/index.ts'
import { savedViewHref, savedViewList, type SavedView } from '../../domain/views.ts'
import { useApi } from '../lib/useApi.ts'
import { sessionAtom } from '../state/session.ts'
import { resourceText } from '../../domain/i18n/resourceText.ts'

/**
 * The saved views the caller sees in the active asset (GET /api/views): one request shared by the lists'
 * menus, the sidebar and the palette (the same swr key), reloaded after each change.
 */
export function useSavedViews() {
  const signedIn = !!useAtomValue(sessionAtom)
  const res = useApi<{ data: SavedView[] }>(signedIn ? '/api/views' : null, undefined, { revalidateOnFocus: false })
  return { views: res.data?.data ?? [], loaded: !!res.data || !!res.error, reload: () => void res.mutate() }
}

/** Every saved view as a palette command, 'View: Hot leads this week', opening its URL (mounted once, in App). */
export function useSavedViewCommands() {
  const { views } = useSavedViews()
  const [, navigate] = useLocation()
  const commands = views.flatMap((v) => {
    const list = savedViewList(v.list)
    if (!list) return []
    const href = savedViewHref(list, v._id)
    return [
      {
        id: `saved-view.${v._id}`,
        title: t('views.command', { name: v.name }),
        group: t('views.commandGroup'),
        subtitle: `${resourceText(list.label)}${v.shared ? ` · ${t('views.shared')}` : ''}`,
        keywords: [list.label],
        run: () => navigate(href),
      },
    ]
  })
  useRegisterCommands('saved-views', commands, [views])
}
