import { Suspense, useMemo, useRef, useState } from 'react'
import { useAtomValue } from 'jotai'
import { Link, useLocation } from 'wouter'
import { ArchiveRestore, Pencil, Plus, Trash2, Upload, X } from 'lucide-react'
import { useRegisterCommands } from '../../../commands/registry.ts'
import type { Command } from '../../../commands/types.ts'
import { hasAccess } from '../../domain/permissions.ts'
import { formatList, formatNumber } from '../../domain/format.ts'
import { totalText } from '../../domain/paginate.ts'
import { t } from '../../domain/i18n/index.ts'
import { rowDeletable } from '../../domain/resources/define.ts'
import type { Resource } from '../../domain/resources/types.ts'
import { ExportButton } from '../ui/lists/ExportButton.tsx'
import type { PageProps } from '../routeTypes.ts'
import { profileAtom } from '../state/session.ts'
import { ConfirmDelete } from '../ui/ConfirmDelete.tsx'
import { PageHeader } from '../ui/PageHeader.tsx'
import { BulkUpdateDialog } from './components/BulkUpdateDialog.tsx'
import { ColumnChooser } from '../ui/lists/ColumnChooser.tsx'
import { ResourceFilters } from './components/ResourceFilters.tsx'
import { Pager } from '../ui/lists/Pager.tsx'
import { ResourceTable, tableColumns } from './components/ResourceTable.tsx'
import { useColumnChoice } from './hooks/useColumnChoice.ts'
import { useListActions } from './hooks/useListActions.ts'
import { listCacheKey, useListController, type Row } from './hooks/useListController.ts'
import { countOf, recordTitle, resourceNames } from './recordText.ts'
import { NewRowsBar } from '../live/NewRowsBar.tsx'
import { probeResource } from '../live/probes.ts'
import { useLiveList } from '../live/useLiveList.ts'
import { ViewsMenu } from '../views/ViewsMenu.tsx'
import { useListViews } from '../views/useListViews.ts'
// The split pane's form (react-hook-form, the zod schemas, the field controls) loads when a row is first
// edited, not with the list (formFor's forms are lazy chunks): the list opens from the palette with about half the JavaScript.
import { formFor } from './formComponents.ts'

const iconButton = 'rounded p-1 text-slate-500 hover:bg-slate-100'

/**
 * The list of a declared resource (react-admin's List over useListController): search and declared
 * filters, server paging and sort, column chooser, CSV export, trash with restore and delete for good,
 * bulk enable/disable/delete or a declared bulk update (b), and the keys of the leads report (j/k or
 * arrows, Enter opens, e edits in the split pane, x selects, / searches).
 */
export default function ResourceListPage({ resource: r, title }: PageProps & { resource: Resource }) {
  const profile = useAtomValue(profileAtom)
  const can = (k?: readonly string[]) => !!k && hasAccess(profile, k)
  const [, navigate] = useLocation()
  const list = useListController(r)
  const actions = useListActions(r, list)
  // New rows matching the filter wait behind the bar; changed ones update in place, deleted ones fade.
  const live = useLiveList({
    table: list.state.trash ? null : r.table,
    key: JSON.stringify(list.filter),
    rows: list.rows,
    total: list.meta?.total ?? null,
    probe: (ids) => probeResource<Row>(r.basePath, list.filter, ids),
    patch: list.patch,
    reload: () => (list.state.page > 1 ? list.set({ page: 1 }) : void list.reload()),
  })
  const { state, rows, meta } = list
  const [visibility, setVisibility] = useColumnChoice(r)
  const PaneForm = formFor(r)
  const views = useListViews({
    list: r.name,
    cacheKey: listCacheKey(r),
    columns: visibility as Record<string, boolean>,
    setColumns: setVisibility,
  })
  const columns = useMemo(() => tableColumns(r, (k) => hasAccess(profile, k)), [r, profile])
  const [focused, setFocused] = useState(-1)
  const [bulkOpen, setBulkOpen] = useState(false)
  const searchRef = useRef<HTMLInputElement>(null)
  const tableRef = useRef<HTMLDivElement>(null)
  const names = resourceNames(r)
  const plural = names.pluralWord
  const label = names.labelWord
  // an API key is made, then revoked on its page: never edited or deleted here
  const canUpdate = !r.createOnly && can(r.access?.update)
  const canDelete = !r.createOnly && can(r.access?.delete)
  // users and assets are no tenant rows: no trash (a user is disabled, an empty asset deleted for good)
  const hasTrash = canDelete && r.tenant !== false
  const hasEnabled = !!r.fields.enabled && !r.fields.enabled.readOnly
  const tableHasKeys = () => {
    const el = document.activeElement
    return !el || el === document.body || !!tableRef.current?.contains(el)
  }
  const open = (row: Row) => navigate(`${r.route}/${row._id}`)
  const edit = (row: Row) => list.set({ edit: row._id }, { keepPage: true })
  const row = rows[focused]
  const move = (d: number) => setFocused((f) => Math.max(0, Math.min(rows.length - 1, f + d)))
  const group = names.plural
  const commands: Command[] = [
    {
      id: 'resource-list.down',
      title: t('resources.list.next', { label }),
      group,
      shortcut: 'down,j',
      hidden: true,
      run: () => move(1),
    },
    {
      id: 'resource-list.up',
      title: t('resources.list.previous', { label }),
      group,
      shortcut: 'up,k',
      hidden: true,
      run: () => move(-1),
    },
    {
      id: 'resource-list.search',
      title: t('resources.list.search', { plural }),
      group,
      shortcut: '/',
      hidden: true,
      run: () => searchRef.current?.focus(),
    },
  ]
  if (r.bulkUpdate && !state.trash) {
    commands.push({
      id: 'resource-list.bulk-update',
      title: t('resources.list.bulkChange', { plural }),
      group,
      shortcut: 'b',
      permission: r.access?.update,
      disabled: actions.selected.size ? undefined : t('resources.list.selectFirst', { plural }),
      run: () => setBulkOpen(true),
    })
  }
  if (hasTrash)
    commands.push({
      id: 'resource-list.trash',
      title: state.trash ? t('resources.list.backTo', { plural }) : t('resources.list.showTrash', { plural }),
      group,
      run: () => list.set({ trash: !state.trash, edit: null }),
    })
  // The row's keys are registered with no row focused too (unavailable, saying why), so the '?' help lists
  // every key of the list from its arrival.
  const name = row ? recordTitle(r, row) : t('resources.list.theFocused', { label })
  const needRow = row ? undefined : t('resources.list.needRow', { label })
  commands.push(
    {
      id: 'resource-list.open',
      title: t('resources.list.open', { name }),
      group,
      shortcut: 'enter',
      hidden: true,
      disabled: needRow,
      run: () => void (row && tableHasKeys() && !state.trash && open(row)),
    },
    {
      id: 'resource-list.select',
      title: t('resources.list.select', { name }),
      group,
      shortcut: 'x',
      hidden: true,
      disabled: needRow,
      run: () => row && actions.toggle(row),
    },
  )
  // a log (readOnly) has no edit or delete, whatever keys (none) it declares
  if (!state.trash && !r.readOnly && !r.createOnly)
    commands.push({
      id: 'resource-list.edit',
      title: t('resources.list.editBeside', { name }),
      group,
      shortcut: 'e',
      permission: r.access?.update,
      disabled: needRow,
      run: () => row && edit(row),
    })
  if (row && rowDeletable(r, row) && !r.readOnly && !r.createOnly)
    commands.push({
      id: 'resource-list.delete',
      title: t('resources.list.deleteEllipsis', { name }),
      group,
      permission: r.access?.delete,
      run: () => actions.setDeleting({ rows: [row], force: state.trash }),
    })
  if (r.orderField && !state.trash) {
    // Alt+↑/↓ moves the focused record in the website's order (the list shows that order unsorted and unfiltered)
    const inOrder = (!state.sort || state.sort[0] === r.orderField) && !state.q && !Object.keys(state.filters).length
    const why = needRow ?? (inOrder ? undefined : t('resources.list.clearToMove'))
    for (const [direction, key, d] of [
      ['up', 'alt+up', -1],
      ['down', 'alt+down', 1],
    ] as const) {
      commands.push({
        id: `resource-list.move-${direction}`,
        title: t(direction === 'up' ? 'resources.list.moveUp' : 'resources.list.moveDown', { name }),
        group,
        shortcut: key,
        permission: r.access?.update,
        disabled: why,
        run: () =>
          void (
            row &&
            actions
              .move(row, direction)
              .then((moved) => moved && setFocused((f) => Math.max(0, Math.min(rows.length - 1, f + d))))
          ),
      })
    }
  }
  useRegisterCommands('resource-list', commands, [rows, focused, state.trash, profile, actions.selected])

  const selectedRows = rows.filter((x) => actions.selected.has(x._id))
  const empty = !list.isLoading && rows.length === 0
  return (
    <div className="flex h-full min-h-0 flex-col">
      <PageHeader
        title={state.trash ? t('resources.list.trashTitle', { title }) : title}
        subtitle={
          meta
            ? t(
                state.trash ? 'resources.list.deletedCount' : 'resources.list.count',
                countOf(
                  r,
                  live.total ?? meta.total,
                  meta.totalIsLowerBound ? totalText(meta) : formatNumber(live.total ?? meta.total),
                ),
              )
            : t('resources.list.loading')
        }
        actions={
          <>
            {hasTrash && (
              <button
                type="button"
                onClick={() => list.set({ trash: !state.trash, edit: null })}
                aria-pressed={state.trash}
                className="flex h-8 items-center gap-1.5 rounded-md border border-slate-300 bg-white px-3 text-[13px] font-medium text-slate-700 hover:bg-slate-50"
              >
                <Trash2 className="size-4" aria-hidden />{' '}
                {state.trash ? t('resources.list.backTo', { plural }) : t('resources.list.trash')}
              </button>
            )}
            {!state.trash && <ViewsMenu v={views} />}
            <ColumnChooser columns={columns} value={visibility} onChange={setVisibility} />
            {!state.trash && (
              <ExportButton
                path={`${r.basePath}/export`}
                query={{ filter: { ...list.filter, page: undefined, limit: undefined, populate: undefined } }}
                total={meta?.total ?? null}
              />
            )}
            {r.import && can(r.access?.add) && !state.trash && (
              <Link
                href={`${r.route}/import`}
                className="flex h-8 items-center gap-1.5 rounded-md border border-slate-300 bg-white px-3 text-[13px] font-medium text-slate-700 hover:bg-slate-50"
              >
                <Upload className="size-4" aria-hidden /> {t('resources.list.import')}
              </Link>
            )}
            {can(r.access?.add) && (
              <Link
                href={`${r.route}/create?ref=${encodeURIComponent(r.route)}`}
                className="flex h-8 items-center gap-1.5 rounded-md bg-brand px-3 text-[13px] font-medium text-white hover:bg-brand-dark"
              >
                <Plus className="size-4" aria-hidden /> {t('resources.list.add', { label: names.label })}
              </Link>
            )}
          </>
        }
      />
      <ResourceFilters searchRef={searchRef} resource={r} list={list} />
      {actions.selected.size > 0 && (
        <div
          className="mx-6 mb-2 flex items-center gap-2 rounded-md bg-teal-50 px-3 py-1.5 text-[13px] text-teal-900"
          role="toolbar"
          aria-label={t('resources.list.selectedRows')}
        >
          <span className="font-medium">
            {t('resources.list.selected', { n: formatNumber(actions.selected.size) })}
          </span>
          {hasEnabled && canUpdate && !state.trash && (
            <>
              <button
                type="button"
                onClick={() => void actions.setEnabled(true)}
                className="rounded px-2 py-0.5 hover:bg-teal-100"
              >
                {t('resources.list.enable')}
              </button>
              <button
                type="button"
                onClick={() => void actions.setEnabled(false)}
                className="rounded px-2 py-0.5 hover:bg-teal-100"
              >
                {t('resources.list.disable')}
              </button>
            </>
          )}
          {r.bulkUpdate && canUpdate && !state.trash && (
            <button type="button" onClick={() => setBulkOpen(true)} className="rounded px-2 py-0.5 hover:bg-teal-100">
              {t('resources.list.change')} <kbd className="ms-1 rounded border border-teal-300 px-1 text-[11px]">b</kbd>
            </button>
          )}
          {canDelete && selectedRows.every((x) => rowDeletable(r, x)) && (
            <button
              type="button"
              onClick={() => actions.setDeleting({ rows: selectedRows, force: state.trash })}
              className="rounded px-2 py-0.5 text-red-700 hover:bg-red-50"
            >
              {state.trash ? t('resources.list.deleteForever') : t('resources.list.delete')}
            </button>
          )}
          <button
            type="button"
            onClick={actions.clear}
            className="ms-auto rounded p-0.5 hover:bg-teal-100"
            aria-label={t('resources.list.clearSelection')}
          >
            <X className="size-4" aria-hidden />
          </button>
        </div>
      )}
      <div className="mx-6 mb-4 flex min-h-0 flex-1 gap-3">
        <div
          ref={tableRef}
          className="relative flex min-h-0 min-w-0 flex-1 flex-col overflow-hidden rounded-lg border border-slate-200 bg-white"
          aria-busy={list.isLoading}
        >
          <NewRowsBar count={live.newCount} label={label} plural={plural} onShow={live.show} />
          <ResourceTable
            resource={r}
            columns={columns}
            rows={rows}
            visibility={visibility}
            sort={state.sort}
            onSort={(sort) => list.set({ sort })}
            focused={focused}
            onFocus={setFocused}
            onOpen={state.trash ? () => undefined : open}
            selected={actions.selected}
            onToggle={actions.toggle}
            actions={(x) =>
              state.trash ? (
                <>
                  {canDelete && (
                    <button
                      type="button"
                      onClick={() => void actions.restore(x)}
                      aria-label={t('resources.list.restore', { name: recordTitle(r, x) })}
                      className={`${iconButton} hover:text-brand`}
                    >
                      <ArchiveRestore className="size-4" aria-hidden />
                    </button>
                  )}
                  {canDelete && (
                    <button
                      type="button"
                      onClick={() => actions.setDeleting({ rows: [x], force: true })}
                      aria-label={t('resources.list.deleteNameForever', { name: recordTitle(r, x) })}
                      className={`${iconButton} hover:text-red-600`}
                    >
                      <Trash2 className="size-4" aria-hidden />
                    </button>
                  )}
                </>
              ) : (
                <>
                  {canUpdate && (
                    <button
                      type="button"
                      onClick={() => edit(x)}
                      aria-label={t('resources.list.edit', { name: recordTitle(r, x) })}
                      className={`${iconButton} hover:text-brand`}
                    >
                      <Pencil className="size-4" aria-hidden />
                    </button>
                  )}
                  {canDelete && rowDeletable(r, x) && (
                    <button
                      type="button"
                      onClick={() => actions.setDeleting({ rows: [x], force: false })}
                      aria-label={t('resources.list.deleteName', { name: recordTitle(r, x) })}
                      className={`${iconButton} hover:text-red-600`}
                    >
                      <Trash2 className="size-4" aria-hidden />
                    </button>
                  )}
                </>
              )
            }
          />
          {empty && (
            <div className="absolute inset-x-0 top-24 text-center" data-testid="empty-state">
              <p className="text-sm font-medium text-slate-800">
                {t(state.trash ? 'resources.list.noneDeleted' : 'resources.list.noneFound', { plural })}
              </p>
              {list.error ? (
                <p role="alert" className="mt-1 text-sm text-red-600">
                  {list.error}
                </p>
              ) : (
                !state.trash && (
                  <p className="mt-1 text-sm text-slate-500">
                    {can(r.access?.add)
                      ? t('resources.list.emptyCanAdd', { label })
                      : t('resources.list.emptyView', { plural })}
                  </p>
                )
              )}
            </div>
          )}
          <Pager
            meta={meta}
            limit={state.limit}
            noneText={t('resources.pager.none', { plural })}
            onPage={(page) => list.set({ page })}
            onLimit={(limit) => list.set({ limit })}
          />
        </div>
        {state.edit && (
          <aside
            className="flex w-[440px] shrink-0 flex-col overflow-hidden rounded-lg border border-slate-200 bg-slate-50"
            aria-label={t('resources.list.editPane', { label })}
            data-testid="split-pane"
          >
            <Suspense fallback={<p className="p-4 text-sm text-slate-500">{t('resources.list.loading')}</p>}>
              <PaneForm
                key={state.edit}
                resource={r}
                id={state.edit}
                pane
                onSaved={() => void list.reload()}
                onCancel={() => {
                  list.set({ edit: null }, { keepPage: true })
                  tableRef.current?.focus()
                }}
              />
            </Suspense>
          </aside>
        )}
      </div>
      {r.bulkUpdate && (
        <BulkUpdateDialog
          resource={r}
          count={actions.selected.size}
          open={bulkOpen}
          onClose={() => setBulkOpen(false)}
          onApply={actions.bulkUpdate}
        />
      )}
      <ConfirmDelete
        label={label}
        target={
          actions.deleting
            ? formatList(actions.deleting.rows.map((x) => recordTitle(r, x))) +
              (actions.deleting.force ? t('resources.list.forGood') : '')
            : null
        }
        kind={actions.deleting?.force || r.tenant === false ? 'forGood' : 'trash'}
        onCancel={() => actions.setDeleting(null)}
        onConfirm={actions.confirmDelete}
      />
    </div>
  )
}
