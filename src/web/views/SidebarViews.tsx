import { Link, useSearch } from 'wouter'
import { t } from '../../domain/i18n/index.ts'
import { SAVED_VIEW_LISTS, savedViewHref } from '../../domain/views.ts'
import { useSavedViews } from './useSavedViews.ts'
import { resourceText } from '../../domain/i18n/resourceText.ts'

/** The saved views of the list at `route`, under its entry in the sidebar. */
export function SidebarViews({ route, onNavigate }: { route: string; onNavigate?: () => void }) {
  const { views } = useSavedViews()
  const current = new URLSearchParams(useSearch()).get('view')
  const list = SAVED_VIEW_LISTS.find((l) => l.route === route)
  const mine = list ? views.filter((v) => v.list === list.id) : []
  if (!list || !mine.length) return null
  return (
    <ul className="mb-1 space-y-0.5" aria-label={t('views.sidebarLabel', { list: resourceText(list.label) })}>
      {mine.map((v) => (
        <li key={v._id}>
          <Link
            href={savedViewHref(list, v._id)}
            onClick={onNavigate}
            aria-current={current === v._id ? 'page' : undefined}
            className={`block truncate rounded-md py-1 ps-12 pe-3 text-[13px] hover:bg-slate-800 ${current === v._id ? 'text-white' : 'text-slate-400 hover:text-white'}`}
          >
            {v.name}
          </Link>
        </li>
      ))}
    </ul>
  )
}
