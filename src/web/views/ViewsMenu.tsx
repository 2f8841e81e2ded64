import { useState } from 'react'
import {
  Dialog,
  DialogPanel,
  DialogTitle,
  Menu,
  MenuButton,
  MenuItem,
  MenuItems,
  MenuSeparator,
} from '@headlessui/react'
import { useAtomValue } from 'jotai'
import { Bookmark, Check, ChevronDown, Star, Users } from 'lucide-react'
import { t } from '../../domain/i18n/index.ts'
import { P } from '../../domain/permissions.ts'
import type { SavedView } from '../../domain/views.ts'
import { type ApiError, http } from '../lib/http.ts'
import { canAtom } from '../state/session.ts'
import { toast } from '../ui/toast.tsx'
import type { ListViews } from './useListViews.ts'
import { resourceText } from '../../domain/i18n/resourceText.ts'

const item =
  'flex w-full items-center gap-2 rounded px-2.5 py-1.5 text-start text-[13px] text-slate-800 data-focus:bg-slate-100'

/**
 * A list's saved views in its header: open one, save the current filters, sort, columns and
 * page mode as a view (private, or shared with the asset with SAVED_VIEWS_SHARE), and for the open view
 * rename, update, delete (the owner's) and set or clear as my default.
 */
export function ViewsMenu({ v }: { v: ListViews }) {
  const can = useAtomValue(canAtom)
  const mayShare = can([P.SAVED_VIEWS_SHARE])
  const [editing, setEditing] = useState<null | {
    mode: 'save' | 'rename'
    name: string
    shared: boolean
    error?: string
  }>(null)
  const cur = v.current

  const call = async (what: () => Promise<unknown>, done: string) => {
    try {
      await what()
      toast.success(done)
      v.reload()
      return true
    } catch (e) {
      toast.error((e as Error).message || 'Error')
      return false
    }
  }
  const submit = async () => {
    if (!editing) return
    try {
      if (editing.mode === 'save') {
        const res = await http<{ data: SavedView }>('POST', '/api/views', {
          body: { list: v.list.id, name: editing.name, shared: editing.shared, state: v.state() },
        })
        v.reload()
        v.open(res.data)
        toast.success(t('views.saved', { name: res.data.name }))
      } else if (cur) {
        await http('PATCH', `/api/views/${cur._id}`, { body: { name: editing.name, shared: editing.shared } })
        v.reload()
        toast.success(t('views.renamed'))
      }
      setEditing(null)
    } catch (e) {
      const err = e as ApiError
      setEditing({ ...editing, error: err.errors?.[0]?.message ?? err.message })
    }
  }

  return (
    <>
      {v.notFound && (
        <p
          role="alert"
          data-testid="view-not-found"
          className="flex items-center gap-2 rounded-md border border-amber-300 bg-amber-50 px-2.5 py-1 text-[13px] text-amber-900"
        >
          {t('views.notFound')}
          <button type="button" onClick={v.dismissNotFound} className="font-medium underline">
            {t('views.dismiss')}
          </button>
        </p>
      )}
      <Menu as="div" className="relative">
        <MenuButton
          data-testid="views-button"
          className="flex h-8 max-w-56 items-center gap-1.5 rounded-md border border-slate-300 bg-white px-3 text-[13px] font-medium text-slate-700 hover:bg-slate-50"
        >
          <Bookmark className={`size-4 shrink-0 ${cur ? 'fill-brand text-brand' : ''}`} aria-hidden />
          <span className="truncate">{cur ? cur.name : t('views.button')}</span>
          <ChevronDown className="size-3.5 shrink-0 text-slate-400" aria-hidden />
        </MenuButton>
        <MenuItems
          anchor={{ to: 'bottom end', gap: 4 }}
          className="z-50 w-72 rounded-md border border-slate-200 bg-white p-1 shadow-lg focus:outline-none"
        >
          {v.views.length === 0 && <p className="px-2.5 py-1.5 text-[13px] text-slate-500">{t('views.none')}</p>}
          {v.views.map((x) => (
            <MenuItem key={x._id}>
              <button type="button" className={item} onClick={() => v.open(x)}>
                <Check className={`size-3.5 shrink-0 ${x._id === cur?._id ? 'text-brand' : 'invisible'}`} aria-hidden />
                <span className="min-w-0 flex-1 truncate">{x.name}</span>
                {x.isDefault && (
                  <Star className="size-3.5 shrink-0 fill-amber-400 text-amber-400" aria-label={t('views.myDefault')} />
                )}
                {x.shared && (
                  <Users
                    className="size-3.5 shrink-0 text-slate-400"
                    aria-label={x.mine ? t('views.sharedByMe') : t('views.sharedBy', { name: x.owner.name })}
                  />
                )}
              </button>
            </MenuItem>
          ))}
          <MenuSeparator className="my-1 h-px bg-slate-200" />
          <MenuItem>
            <button
              type="button"
              className={item}
              onClick={() => setEditing({ mode: 'save', name: '', shared: false })}
            >
              {t('views.saveCurrent')}
            </button>
          </MenuItem>
          {cur?.mine && (
            <>
              <MenuItem>
                <button
                  type="button"
                  className={item}
                  onClick={() =>
                    void call(
                      () => http('PATCH', `/api/views/${cur._id}`, { body: { state: v.state() } }),
                      t('views.updated', { name: cur.name }),
                    )
                  }
                >
                  {t('views.update', { name: cur.name })}
                </button>
              </MenuItem>
              <MenuItem>
                <button
                  type="button"
                  className={item}
                  onClick={() => setEditing({ mode: 'rename', name: cur.name, shared: cur.shared })}
                >
                  {t('views.renameOrShare')}
                </button>
              </MenuItem>
            </>
          )}
          {cur && (
            <MenuItem>
              <button
                type="button"
                className={item}
                onClick={() =>
                  void call(
                    () =>
                      http('PUT', `/api/views/defaults/${v.list.id}`, {
                        body: { view: cur.isDefault ? null : cur._id },
                      }),
                    cur.isDefault ? t('views.defaultCleared') : t('views.defaultSet', { name: cur.name }),
                  )
                }
              >
                {cur.isDefault ? t('views.clearDefault') : t('views.setDefault')}
              </button>
            </MenuItem>
          )}
          {cur?.mine && (
            <MenuItem>
              <button
                type="button"
                className={`${item} text-red-700`}
                onClick={() =>
                  void call(() => http('DELETE', `/api/views/${cur._id}`), t('views.deleted', { name: cur.name }))
                }
              >
                {t('views.delete')}
              </button>
            </MenuItem>
          )}
        </MenuItems>
      </Menu>
      <Dialog open={!!editing} onClose={() => setEditing(null)} className="relative z-[70]">
        <div className="fixed inset-0 bg-slate-900/40" aria-hidden />
        <div className="fixed inset-0 flex items-center justify-center p-4">
          <DialogPanel className="w-full max-w-sm rounded-lg bg-white p-5 shadow-xl">
            <DialogTitle className="text-base font-semibold text-slate-900">
              {editing?.mode === 'rename'
                ? t('views.renameTitle')
                : t('views.saveTitle', { list: resourceText(v.list.label) })}
            </DialogTitle>
            <form
              className="mt-3 space-y-3"
              noValidate
              onSubmit={(e) => {
                e.preventDefault()
                void submit()
              }}
            >
              <label className="block text-[13px] font-medium text-slate-700">
                {t('views.name')}
                <input
                  autoFocus
                  value={editing?.name ?? ''}
                  onChange={(e) => editing && setEditing({ ...editing, name: e.target.value, error: undefined })}
                  placeholder={t('views.namePlaceholder')}
                  aria-invalid={!!editing?.error}
                  className="mt-1 block w-full rounded-md border border-slate-300 px-2.5 py-1.5 text-sm focus:border-brand focus:outline-none"
                />
              </label>
              {editing?.error && (
                <p role="alert" className="text-[13px] text-red-600">
                  {editing.error}
                </p>
              )}
              <label
                className={`flex items-center gap-2 text-[13px] ${mayShare ? 'text-slate-700' : 'text-slate-400'}`}
              >
                <input
                  type="checkbox"
                  className="size-3.5 accent-brand"
                  disabled={!mayShare}
                  checked={editing?.shared ?? false}
                  onChange={(e) => editing && setEditing({ ...editing, shared: e.target.checked })}
                />
                {mayShare ? t('views.share') : t('views.shareNeedsKey')}
              </label>
              <div className="flex justify-end gap-2 pt-1">
                <button
                  type="button"
                  onClick={() => setEditing(null)}
                  className="rounded-md border border-slate-300 px-3 py-1.5 text-[13px] font-medium text-slate-700 hover:bg-slate-50"
                >
                  {t('views.cancel')}
                </button>
                <button
                  type="submit"
                  className="rounded-md bg-brand px-3 py-1.5 text-[13px] font-medium text-white hover:bg-brand-dark"
                >
                  {t('views.save')}
                </button>
              </div>
            </form>
          </DialogPanel>
        </div>
      </Dialog>
    </>
  )
}
