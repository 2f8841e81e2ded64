import { useState } from 'react'
import { t } from '../../../domain/i18n/index.ts'
import type { Resource } from '../../../domain/resources/types.ts'
import { countOf, resourceNames } from '../recordText.ts'
import { api } from '../../lib/http.ts'
import { toast } from '../../ui/toast.tsx'
import type { ListController, Row } from './useListController.ts'

/** What is about to be deleted: rows, and whether for good (from the trash). */
export interface Deleting {
  rows: Row[]
  force: boolean
}

/**
 * The list's writes: selection (`x`), bulk enable/disable or a declared bulk update, delete (soft, or for good from the trash)
 * and restore, each followed by a reload. A bulk change reports how many rows it changed.
 */
export function useListActions(r: Resource, list: ListController) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set())
  const [deleting, setDeleting] = useState<Deleting | null>(null)
  const toggle = (row: Row) =>
    setSelected((s) => {
      const next = new Set(s)
      if (!next.delete(row._id)) next.add(row._id)
      return next
    })
  const names = resourceNames(r)
  const each = async (ids: string[], call: (id: string) => Promise<unknown>) => {
    const results = await Promise.allSettled(ids.map(call))
    await list.reload()
    setSelected(new Set())
    return {
      done: results.filter((x) => x.status === 'fulfilled').length,
      failed: results.find((x): x is PromiseRejectedResult => x.status === 'rejected'),
    }
  }
  const setEnabled = async (enabled: boolean) => {
    const { done, failed } = await each([...selected], (id) => api.patch(`${r.basePath}/${id}`, { enabled }))
    const text = t(enabled ? 'resources.list.enabledDone' : 'resources.list.disabledDone', countOf(r, done))
    if (failed) toast.warning(`${text}; ${(failed.reason as Error).message}`)
    else toast.success(text)
  }
  // One call for every selected row (the resource's bulkUpdate), all or none: the server refuses the whole change.
  const bulkUpdate = async (field: string, value: unknown) => {
    const ids = [...selected]
    await api.patch(r.bulkUpdate!.path, { data: { ids, [field]: value } })
    await list.reload()
    setSelected(new Set())
    toast.success(t('resources.list.updatedDone', countOf(r, ids.length)))
  }
  const confirmDelete = async () => {
    const d = deleting!
    const { failed } = await each(
      d.rows.map((x) => x._id),
      (id) => api.del(d.force ? `${r.basePath}/${id}/force` : `${r.basePath}/${id}`),
    )
    if (failed) throw failed.reason
  }
  const restore = async (row: Row) => {
    await api.get(`${r.basePath}/${row._id}/restore`)
    toast.success(t('resources.list.restored', { Label: names.label }))
    await list.reload()
  }
  // one place up or down in the resource's order (its orderField); false at either end
  const move = async (row: Row, direction: 'up' | 'down') => {
    const res = await api.post<{ data: { moved: boolean } }>(`${r.basePath}/${row._id}/move`, { direction })
    await list.reload()
    return res.data.moved
  }
  return {
    selected,
    toggle,
    clear: () => setSelected(new Set()),
    setEnabled,
    bulkUpdate,
    deleting,
    setDeleting,
    confirmDelete,
    restore,
    move,
  }
}
